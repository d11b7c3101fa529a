"""`--verifier hf:PATH`: tiny random models built here, read as transformers computes them, and their ONNX twins."""

import json
import subprocess
import sys
import textwrap

import numpy as np
import pytest

from tests import tiny_models
from veracity import GroundingChecker
from veracity.verifiers import JudgeOptions, VerifierLoadError, load_verifier
from veracity.verifiers.base import as_evidence
from veracity.verifiers.fast import judge
from veracity.verifiers.labels import Labels, read_labels

PREMISES = [
    "Titanic is a 1997 American epic romantic disaster movie directed by James Cameron.",
    "The Eiffel Tower is 330 metres tall.",
    "It stars Kate Winslet and Leonardo DiCaprio.",
]
CLAIMS = ["Titanic was directed by James Cameron.", "The Eiffel Tower is 300 metres tall.", "It stars Kate Winslet."]
KINDS = {"nli": tiny_models.nli, "binary": tiny_models.binary, "seq2seq": tiny_models.seq2seq}


def veracity(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "veracity.cli", *args], capture_output=True, text=True, timeout=300, check=False
    )


@pytest.fixture(scope="module")
def folders(tmp_path_factory):
    tiny_models.require_torch()
    root = tmp_path_factory.mktemp("judges")
    return {kind: build(root / kind) for kind, build in KINDS.items()}


@pytest.fixture(scope="module")
def exports(folders, tmp_path_factory):
    """Each tiny model exported twice: fp32 (compared to 1e-4) and int8 (quantized: compared loosely)."""
    from veracity.verifiers.hf_export import export

    root = tmp_path_factory.mktemp("exports")
    return {(k, p): export(str(f), root / f"{k}-{p}", p).parent for k, f in folders.items() for p in ("fp32", "int8")}


def transformers_probabilities(folder, kind: str, claims=CLAIMS) -> np.ndarray:
    """P(entailed, neutral, contradicted) computed with transformers directly, as a model card does it."""
    import torch
    from transformers import AutoModelForSeq2SeqLM, AutoModelForSequenceClassification, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(folder)
    with torch.no_grad():
        if kind == "seq2seq":
            model = AutoModelForSeq2SeqLM.from_pretrained(folder).eval()
            texts = [f"premise: {p} hypothesis: {c}" for p, c in zip(PREMISES, claims, strict=True)]
            batch = tokenizer(texts, padding=True, return_tensors="pt")
            start = torch.zeros((len(texts), 1), dtype=torch.long)
            logits = model(**batch, decoder_input_ids=start).logits[:, 0]
            yes, no = tokenizer("1", add_special_tokens=False).input_ids[0], tokenizer("0").input_ids[0]
            p = torch.softmax(logits[:, [no, yes]], dim=-1)[:, 1].numpy()
            return np.column_stack([p, 1 - p, np.zeros_like(p)])
        model = AutoModelForSequenceClassification.from_pretrained(folder).eval()
        probabilities = torch.softmax(
            model(**tokenizer(PREMISES, list(claims), padding=True, return_tensors="pt")).logits, -1
        )
    if kind == "binary":
        p = probabilities[:, 1].numpy()
        return np.column_stack([p, 1 - p, np.zeros_like(p)])
    return probabilities.numpy()  # the tiny NLI model's labels are in the order entailment, neutral, contradiction


def test_labels_are_read_in_any_spelling() -> None:
    assert read_labels({0: "ENTAILMENT", 1: "Neutral", 2: "contradiction"}, "m") == Labels(0, 1, 2)
    assert read_labels({"0": "contradiction", "1": "neutral", "2": "entailment"}, "m") == Labels(2, 1, 0)
    assert read_labels({0: "refuted", 1: "NOT ENOUGH INFO", 2: "supported"}, "m") == Labels(2, 1, 0)
    assert read_labels({0: "LABEL_0", 1: "LABEL_1"}, "m") == Labels(1)  # MiniCheck's classifiers
    assert read_labels({0: "not_entailment", 1: "entailment"}, "m") == Labels(1)
    assert read_labels({0: "supported", 1: "unsupported"}, "m") == Labels(0)
    with pytest.raises(ValueError, match="needs its labels named entailment, neutral and contradiction"):
        read_labels({0: "LABEL_0", 1: "LABEL_1", 2: "LABEL_2"}, "m")
    with pytest.raises(ValueError, match="neither of the labels"):
        read_labels({0: "cat", 1: "dog"}, "m")
    with pytest.raises(ValueError, match="2 or 3 labels"):
        read_labels({0: "a", 1: "b", 2: "c", 3: "d"}, "m")


def test_a_missing_model_says_how_to_fetch_it(tmp_path) -> None:
    with pytest.raises(VerifierLoadError, match=r"huggingface-cli download lytang/MiniCheck-Nowhere --local-dir"):
        load_verifier("hf:lytang/MiniCheck-Nowhere")
    with pytest.raises(VerifierLoadError, match="no such folder"):
        load_verifier(f"hf:{tmp_path / 'absent'}")


def test_a_folder_that_is_no_model_says_so(folders, tmp_path) -> None:
    with pytest.raises(VerifierLoadError, match=r"no config\.json"):
        load_verifier(f"hf:{tmp_path}")


@pytest.mark.parametrize("kind", KINDS)
def test_judges_give_transformers_probabilities(folders, kind: str) -> None:
    from veracity.verifiers.hf import load_hf

    judge_ = load_hf(str(folders[kind]), JudgeOptions(batch_size=2))  # two batches: batching changes nothing
    assert judge_.three_way == (kind == "nli")
    np.testing.assert_allclose(
        judge_.score(PREMISES, CLAIMS), transformers_probabilities(folders[kind], kind), atol=1e-5
    )


@pytest.mark.parametrize("kind", ["nli", "binary"])
def test_verdicts_weigh_the_judge_with_the_detail_checks(folders, checker: GroundingChecker, kind: str) -> None:
    verifier = load_verifier(f"hf:{folders[kind]}", checker.embedder)
    verdicts = verifier.verify(CLAIMS[1], PREMISES)
    model = transformers_probabilities(folders[kind], kind, [CLAIMS[1]] * len(PREMISES))
    readings = [judge(s) for s in verifier.fast.signals(CLAIMS[1], [as_evidence(p) for p in PREMISES])]
    wrong_height = verdicts[1]
    assert readings[1].contradicted > 0.9 and wrong_height.reason.startswith("number: the claim says 300 metres")
    assert wrong_height.entailed <= 1 - readings[1].contradicted + 1e-9  # a partly wrong claim is not entailed
    for verdict, reading, row in zip(verdicts, readings, model, strict=True):
        assert verdict.contradicted >= min(reading.contradicted, 1 - verdict.entailed) - 1e-9
        if kind == "binary":  # "not supported" is no contradiction: only the detail checks say contradicted
            assert verdict.contradicted == pytest.approx(min(reading.contradicted, 1 - verdict.entailed))
        assert verdict.entailed == pytest.approx(min(row[0], 1 - reading.contradicted), abs=1e-5)


def test_a_check_through_an_hf_judge_has_google_shape(folders, checker: GroundingChecker) -> None:
    hf_checker = GroundingChecker(load_verifier(f"hf:{folders['nli']}", checker.embedder), embedder=checker.embedder)
    result = hf_checker.check(
        "Here is what I found. The Eiffel Tower is 300 metres tall.",
        facts=["The Eiffel Tower is 330 metres tall."],
        claim_scores=True,
        anti_citations=True,
    )
    meta, height = result.claims
    assert not meta.check_required and height.check_required
    assert height.anti_citations == (0,) and height.citations == ()
    assert "300 metres" in height.reason
    assert hf_checker.verifier.name == f"hf:{folders['nli']}"


def test_own_model_code_runs_only_when_trusted(tmp_path) -> None:
    tiny_models.require_torch()
    folder = tiny_models.own_code(tmp_path / "own")
    with pytest.raises(VerifierLoadError, match="--trust-remote-code"):
        load_verifier(f"hf:{folder}")
    verifier = load_verifier(f"hf:{folder}", options=JudgeOptions(trust_remote_code=True))
    scores = verifier.judge.score(
        ["Titanic was directed by James Cameron.", "It is a film."], ["Titanic was directed"] * 2
    )
    np.testing.assert_allclose(scores[:, 0], [1.0, 0.0])


def test_onnx_twins_give_the_same_probabilities(folders, exports) -> None:
    from veracity.verifiers.hf import load_hf

    for (kind, precision), folder in exports.items():
        about = json.loads((folder / "veracity-judge.json").read_text())
        assert about["precision"] == precision and (folder / "tokenizer.json").is_file()
        expected = transformers_probabilities(folders[kind], kind)
        got = load_hf(str(folder), JudgeOptions()).score(PREMISES, CLAIMS)
        np.testing.assert_allclose(got, expected, atol=1e-4 if precision == "fp32" else 0.05, err_msg=str(folder))


def test_onnx_twins_serve_without_torch(folders, exports) -> None:
    """In a Python whose `import torch` fails, an export loads and scores, and a model folder asks for the extra."""
    expected = {f"{k}-{p}": transformers_probabilities(folders[k], k).tolist() for k, p in exports}
    script = textwrap.dedent(
        f"""
        import json, sys
        sys.modules["torch"] = None  # import torch raises ImportError
        sys.modules["transformers"] = None
        from veracity.verifiers import VerifierLoadError, load_verifier
        from veracity.verifiers.hf import load_hf
        from veracity.verifiers.judges import JudgeOptions
        scores = {{}}
        for name, folder in {json.dumps({f"{k}-{p}": str(f) for (k, p), f in exports.items()})}.items():
            scores[name] = load_hf(folder, JudgeOptions()).score({PREMISES!r}, {CLAIMS!r}).tolist()
        try:
            load_verifier("hf:{folders["nli"]}")
        except VerifierLoadError as exc:
            scores["error"] = str(exc)
        assert "torch" not in sys.modules or sys.modules["torch"] is None
        print(json.dumps(scores))
        """
    )
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300, check=False)
    assert run.returncode == 0, run.stderr
    scores = json.loads(run.stdout.splitlines()[-1])
    assert "pip install 'veracity[hf]'" in scores.pop("error")
    for name, got in scores.items():
        np.testing.assert_allclose(got, expected[name], atol=1e-4 if name.endswith("fp32") else 0.05, err_msg=name)


def test_models_export_command(folders, tmp_path) -> None:
    run = veracity("models", "export", str(folders["binary"]), str(tmp_path / "out"))
    assert run.returncode == 0, run.stderr
    assert "int8" in run.stdout and f"--verifier hf:{tmp_path / 'out'}" in run.stdout
    own = tiny_models.own_code(tmp_path / "own")
    run = veracity("models", "export", str(own), str(tmp_path / "own-out"))
    assert run.returncode == 2 and "--trust-remote-code" in run.stderr and "Traceback" not in run.stderr


def test_eval_reports_the_same_figures_for_an_hf_judge(folders, tmp_path) -> None:
    rows = [
        ("The Eiffel Tower is 330 metres tall.", "The Eiffel Tower is 330 metres tall.", "entailment"),
        ("Titanic was directed by James Cameron.", "Titanic was directed by James Cameron.", "entailment"),
        ("The Eiffel Tower is 330 metres tall.", "The Eiffel Tower is 300 metres tall.", "contradiction"),
        ("The museum is open Monday to Friday.", "The museum is closed on weekends.", "neutral"),
        ("It stars Kate Winslet and Leonardo DiCaprio.", "Titanic was directed by James Cameron.", "neutral"),
        (
            "The museum is open Monday to Friday and closed on weekends.",
            "The museum is open on weekends.",
            "contradiction",
        ),
    ]
    data = tmp_path / "tiny_nli.jsonl"
    data.write_text(
        "".join(
            json.dumps({"id": str(i), "lang": "en", "premise": p, "hypothesis": h, "label": y}) + "\n"
            for i, (p, h, y) in enumerate(rows)
        )
    )
    out = tmp_path / "figures.json"
    run = veracity("eval", "--verifier", f"hf:{folders['nli']}", str(data), "--json", str(out))
    print(run.stdout)  # the figures, for `pytest -s`
    assert run.returncode == 0, run.stderr
    figures = json.loads(out.read_text())
    assert figures["verifier"] == f"hf:{folders['nli']}"
    response, three_way = figures["datasets"]["tiny_nli"], figures["datasets"]["tiny_nli.3-way"]
    assert response["n"] == 6 and {"bacc", "auroc", "threshold", "reliability", "rows_per_second"} <= response.keys()
    assert three_way["n"] == 6 and 0 <= three_way["accuracy"] <= 1
    assert "tiny_nli" in run.stdout


def test_commands_name_what_they_cannot_load(tmp_path) -> None:
    from veracity.cli import build_parser

    for command in (["serve"], ["check", "--facts", "-"], ["eval", "x.jsonl"], ["bench"]):
        assert build_parser().parse_args([*command, "--verifier", "hf:m"]).verifier == "hf:m"
        with pytest.raises(SystemExit):
            build_parser().parse_args([*command, "--verifier", "bogus"])
    facts = tmp_path / "facts.json"
    facts.write_text('["Titanic was directed by James Cameron."]')
    run = veracity("check", "--facts", str(facts), "--candidate", "Titanic.", "--verifier", f"hf:{tmp_path / 'none'}")
    assert run.returncode == 2 and "veracity check: hf:" in run.stderr and "huggingface-cli download" in run.stderr
    assert "Traceback" not in run.stderr


def test_a_gpu_that_is_not_there_is_named(folders, exports) -> None:
    import onnxruntime
    import torch

    if not torch.cuda.is_available():
        with pytest.raises(VerifierLoadError, match="--device cuda, but torch finds no CUDA GPU"):
            load_verifier(f"hf:{folders['nli']}", options=JudgeOptions(device="cuda"))
    if "CUDAExecutionProvider" not in onnxruntime.get_available_providers():
        with pytest.raises(VerifierLoadError, match="needs onnxruntime-gpu"):
            load_verifier(f"hf:{exports['nli', 'int8']}", options=JudgeOptions(device="cuda"))


def test_a_broken_export_says_to_export_again(exports, tmp_path) -> None:
    import shutil

    broken = shutil.copytree(exports["nli", "int8"], tmp_path / "broken")
    (broken / "veracity-judge.json").write_text('{"version": 1}')
    with pytest.raises(VerifierLoadError, match=r"a broken export \('labels'\); run `veracity models export` again"):
        load_verifier(f"hf:{broken}")
    (broken / "tokenizer.json").unlink()
    with pytest.raises(VerifierLoadError, match=r"not a whole export, it lacks tokenizer\.json; export it again"):
        load_verifier(f"hf:{broken}")

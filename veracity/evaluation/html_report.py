"""`veracity eval --report report.html`: one self-contained HTML file a user can look at.

Per set: the ROC curve, the reliability diagram (score bands against the share labelled supported),
the confusion counts at the threshold, the most confident errors with their text, evidence and
score, and a row per language. Plots are matplotlib's, inlined as SVG (the `[report]` extra).
"""

from __future__ import annotations

import html
import io
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from veracity.evaluation.metrics import reliability, roc_points
from veracity.evaluation.runner import Report

CONFIDENT_ERRORS = 20

_STYLE = """
body { font-family: system-ui, sans-serif; max-width: 70rem; margin: 0 auto; padding: 1rem 1.5rem 3rem; }
h2 { margin-top: 2.5rem; border-bottom: 1px solid #d0d7de; }
.plots { display: flex; gap: 1rem; flex-wrap: wrap; } .plots svg { width: 360px; height: auto; }
table { border-collapse: collapse; font-size: 0.9rem; margin: 0.8rem 0; }
th, td { border-bottom: 1px solid #d0d7de; padding: 0.3rem 0.6rem; text-align: left; vertical-align: top; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
.evidence { color: #57606a; font-size: 0.85rem; }
"""


def _pyplot() -> Any:
    try:
        import matplotlib
    except ImportError:
        raise RuntimeError("--report needs matplotlib: pip install 'veracity[report]'") from None
    matplotlib.use("Agg")  # files only, never a window
    matplotlib.rcParams["svg.hashsalt"] = "veracity"  # the same figures give the same file
    import matplotlib.pyplot as plt

    return plt


def _svg(figure: Any) -> str:
    buffer = io.StringIO()
    figure.savefig(buffer, format="svg", bbox_inches="tight", metadata={"Date": None})
    _pyplot().close(figure)
    text = buffer.getvalue()
    return text[text.index("<svg") :]  # drop the XML prologue and doctype: the SVG sits inside HTML


def _roc(report: Report) -> str:
    plt = _pyplot()
    fpr, tpr = roc_points(report.labels, report.scores)
    figure, axes = plt.subplots(figsize=(4, 4))
    axes.plot(fpr, tpr, color="#0969da")
    axes.plot([0, 1], [0, 1], color="#8c959f", linestyle="--", linewidth=0.8)
    axes.set(xlabel="false positive rate", ylabel="true positive rate", title="ROC", xlim=(0, 1), ylim=(0, 1))
    return _svg(figure)


def _reliability(report: Report) -> str:
    plt = _pyplot()
    bins = reliability(report.labels, report.scores)
    middles = [(b["from"] + b["to"]) / 2 for b in bins]
    widths = [b["to"] - b["from"] for b in bins]
    shares = [b["supported_share"] or 0.0 for b in bins]
    figure, axes = plt.subplots(figsize=(4, 4))
    axes.bar(middles, shares, width=widths, edgecolor="white", color="#1a7f37", alpha=0.8)
    axes.plot([0, 1], [0, 1], color="#8c959f", linestyle="--", linewidth=0.8)
    for x, b in zip(middles, bins, strict=True):
        axes.annotate(str(b["n"]), (x, 0.02), ha="center", fontsize=8, color="white" if b["n"] else "#57606a")
    axes.set(xlabel="score band", ylabel="share labelled supported", title="Reliability", xlim=(0, 1), ylim=(0, 1))
    return _svg(figure)


def _confusion(report: Report, threshold: float) -> str:
    counts = {(y, s >= threshold): 0 for y in (1, 0) for s in (1.0, 0.0)}
    for label, score in zip(report.labels, report.scores, strict=True):
        counts[(label, score >= threshold)] += 1
    rows = "".join(
        f"<tr><th>labelled {name}</th><td class=num>{counts[(y, True)]}</td>"
        f"<td class=num>{counts[(y, False)]}</td></tr>"
        for y, name in ((1, "supported"), (0, "unsupported"))
    )
    header = f"<tr><th>at {threshold:g}</th><th>scored supported</th><th>scored unsupported</th></tr>"
    return f"<table>{header}{rows}</table>"


def _errors(report: Report, threshold: float) -> str:
    wrong = [
        (abs(score - threshold), label, score, example)
        for label, score, example in zip(report.labels, report.scores, report.examples, strict=True)
        if (score >= threshold) != (label == 1)
    ]
    wrong.sort(key=lambda item: item[0], reverse=True)
    rows = "".join(
        f"<tr><td class=num>{score:.3f}</td><td>{'supported' if label == 1 else 'unsupported'}</td>"
        f"<td>{html.escape(example.text)}<div class=evidence>{html.escape(example.evidence)}</div></td></tr>"
        for _, label, score, example in wrong[:CONFIDENT_ERRORS]
    )
    header = "<tr><th>score</th><th>label</th><th>text, and the evidence it was scored against</th></tr>"
    return f"<table>{header}{rows}</table>" if rows else "<p>No errors at this threshold.</p>"


def _languages(summary: dict[str, Any]) -> str:
    by_lang = summary.get("by_lang")
    if not by_lang:
        return ""
    rows = "".join(
        f"<tr><td>{html.escape(lang)}</td><td class=num>{s['n']}</td><td class=num>{s['auroc']}</td>"
        f"<td class=num>{s['bacc']}</td></tr>"
        for lang, s in by_lang.items()
    )
    return f"<h3>Per language</h3><table><tr><th>language</th><th>n</th><th>AUROC</th><th>bacc</th></tr>{rows}</table>"


def write_report(reports: Sequence[tuple[str, Report]], threshold: float, path: str | Path, title: str) -> None:
    """One section per (name, report) of a binary level (response or claim); others are left out."""
    sections = []
    for name, report in reports:
        if report.level not in ("response", "claim") or not report.labels:
            continue
        summary = report.summary(threshold)
        sections.append(
            f"<h2>{html.escape(name)}</h2>"
            f"<p>{summary['n']} scored, {summary['positive_share']:.0%} labelled supported; "
            f"AUROC {summary['auroc']}, balanced accuracy {summary['bacc']} at {threshold:g}.</p>"
            f"<div class=plots>{_roc(report)}{_reliability(report)}</div>"
            f"{_confusion(report, threshold)}{_languages(summary)}"
            f"<h3>The {CONFIDENT_ERRORS} most confident errors</h3>{_errors(report, threshold)}"
        )
    document = (
        f"<!doctype html><html lang=en><head><meta charset=utf-8><title>{html.escape(title)}</title>"
        f"<style>{_STYLE}</style></head><body><h1>{html.escape(title)}</h1>{''.join(sections)}</body></html>\n"
    )
    Path(path).write_text(document, encoding="utf-8")

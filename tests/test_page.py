"""The page at `/` in a real browser: Playwright drives Debian's chromium against a real server, with
real clicks and typing. Skipped where chromium is missing, unless VERACITY_TEST_BROWSER=required (CI)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import Servers, _start
from veracity import GroundingChecker
from veracity.store import Document, open_store

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
if CHROMIUM is None and os.environ.get("VERACITY_TEST_BROWSER") != "required":
    pytest.skip("chromium is not installed (apt-get install chromium)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, checker: GroundingChecker) -> Iterator[Servers]:
    store = open_store(tmp_path_factory.mktemp("page-store"))
    store.create_engine("films")
    facts = "Titanic is a 1997 film directed by James Cameron. It stars Kate Winslet and Leonardo DiCaprio."
    store.add("films", [Document("titanic", "Titanic (1997 film)", "", facts)], checker.embedder)
    yield from _start(GroundingChecker(checker.verifier, store, checker.embedder), frozenset())
    store.close()


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield launched
        launched.close()


@pytest.fixture
def page(browser: object, site: Servers) -> Iterator[object]:
    context = browser.new_context(viewport={"width": 1200, "height": 900})  # type: ignore[attr-defined]
    opened = context.new_page()
    errors: list[str] = []
    opened.on("pageerror", lambda error: errors.append(str(error)))
    opened.on("response", lambda r: r.status >= 400 and errors.append(f"{r.status} {r.url}"))
    opened.on("requestfailed", lambda r: errors.append(f"failed {r.url}"))
    opened.goto(site.rest + "/")
    yield opened
    context.close()
    assert not errors, errors


def _claims(page: object) -> list[list[str]]:
    page.wait_for_selector("#result table")  # type: ignore[attr-defined]
    rows = page.locator("#result table").first.locator("tr")  # type: ignore[attr-defined]
    return [rows.nth(i).locator("td").all_inner_texts() for i in range(1, rows.count())]


def test_the_seed_example_checks_with_a_click(page: object) -> None:
    page.get_by_role("button", name="Google's Titanic example").click()  # type: ignore[attr-defined]
    claims = _claims(page)
    verdicts = {row[0].splitlines()[0]: row[1] for row in claims}
    assert verdicts["Here is what I found."] == "no check needed"
    assert verdicts["Titanic was directed by James Cameron."] == "supported"
    assert verdicts["It starred Brad Pitt and Kate Winslet."] in ("unsupported", "contradicted")
    assert page.locator(".legend").inner_text().count("supported") >= 2  # type: ignore[attr-defined]
    # The evidence sits next to its claim, with the fact's attribute.
    supported = page.locator("#result tr", has_text="directed by James Cameron").first  # type: ignore[attr-defined]
    supported.locator("summary").click()
    assert "author: Simple Wikipedia" in supported.inner_text()
    if os.environ.get("VERACITY_SCREENSHOT"):  # VERACITY_SCREENSHOT=1 pytest tests/test_page.py -k seed
        page.screenshot(path=str(Path(__file__).parents[1] / "docs" / "page.png"), full_page=True)  # type: ignore[attr-defined]


def test_a_wrong_number_shows_its_contradiction_and_reason(page: object) -> None:
    page.get_by_role("button", name="A wrong number").click()  # type: ignore[attr-defined]
    row = next(r for r in _claims(page) if r[0].startswith("The Eiffel Tower"))
    assert row[1] == "contradicted"
    assert "300 metres" in row[0] and "330 metres" in row[0]
    assert float(row[3]) > float(row[2])  # contradiction above support


def test_typing_an_answer_and_ctrl_enter(page: object) -> None:
    page.fill("#answer", "Titanic wurde von James Cameron gedreht.")  # type: ignore[attr-defined]
    page.press("#answer", "Control+Enter")  # type: ignore[attr-defined]
    assert _claims(page)[0][1] == "supported"


def test_an_engine_replaces_the_facts(page: object) -> None:
    page.fill("#engine", "films")  # type: ignore[attr-defined]
    assert page.locator("#facts").is_disabled()  # type: ignore[attr-defined]
    assert page.locator("#facts-note").is_visible()  # type: ignore[attr-defined]
    page.fill("#answer", "Titanic stars Kate Winslet.")  # type: ignore[attr-defined]
    page.click("#check")  # type: ignore[attr-defined]
    assert _claims(page)[0][1] == "supported"
    assert "Titanic (1997 film)" in page.locator("#result").inner_text()  # type: ignore[attr-defined]


def test_facts_with_trailing_commas_pass_and_bad_json_is_named(page: object) -> None:
    page.fill("#facts", '["Titanic was directed by James Cameron.",]')  # type: ignore[attr-defined]
    page.fill("#answer", "Titanic was directed by James Cameron.")  # type: ignore[attr-defined]
    page.click("#check")  # type: ignore[attr-defined]
    assert _claims(page)[0][1] == "supported"
    page.fill("#facts", '["Titanic was directed by James Cameron."')  # type: ignore[attr-defined]
    page.click("#check")  # type: ignore[attr-defined]
    page.wait_for_selector("#result .error")  # type: ignore[attr-defined]
    assert "not valid JSON" in page.locator("#result .error").inner_text()  # type: ignore[attr-defined]


def test_a_narrow_screen_gets_one_column(page: object) -> None:
    page.set_viewport_size({"width": 390, "height": 844})  # type: ignore[attr-defined]
    columns = page.eval_on_selector("#form", "f => getComputedStyle(f).gridTemplateColumns")  # type: ignore[attr-defined]
    assert len(columns.split()) == 1
    label = page.locator("label[for=anti]")  # type: ignore[attr-defined]
    assert label.bounding_box()["height"] < 30  # one line


def test_the_api_docs_page_works_offline(page: object, site: Servers) -> None:
    page.goto(site.rest + "/docs")  # type: ignore[attr-defined]
    page.wait_for_selector(".opblock-summary")  # type: ignore[attr-defined]
    assert "Check grounding" in page.locator(".swagger-ui").inner_text()  # type: ignore[attr-defined]

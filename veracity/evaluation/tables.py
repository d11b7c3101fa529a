"""Markdown tables of evaluation figures, for the terminal and docs/benchmarks.md alike."""

from __future__ import annotations

from typing import Any


def _cell(value: Any, digits: int = 3) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def accuracy_table(summaries: dict[str, dict[str, Any]], tune: bool = False) -> str:
    """One line per dataset and level, then one per language where a set has several."""
    header = ["dataset", "level", "n", "positive", "bacc", "AUROC"]
    if tune:
        header += ["best threshold", "bacc there"]
    header += ["seconds", "rows/s"]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for name, s in summaries.items():
        if "unavailable" in s:
            lines.append(f"| {name} | {s['level']} | {s['n']} | {s['unavailable']} |")
            continue
        if s["level"] in ("pair", "3-way"):
            what = "agreement" if s["level"] == "pair" else "3-way accuracy"
            cells = [name, s["level"], s["n"], "-", f"{_cell(s['accuracy'])} ({what})", "-"]
            cells += ["-", "-"] if tune else []
        else:
            cells = [name, s["level"], s["n"], _cell(s["positive_share"], 2), _cell(s["bacc"]), _cell(s["auroc"])]
            cells += [_cell(s.get("best_threshold")), _cell(s.get("best_bacc"))] if tune else []
        lines.append(
            "| " + " | ".join(str(c) for c in [*cells, _cell(s["seconds"], 1), _cell(s["rows_per_second"], 1)]) + " |"
        )
        for lang, figures in s.get("by_lang", {}).items():
            cells = [f"  {lang}", "", figures["n"], _cell(figures["positive_share"], 2), _cell(figures["bacc"])]
            cells += [_cell(figures["auroc"]), *(["", ""] if tune else []), "", ""]
            lines.append("| " + " | ".join(str(c) for c in cells) + " |")
    return "\n".join(lines)


def reliability_table(summaries: dict[str, dict[str, Any]]) -> str:
    """One line per binary set: for each score band, the share labelled supported (and how many fell in it).

    A score is worth what this table says it is: a set whose top band is supported 85% of the
    time has not earned scores of 0.99.
    """
    rows = {name: s["reliability"] for name, s in summaries.items() if "reliability" in s}
    if not rows:
        return ""
    bands = [f"{b['from']:g}-{b['to']:g}" for b in next(iter(rows.values()))]
    lines = ["| dataset | " + " | ".join(bands) + " |", "|" + "---|" * (len(bands) + 1)]
    for name, bins in rows.items():
        cells = [f"{_cell(b['supported_share'], 2)} ({b['n']})" for b in bins]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(lines)

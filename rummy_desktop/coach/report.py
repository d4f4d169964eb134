"""The analysis as plain text, for the command line: a summary, then each decision."""

from __future__ import annotations

from .analysis import Analysis

GAME_NAMES = {"three-thirteen": "Three Thirteen", "hillbilly": "Hillbilly Rummy"}


def summary(analysis: Analysis, name: str) -> str:
    """``Ann (seat 0), Three Thirteen: accuracy 82%, mean loss 1.3 points a decision ...``"""
    counts = analysis.counts()
    marks = ", ".join(f"{n} {m}" for m, n in counts.items() if n)
    return (
        f"{name} (seat {analysis.seat}), {GAME_NAMES.get(analysis.variant, analysis.variant)}: "
        f"accuracy {analysis.accuracy:.0%}, mean loss {analysis.mean_loss:.1f} points a "
        f"decision over {len(analysis.decisions)} decisions ({marks or 'none'})"
    )


def text_report(analysis: Analysis, name: str) -> str:
    """The summary and one line a decision: move, round, what was played, mark and why."""
    lines = [summary(analysis, name)]
    for d in analysis.decisions:
        line = f"move {d.move}, round {d.round}: {d.played} - {d.mark}"
        if d.mark != "best":
            line += f" (loss {d.loss:.1f}, best {d.best}): {d.reason}"
        if d.hindsight:
            line += f" {d.hindsight}"
        lines.append(line)
    return "\n".join(lines)

"""Marks by loss: best, good, inaccuracy, mistake, blunder, with thresholds per game.

The thresholds are points of expected round score given up. They were chosen from measured
spreads of loss over bot games (``bench/coach_thresholds.py``; docs/coach.md gives the
figures and the reasoning): "good" covers the losses a close choice shows from sampling
noise alone, and inaccuracy, mistake and blunder start where the spread of the strong levels'
losses thins out and the weak levels' losses begin.
"""

from __future__ import annotations

from ..i18n import Words


class CoachMarks(Words):
    """The coach's marks by name (a translation context)."""


MARKS = ("best", "good", "inaccuracy", "mistake", "blunder")
# The marks as a player reads them (the keys stay English in files and on the command line).
MARK_NAMES = {
    "best": CoachMarks.tr_noop("best"),
    "good": CoachMarks.tr_noop("good"),
    "inaccuracy": CoachMarks.tr_noop("inaccuracy"),
    "mistake": CoachMarks.tr_noop("mistake"),
    "blunder": CoachMarks.tr_noop("blunder"),
}
# (good up to, inaccuracy up to, mistake up to): a loss above the last is a blunder.
THRESHOLDS: dict[str, tuple[float, float, float]] = {
    "three-thirteen": (1.0, 2.0, 6.0),
    "hillbilly": (4.0, 8.0, 20.0),
}
TIE = 1e-9


def mark(loss: float, variant: str) -> str:
    """The mark of a decision that gave up ``loss`` expected points (0: it was the best)."""
    if loss <= TIE:
        return "best"
    good, inaccuracy, mistake = THRESHOLDS[variant]
    if loss <= good:
        return "good"
    if loss <= inaccuracy:
        return "inaccuracy"
    if loss <= mistake:
        return "mistake"
    return "blunder"


def mark_name(mark_: str) -> str:
    """A mark's name in the player's language ("Patzer" for "blunder" in German)."""
    return CoachMarks.tr(MARK_NAMES[mark_]) if mark_ in MARK_NAMES else mark_


def is_accurate(mark_: str) -> bool:
    """Counts towards accuracy: the best move or a good one."""
    return mark_ in ("best", "good")


def loss_text(loss: float) -> str:
    """A loss as the coach writes it: one decimal, two below 0.1 (0.04, not a bare 0.0),
    and 0 for what rounds to nothing.

    >>> [loss_text(x) for x in (0.001, 0.04, 0.097, 0.5, 6.08)]
    ['0', '0.04', '0.1', '0.5', '6.1']
    """
    if loss < 0.005:
        return "0"
    return f"{loss:.2f}" if loss < 0.095 else f"{loss:.1f}"

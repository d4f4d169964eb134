"""The coach: every decision of one seat judged from that seat's view, in expected points.

Qt-free: the window, the command line and the benches use it alike. ``analyse`` judges a
whole game; ``evaluate`` one decision (a hint asks it too). docs/coach.md tells how.
"""

from .analysis import (
    COACH_VERSION,
    MAX_DECISIONS,
    Analysis,
    Cancelled,
    Decision,
    TooLong,
    WorkerLost,
    analyse,
    count_decisions,
    default_jobs,
    estimate_seconds,
    judge,
    kept_analysis,
)
from .evaluate import (
    ALTERNATIVES,
    SAMPLES,
    Evaluation,
    Option,
    decision_seed,
    evaluate,
    is_decision,
)
from .marks import MARK_NAMES, MARKS, THRESHOLDS, is_accurate, loss_text, mark, mark_name
from .notation import notation
from .reasons import explain

__all__ = [
    "ALTERNATIVES",
    "COACH_VERSION",
    "MARKS",
    "MARK_NAMES",
    "MAX_DECISIONS",
    "SAMPLES",
    "THRESHOLDS",
    "Analysis",
    "Cancelled",
    "Decision",
    "Evaluation",
    "Option",
    "TooLong",
    "WorkerLost",
    "analyse",
    "count_decisions",
    "decision_seed",
    "default_jobs",
    "estimate_seconds",
    "evaluate",
    "explain",
    "is_decision",
    "is_accurate",
    "judge",
    "kept_analysis",
    "loss_text",
    "mark",
    "mark_name",
    "notation",
]

"""Decision times that can be pooled across games, processes and results files.

Each game keeps its seats' times as a histogram with log-spaced buckets (16 to a doubling, so
a percentile is within about 2% of the true one) plus the exact count, sum, minimum and
maximum. Histograms add up exactly, so a report over many games, several worker processes or
a resumed ``--out`` file gives the same figures as one long run, without keeping every time.

>>> times = DecisionTimes()
>>> for ms in (1.0, 2.0, 3.0, 4.0, 100.0):
...     times.add(ms)
>>> times.count, times.max_ms, round(times.mean_ms, 1)
(5, 100.0, 22.0)
>>> 2.9 < times.percentile(0.5) < 3.1
True
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

BUCKETS_PER_DOUBLING = 16
FLOOR_MS = 0.001  # 1 us: anything quicker shares the first bucket
# Bounds on what a results file may say, far past any real run: a decision of a day, and
# 2**53 decisions (a float still counts them exactly).
MAX_MS = 86_400_000
MAX_COUNT = 2**53


def _bucket(ms: float) -> int:
    if ms <= FLOOR_MS:
        return 0
    return int(math.log2(ms / FLOOR_MS) * BUCKETS_PER_DOUBLING)


_LAST_BUCKET = _bucket(MAX_MS)


def _middle(bucket: int) -> float:
    """The geometric middle of a bucket, in ms."""
    return FLOOR_MS * 2 ** ((bucket + 0.5) / BUCKETS_PER_DOUBLING)


@dataclass
class DecisionTimes:
    """How long one seat (or a pool of seats) took per decision, in milliseconds."""

    count: int = 0
    sum_ms: float = 0.0
    min_ms: float = math.inf
    max_ms: float = 0.0
    buckets: dict[int, int] = field(default_factory=dict)

    def add(self, ms: float) -> None:
        self.count += 1
        self.sum_ms += ms
        self.min_ms = min(self.min_ms, ms)
        self.max_ms = max(self.max_ms, ms)
        b = _bucket(ms)
        self.buckets[b] = self.buckets.get(b, 0) + 1

    def merge(self, other: DecisionTimes) -> None:
        self.count += other.count
        self.sum_ms += other.sum_ms
        self.min_ms = min(self.min_ms, other.min_ms)
        self.max_ms = max(self.max_ms, other.max_ms)
        for b, n in other.buckets.items():
            self.buckets[b] = self.buckets.get(b, 0) + n

    @classmethod
    def pooled(cls, parts: Iterable[DecisionTimes]) -> DecisionTimes:
        total = cls()
        for part in parts:
            total.merge(part)
        return total

    @property
    def mean_ms(self) -> float:
        return self.sum_ms / self.count if self.count else 0.0

    def percentile(self, q: float) -> float:
        """The nearest-rank ``q`` quantile (0 < q <= 1), to the bucket's middle, kept within
        the exact minimum and maximum."""
        if not self.count:
            return 0.0
        rank = max(1, math.ceil(q * self.count))
        seen = 0
        for b in sorted(self.buckets):
            seen += self.buckets[b]
            if seen >= rank:
                return min(max(_middle(b), self.min_ms), self.max_ms)
        return self.max_ms

    def summary(self) -> dict[str, float]:
        """Median, 95th percentile and slowest, in ms rounded to the microsecond."""
        if not self.count:
            return {"p50": 0.0, "p95": 0.0, "max": 0.0}
        return {
            "p50": round(self.percentile(0.5), 3),
            "p95": round(self.percentile(0.95), 3),
            "max": round(self.max_ms, 3),
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "count": self.count,
            "mean_ms": round(self.mean_ms, 4),
            **self.summary(),
            "sum_ms": self.sum_ms,
            "min_ms": self.min_ms if self.count else 0.0,
            "max_ms": self.max_ms,
            "buckets": sorted(self.buckets.items()),
        }

    @classmethod
    def from_json(cls, data: Any) -> DecisionTimes:
        """Read :meth:`to_json`'s object back; ValueError if it is not one.

        A results file travels, so every figure is checked, not converted: numbers only (no
        text, no true or false), finite, and no decision longer than :data:`MAX_MS`, so a
        damaged line is reported as damaged and never overflows or prints as ``Infinity``.
        """
        if not isinstance(data, dict):
            raise ValueError("decision times must be an object")
        try:
            count, buckets_in = data["count"], data["buckets"]
            sum_ms, min_ms, max_ms = data["sum_ms"], data["min_ms"], data["max_ms"]
        except KeyError:
            raise ValueError("decision times lack their count, sums or buckets") from None
        if not _whole(count) or not 0 <= count <= MAX_COUNT:
            raise ValueError("decision times do not add up to their count")
        if not all(_milliseconds(v) for v in (sum_ms, min_ms, max_ms)):
            raise ValueError(f"decision times must be numbers of 0 to {MAX_MS:,} ms")
        if sum_ms > count * MAX_MS or (count and not min_ms <= max_ms):
            raise ValueError("decision times' sum, minimum and maximum do not agree")
        buckets: dict[int, int] = {}
        if not isinstance(buckets_in, (list, tuple)):
            raise ValueError("decision times' buckets must be a list")
        for pair in buckets_in:
            if not (isinstance(pair, (list, tuple)) and len(pair) == 2 and all(map(_whole, pair))):
                raise ValueError("decision times have a bad bucket")
            b, n = pair
            if not 0 <= b <= _LAST_BUCKET or n < 1 or b in buckets:
                raise ValueError("decision times have a bad bucket")
            buckets[b] = n
        if sum(buckets.values()) != count:
            raise ValueError("decision times do not add up to their count")
        return cls(
            count, float(sum_ms), float(min_ms) if count else math.inf, float(max_ms), buckets
        )


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _milliseconds(value: Any) -> bool:
    """A time a results file may hold: a finite number of 0 to :data:`MAX_MS`."""
    number = isinstance(value, (int, float)) and not isinstance(value, bool)
    return number and math.isfinite(value) and 0 <= value <= MAX_MS

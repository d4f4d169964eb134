"""The check of a contract lay-down (RULES 3.1, 3.5, 3.10) and hand points. API: melds.py."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import SUIT_NAMES, Card
from .meld_limits import EXTRA_MIN, runs_conflict
from .meld_make import Meld, MeldError, make_meld, rank_plural
from .rules import RuleSet


def extra_melds_allowed(rules: RuleSet, round_no: int) -> bool:
    """Whether a lay-down may hold melds beyond the contract this round."""
    if rules.all_at_once(round_no):
        return rules.final_round_allow_extra_melds
    return rules.allow_extra_melds_at_laydown


def exact_lengths(rules: RuleSet, round_no: int) -> bool:
    """`laydown_exact_lengths`, which round 10 ignores: going out there places every card."""
    return rules.laydown_exact_lengths and not rules.all_at_once(round_no)


def check_contract(melds: Sequence[Meld], rules: RuleSet, round_no: int) -> None:
    """Refuse a lay-down that is not exactly this round's contract, saying why.

    Each meld is checked again as declared. The lay-down needs exactly the contract's sets and
    runs (more with the extra-meld flags; an extra set needs 3 cards, an extra run 4), each at
    least its minimum length (exactly, with `laydown_exact_lengths`), runs of one suit apart
    per `same_suit_run_rule`, and sets of different ranks with `sets_must_differ_in_rank`.
    """
    contract = rules.contract(round_no)
    seen: set[Card] = set()
    for meld in melds:
        if meld.extras:
            raise MeldError("Duplicates are stacked on a run by laying off, never at a lay-down")
        again = seen.intersection(meld.cards)
        if again:
            raise MeldError(f"{min(again).pretty} cannot lie in two melds")
        seen.update(meld.cards)
        make_meld(meld.kind, meld.cards, rules, round_no)
    sets = [m for m in melds if m.kind == "set"]
    runs = [m for m in melds if m.kind == "run"]
    need_sets, need_runs = len(contract.sets), len(contract.runs)
    too_few = len(sets) < need_sets or len(runs) < need_runs
    too_many = len(sets) > need_sets or len(runs) > need_runs
    if too_few or (too_many and not extra_melds_allowed(rules, round_no)):
        raise MeldError(
            f"Round {round_no} asks for {contract.describe()}: "
            f"these melds make {_count_text(len(sets), len(runs))}"
        )
    exact = exact_lengths(rules, round_no)
    _check_lengths("set", sets, contract.sets, exact, round_no)
    _check_lengths("run", runs, contract.runs, exact, round_no)
    _check_same_suit_runs(runs, rules)
    if rules.sets_must_differ_in_rank:
        ranks = [m.rank for m in sets]
        for rank in ranks:
            if ranks.count(rank) > 1:
                raise MeldError(
                    f"In this game two sets may not share a rank: two sets of {rank_plural(rank)}"
                )


def _count_text(sets: int, runs: int) -> str:
    parts = [f"{n} {word}{'s' * (n != 1)}" for n, word in ((sets, "set"), (runs, "run")) if n]
    return " and ".join(parts) or "nothing"


def _check_lengths(
    kind: str, melds: list[Meld], sizes: tuple[int, ...], exact: bool, round_no: int
) -> None:
    # Longest meld to longest need: the contract's least lengths (mixed ones too, "a set of
    # 4 and a set of 3") and the extras' minimum (a run of 4, even beside a contract run of 3).
    ordered = sorted(melds, key=len, reverse=True)
    wanted = sorted([*sizes] + [EXTRA_MIN[kind]] * (len(melds) - len(sizes)), reverse=True)
    for meld, size in zip(ordered, wanted, strict=True):
        if len(meld) < size:
            raise MeldError(
                f"Round {round_no} asks for a {kind} of {size}: {meld} has only {len(meld)} cards"
            )
        if exact and len(meld) != size:
            raise MeldError(
                "In this game a lay-down uses melds of exactly the contract's length: "
                f"{meld} has {len(meld)} cards, not {size}"
            )


def _check_same_suit_runs(runs: list[Meld], rules: RuleSet) -> None:
    rule = rules.same_suit_run_rule
    for i, first in enumerate(runs):
        for second in runs[i + 1 :]:
            if first.suit == second.suit and runs_conflict(
                first.low, first.high, second.low, second.high, rule
            ):
                gap = "two missing cards" if rule == "gap_ge_2" else "a missing card"
                raise MeldError(
                    f"Two {SUIT_NAMES[first.suit]} runs need {gap} between them: "
                    f"{first} and {second} are too close"
                )


def hand_points(cards: Sequence[Card], rules: RuleSet, round_no: int) -> int:
    """What these cards score when left in hand at the end of a round (RULES 3.13)."""
    return sum(rules.card_points(c, round_no) for c in cards)

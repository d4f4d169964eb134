"""The check of a contract lay-down (RULES 3.1, 3.5, 3.10) and hand points. API: melds.py."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card
from .errors import Refusal
from .meld_limits import EXTRA_MIN, runs_conflict
from .meld_make import Meld, MeldError, make_meld
from .rules import Contract, RuleSet


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
            raise MeldError(Refusal.STACKED_AT_LAYDOWN)
        again = seen.intersection(meld.cards)
        if again:
            raise MeldError(Refusal.CARD_IN_TWO_MELDS, card=min(again))
        seen.update(meld.cards)
        make_meld(meld.kind, meld.cards, rules, round_no)
    sets = [m for m in melds if m.kind == "set"]
    runs = [m for m in melds if m.kind == "run"]
    need_sets, need_runs = len(contract.sets), len(contract.runs)
    too_few = len(sets) < need_sets or len(runs) < need_runs
    too_many = len(sets) > need_sets or len(runs) > need_runs
    if too_few or (too_many and not extra_melds_allowed(rules, round_no)):
        made = Contract(sets=tuple(len(m) for m in sets), runs=tuple(len(m) for m in runs))
        raise MeldError(Refusal.CONTRACT_NOT_MET, round_no=round_no, contract=contract, made=made)
    exact = exact_lengths(rules, round_no)
    _check_lengths("set", sets, contract.sets, exact, round_no)
    _check_lengths("run", runs, contract.runs, exact, round_no)
    _check_same_suit_runs(runs, rules)
    if rules.sets_must_differ_in_rank:
        ranks = [m.rank for m in sets]
        for rank in ranks:
            if ranks.count(rank) > 1:
                raise MeldError(Refusal.SETS_SHARE_RANK, rank=rank)


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
                Refusal.MELD_TOO_SHORT,
                round_no=round_no,
                kind=kind,
                size=size,
                meld=meld.shown,
                count=len(meld),
            )
        if exact and len(meld) != size:
            raise MeldError(Refusal.MELD_NOT_EXACT, meld=meld.shown, count=len(meld), size=size)


def _check_same_suit_runs(runs: list[Meld], rules: RuleSet) -> None:
    rule = rules.same_suit_run_rule
    for i, first in enumerate(runs):
        for second in runs[i + 1 :]:
            if first.suit == second.suit and runs_conflict(
                first.low, first.high, second.low, second.high, rule
            ):
                raise MeldError(
                    Refusal.RUNS_TOO_CLOSE,
                    suit=first.suit,
                    first=first.shown,
                    second=second.shown,
                    rule=rule,
                )


def hand_points(cards: Sequence[Card], rules: RuleSet, round_no: int) -> int:
    """What these cards score when left in hand at the end of a round (RULES 3.13)."""
    return sum(rules.card_points(c, round_no) for c in cards)

"""The coach's sentences: what was better and why, in the player's words.

Each sentence is built from the seat's view before the move (its own hand, the pile, the
table), never from a hidden card, and from the two moves' expected points. The "why" is the
hand's own facts: the meld a discarded card belonged to, what the hand would count after
each discard (Three Thirteen) or how many cards it would still lack for the contract
(Hillbilly), going out passed up, a pickup that helps nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..ai.hand_shape import usefulness_map
from ..ai.hillbilly_eval import contract_gap
from ..engine import (
    Action,
    Buy,
    Card,
    DeclineBuy,
    Discard,
    DrawStock,
    GoOut,
    LayDown,
    LayOff,
    MeldError,
    PlayerView,
    RuleSet,
    SwapWild,
    TakeDiscard,
    best_arrangement,
    lay_off,
    min_penalty,
)
from ..i18n import Words
from ..wording import action_text
from .marks import loss_text


class CoachWords(Words):
    """The coach's sentences: what was better and why (a translation context)."""


def number(text: str) -> str:
    """A decimal as the coach writes it ("6.5"), with the language's decimal sign."""
    #: The decimal sign in the coach's numbers such as 6.5: "," where the language writes 6,5.
    return text.replace(".", CoachWords.tr(".", "decimal sign"))


def points(x: float) -> str:
    """``about 6.5 points`` (one decimal: the sampled values are not finer than that)."""
    value = loss_text(x).removesuffix(".0")
    if value == "1":
        return CoachWords.tr("about 1 point")
    #: {points}: a number with one or two decimals ("6.5", "0.04").
    return CoachWords.tr("about {points} points", points=number(value))


def explain(
    view: PlayerView, played: Action, best: Action, loss: float, mark: str, best_reason: str = ""
) -> str:
    """The sentence for a decision: praise for the best move, else what was better and why."""
    if played == best or mark == "best":
        return CoachWords.tr("Best move.")
    better = action_text(best, view, "do")
    if mark == "good":
        #: {better}: the better move ("Discard the Q♣"); {points}: "about 0.5 points".
        return CoachWords.tr(
            "Good: {better} was {points} better, within the noise of a close choice.",
            better=better,
            points=points(loss),
        )
    why, keep = _why(view, played, best)
    cost = _cost(played, view, points(loss))
    if keep:  # a discard: the card to keep leads the sentence
        #: {why}: "Keep the 7♥: …; throw the Q♣ instead"; {cost}: "discarding the 7♥ gives up …".
        return CoachWords.tr("{why}; {cost}.", why=why, cost=cost)
    if why:
        #: {better}: the better move; {why}: the reason; {cost}: what the move played gave up.
        return CoachWords.tr("{better}: {why}; {cost}.", better=better, why=why, cost=cost)
    if best_reason:
        #: {reason}: the computer's short reason for the better move.
        return CoachWords.tr(
            "{better} was better ({reason}); {cost}.", better=better, reason=best_reason, cost=cost
        )
    return CoachWords.tr("{better} was better; {cost}.", better=better, cost=cost)


def _cost(action: Action, view: PlayerView, lost: str) -> str:
    """What the played move gave up: ``discarding the Q♣ gives up about 6 points``."""
    if isinstance(action, Discard):
        #: {card}: the card discarded; {points}: "about 6.5 points".
        return CoachWords.tr(
            "discarding the {card} gives up {points}", card=action.card.pretty, points=lost
        )
    if isinstance(action, GoOut):
        return CoachWords.tr(
            "going out with the {card} gives up {points}", card=action.discard.pretty, points=lost
        )
    if isinstance(action, DrawStock):
        return CoachWords.tr("drawing from the stock gives up {points}", points=lost)
    if isinstance(action, TakeDiscard):
        top = view.top_discard
        if top is None:
            return CoachWords.tr("taking the discard gives up {points}", points=lost)
        return CoachWords.tr("taking the {card} gives up {points}", card=top.pretty, points=lost)
    if isinstance(action, Buy):
        return CoachWords.tr("buying gives up {points}", points=lost)
    if isinstance(action, DeclineBuy):
        return CoachWords.tr("passing on the buy gives up {points}", points=lost)
    if isinstance(action, LayDown):
        return CoachWords.tr("laying down then gives up {points}", points=lost)
    if isinstance(action, LayOff):
        return CoachWords.tr(
            "laying off the {card} gives up {points}", card=action.card.pretty, points=lost
        )
    if isinstance(action, SwapWild):
        return CoachWords.tr(
            "swapping the {card} gives up {points}", card=action.card.pretty, points=lost
        )
    return CoachWords.tr("that move gives up {points}", points=lost)


def _thrown(action: Action) -> Card | None:
    if isinstance(action, Discard):
        return action.card
    if isinstance(action, GoOut):
        return action.discard
    if isinstance(action, LayDown):
        return action.discard
    return None


def _why(view: PlayerView, played: Action, best: Action) -> tuple[str, bool]:
    """Why ``best`` was better, and whether the reason leads with the card to keep."""
    if isinstance(best, GoOut) and not isinstance(played, GoOut):
        return CoachWords.tr(
            "every other card melds, so you could go out now and leave the others holding "
            "their cards"
        ), False
    thrown, kept = _thrown(best), _thrown(played)
    if isinstance(best, Discard | GoOut) and isinstance(played, Discard) and thrown and kept:
        return _discard_why(view, kept, thrown), True
    if isinstance(best, TakeDiscard) and isinstance(played, DrawStock):
        return _take_why(view, True), False
    if isinstance(best, DrawStock) and isinstance(played, TakeDiscard):
        return _take_why(view, False), False
    card = view.buy_card or view.top_discard
    if isinstance(best, DeclineBuy) and isinstance(played, Buy):
        if card is None:
            return CoachWords.tr(
                "the card does not help enough to be worth the extra card a buy costs"
            ), False
        return CoachWords.tr(
            "the {card} does not help enough to be worth the extra card a buy costs",
            card=card.pretty,
        ), False
    if isinstance(best, Buy) and isinstance(played, DeclineBuy):
        if card is None:
            return CoachWords.tr("the card brings your hand closer to the contract"), False
        return CoachWords.tr(
            "the {card} brings your hand closer to the contract", card=card.pretty
        ), False
    if isinstance(best, LayDown) and not isinstance(played, LayDown):
        return CoachWords.tr(
            "getting down now lets you lay off and go out, and cuts what you hold if someone "
            "goes out"
        ), False
    if isinstance(played, LayDown) and not isinstance(best, LayDown):
        return CoachWords.tr("laying down now gave away the cards you still needed"), False
    if isinstance(best, LayOff) and not isinstance(played, LayOff):
        return CoachWords.tr(
            "the {card} fits a meld on the table, so it sheds its points", card=best.card.pretty
        ), False
    return "", False


def _keep(kept: Card, reason: str, thrown: Card, detail: str = "") -> str:
    """``Keep the 7♥: <reason>; throw the Q♣ instead (<detail>)``."""
    if detail:
        #: {reason}: why the card is worth keeping; {detail}: what the numbers say.
        return CoachWords.tr(
            "Keep the {kept}: {reason}; throw the {thrown} instead ({detail})",
            kept=kept.pretty,
            reason=reason,
            thrown=thrown.pretty,
            detail=detail,
        )
    #: {reason}: why the card is worth keeping.
    return CoachWords.tr(
        "Keep the {kept}: {reason}; throw the {thrown} instead",
        kept=kept.pretty,
        reason=reason,
        thrown=thrown.pretty,
    )


def _discard_why(view: PlayerView, kept: Card, thrown: Card) -> str:
    """Why to keep ``kept`` (which was discarded) and throw ``thrown`` instead."""
    hand = list(view.hand)
    rules, rnd = view.rules, view.round_no
    rest_best = _without(hand, thrown)
    rest_played = _without(hand, kept)
    if rules.variant == "three-thirteen":
        arrangement = best_arrangement(rest_best, rules, rnd)
        meld = next((m for m in arrangement.melds if kept in m), None)
        after_best = min_penalty(rest_best, rules, rnd)
        after_played = min_penalty(rest_played, rules, rnd)
        if meld is not None:
            #: Why to keep a card: {meld} is the meld's cards ("7♥ 8♥ 9♥").
            part = CoachWords.tr(
                "it is part of your meld {meld}", meld=" ".join(c.pretty for c in meld)
            )
        elif rules.is_wild(kept, rnd):
            part = CoachWords.tr("it is wild this round")
        else:
            part = CoachWords.tr("it works with the rest of your hand")
        if after_best < after_played:
            #: What the hand would count after each discard: {best} against {played}.
            count = CoachWords.tr(
                "your hand would count {best} rather than {played}",
                best=after_best,
                played=after_played,
            )
        else:  # it counts more now, but more of it can still meld
            #: {more}: points more now; {working} and {other}: cards that meld or could.
            count = CoachWords.tr(
                "it counts {more} more now but keeps {working} cards working, against {other}",
                more=after_best - after_played,
                working=_working(rest_best, rules, rnd),
                other=_working(rest_played, rules, rnd),
            )
        return _keep(kept, part, thrown, count)
    fed = _fed_meld(view, kept)
    if fed and not _fed_meld(view, thrown):
        #: {meld}: a meld on the table ("run 2♥ JK 4♥"); {next}: what the next player could do.
        return CoachWords.tr(
            "Keep the {kept}: it goes on the {meld} on the table, and {next}; "
            "throw the {thrown} instead",
            kept=kept.pretty,
            meld=fed,
            next=_down_others(view),
            thrown=thrown.pretty,
        )
    use = usefulness_map(hand, rules, rnd)
    gap_best = contract_gap(rest_best, rules, rnd)
    gap_played = contract_gap(rest_played, rules, rnd)
    level = use.get(kept, 0)
    if rules.is_wild(kept, rnd):
        part = CoachWords.tr("it is wild this round")
    elif level >= 3:
        part = CoachWords.tr("it is part of a meld you hold")
    elif level >= 1:
        part = CoachWords.tr("it works toward your contract")
    else:
        part = CoachWords.tr("the {card} does even less for your hand", card=thrown.pretty)
    if gap_best < gap_played:
        #: {best} and {played}: the cards the hand would lack ("1 card", "no card").
        gaps = CoachWords.tr(
            "you would lack {best} for the contract rather than {played}",
            best=_cards(gap_best),
            played=_cards(gap_played),
        )
        return _keep(kept, part, thrown, gaps)
    return _keep(kept, part, thrown)


def _fed_meld(view: PlayerView, card: Card) -> str:
    """The meld on the table ``card`` could be laid off on ("run 2♥ JK 4♥ 5♥") when the next
    player, the only one who may take a discard once down (a down player cannot buy), is
    down to lay it off, else ''."""
    if not view.down[_next_seat(view)]:
        return ""
    for table in view.melds:
        ends = (None,) if table.meld.kind == "set" else ("low", "high")
        for end in ends:
            try:
                lay_off(table.meld, card, end, view.rules, view.round_no)
            except MeldError:
                continue
            cards = " ".join(c.pretty for c in table.meld.cards)
            if table.meld.kind == "set":
                #: A set on the table and its cards, after "it goes on the".
                return CoachWords.tr("set {cards}", cards=cards)
            #: A run on the table and its cards, after "it goes on the".
            return CoachWords.tr("run {cards}", cards=cards)
    return ""


def _next_seat(view: PlayerView) -> int:
    return (view.seat + 1) % view.players


def _down_others(view: PlayerView) -> str:
    """What the next player, who is down, could do with a card that fits the table: "the next
    player, down with 1 card left, could take it and go out"."""
    left = view.hand_sizes[_next_seat(view)]
    if left == 1:
        return CoachWords.tr("the next player, down with 1 card left, could take it and go out")
    return CoachWords.tr(
        "the next player, down with %n card(s) left, could take it and lay it off", None, left
    )


def _take_why(view: PlayerView, take: bool) -> str:
    top = view.top_discard
    if top is None:
        return ""
    hand = list(view.hand)
    rules, rnd = view.rules, view.round_no
    card = top.pretty
    if rules.variant == "three-thirteen":
        now = min_penalty(hand, rules, rnd)
        with_it = _best_after(hand + [top], rules, rnd, forbidden=top)
        if take and with_it < now:
            #: {after}: what the hand would count with the card and a discard; {now}: now.
            return CoachWords.tr(
                "the {card} fits your hand (it would count {after} after a discard, {now} now)",
                card=card,
                after=with_it,
                now=now,
            )
        if take:
            return CoachWords.tr(
                "with the {card} your hand would count {after} after a discard, no worse than "
                "a stock card could leave it, and the search found it pays later",
                card=card,
                after=with_it,
            )
        return CoachWords.tr(
            "the {card} does little for your hand (it would still count {after})",
            card=card,
            after=with_it,
        )
    now_gap = contract_gap(hand, rules, rnd)
    with_gap = min(contract_gap(_without(hand + [top], c), rules, rnd) for c in hand)
    if take and with_gap < now_gap:
        #: {after} and {now}: the cards the hand lacks ("2 cards", "no card").
        return CoachWords.tr(
            "the {card} brings you closer to the contract ({after} short after a discard, "
            "{now} now)",
            card=card,
            after=_cards(with_gap),
            now=_cards(now_gap),
        )
    if take:
        #: {short}: the cards the hand lacks ("2 cards").
        return CoachWords.tr(
            "the {card} keeps you {short} short of the contract, as now, and the search found "
            "it pays later (held points, what the others collect)",
            card=card,
            short=_cards(with_gap),
        )
    return CoachWords.tr("the {card} does not bring you closer to the contract", card=card)


def _best_after(cards: Sequence[Card], rules: RuleSet, rnd: int, forbidden: Card) -> int:
    return min(min_penalty(_without(list(cards), c), rules, rnd) for c in cards if c != forbidden)


def _working(cards: Sequence[Card], rules: RuleSet, rnd: int) -> int:
    """Cards that meld or could: in a meld of the best arrangement, wild, or with a partner
    (the same rank, or the same suit within two ranks) among the loose cards."""
    arrangement = best_arrangement(cards, rules, rnd)
    loose = arrangement.unmatched
    count = len(cards) - len(loose)
    for card in loose:
        if rules.is_wild(card, rnd) or any(
            other is not card
            and (
                other.rank == card.rank
                or (other.suit == card.suit and abs(other.rank - card.rank) <= 2)
            )
            for other in loose
        ):
            count += 1
    return count


def _without(cards: list[Card], card: Card) -> list[Card]:
    out = list(cards)
    out.remove(card)
    return out


def _cards(gap: float) -> str:
    n = round(gap)
    if n:
        #: How many cards a hand lacks for the contract.
        return CoachWords.tr("%n card(s)", None, n)
    #: A hand lacks nothing for the contract.
    return CoachWords.tr("no card")

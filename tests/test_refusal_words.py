"""Every refusal the engine reports has its sentence, and every sentence takes exactly the
values the engine gives (issue 36, ``rummy_desktop/refusal_words.py``).

Each code is made by the engine itself, in a real situation (a refused move at a rigged
table, a meld, a lay-off, a rules file, a card name): the test then follows the code's
template to the very sentence those values choose (a house rule's, a set's or a run's, the
last round's) and checks that sentence's placeholders against the values. Every sentence of
the table is reached this way, but for the few :data:`UNREACHABLE` ones (defensive, and said
why).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from rummy_desktop.engine import (
    Buy,
    Card,
    Discard,
    DrawStock,
    Game,
    GoOut,
    LayDown,
    LayOff,
    Problem,
    Refusal,
    RefusalError,
    RoundContract,
    RuleSet,
    SwapWild,
    TakeDiscard,
    contract_problem,
    parse_card,
    parse_cards,
    preset_rules,
)
from rummy_desktop.engine.meld_play import swap_wild
from rummy_desktop.engine.melds import check_contract, lay_off, make_meld
from rummy_desktop.refusal_words import EXAMPLES, TEMPLATES, By, placeholders, say
from tests.engine.rig import PLAY, buy_table, hillbilly, rig, spec, three_thirteen

R = Refusal
Scenario = Callable[[], Problem | RefusalError | None]


# ---- the engine, refusing ------------------------------------------------------------------


def _card(game: Game, seat: int, code: str) -> Card:
    return next(c for c in game._state.hands[seat] if c.code == code)


def move(game: Game, action: object) -> Problem | None:
    return game.check(action)  # type: ignore[arg-type]


def meld(kind: str, codes: str, round_no: int = 2, **flags: object) -> Scenario:
    return lambda: make_meld(kind, parse_cards(codes), hillbilly(**flags), round_no)


def layoff(kind: str, codes: str, card: str, end: str | None = None, **flags: object) -> Scenario:
    rules = hillbilly(**flags)

    def made() -> object:
        on = make_meld(kind, parse_cards(codes), rules, 2)
        return lay_off(on, parse_card(card), end, rules, 2)

    return made


def swap(kind: str, codes: str, card: str, round_no: int = 2, **flags: object) -> Scenario:
    rules = hillbilly(**flags)
    return lambda: swap_wild(
        make_meld(kind, parse_cards(codes), rules, round_no), parse_card(card), rules, round_no
    )


def laydown(round_no: int, *specs: tuple[str, str], **flags: object) -> Scenario:
    rules = hillbilly(**flags)

    def made() -> object:
        pack = iter(rules.pack())
        taken: dict[str, list[Card]] = {}
        for card in pack:
            taken.setdefault(card.code, []).append(card)
        melds = []
        for kind, codes in specs:
            melds.append(make_meld(kind, [taken[c].pop(0) for c in codes.split()], rules, round_no))
        return check_contract(melds, rules, round_no)

    return made


def rules(variant: str = "hillbilly", players: int = 4, **flags: object) -> Scenario:
    return lambda: RuleSet.from_overrides(variant, players, flags)


def round_of(entry: dict[str, object], **flags: object) -> Scenario:
    return lambda: contract_problem(RoundContract.model_validate(entry), hillbilly(**flags))


def table(action: Callable[[Game], object], **kw: object) -> Scenario:
    """A refused move at a rigged Hillbilly table (``kw`` as ``rig`` takes them)."""
    flags = kw.pop("flags", {})
    players = kw.pop("players", 2)
    make = kw.pop("rules", None)

    def made() -> object:
        game = rig(make or hillbilly(players, **flags), **kw)  # type: ignore[arg-type]
        return move(game, action(game))

    return made


def swap_table(action: Callable[[Game], object], down: bool = False, **flags: object) -> Scenario:
    """Seat 2 holds 6H KD (and 2C 3C 4C 5C, a run of four); seat 1's run 5H JK 7H 8H and its
    set QD QC JK lie on the table."""

    def made() -> object:
        game = rig(
            hillbilly(4, **flags),
            round_no=2,
            hands=["2S 3S", "KS QS", "6H KD 2C 3C 4C 5C 9S 9D 9H"],
            melds=[(1, "run", "5H JK 7H 8H"), (1, "set", "QD QC JK"), (2, "set", "KS KH KC")],
            down=[1, 2] if down else [1],
            turn=2,
            phase=PLAY,
        )
        return move(game, action(game))

    return made


def joker(game: Game, meld_id: int = 0) -> Card:
    return next(s.card for s in game._state.melds[meld_id].meld.slots if s.wild)


def finished_game() -> Problem | None:
    """A real game played to its end (the first legal move, going out when one can)."""
    game = Game(three_thirteen(2), seed=3)
    while not game.is_over:
        seat = game.to_act()[0]
        moves = game.legal_actions(seat)
        game.apply(next((a for a in moves if isinstance(a, GoOut)), moves[0]))
    return move(game, DrawStock(0))


def went_out() -> Problem | None:
    game = rig(three_thirteen(2), hands=["5S 5H 5D 9C", "7C 8C 9H"], phase=PLAY)
    game._state.went_out = 1  # seat 1 went out: this is seat 0's last turn
    return move(game, GoOut(0, _card(game, 0, "9C")))


SCENARIOS: dict[Refusal, list[Scenario]] = {
    R.GAME_OVER: [finished_game],
    R.NO_SUCH_SEAT: [table(lambda g: Discard(7, g._state.hands[0][0]), hands=["7H", ""])],
    R.NOT_A_MOVE: [
        table(lambda g: GoOut(0, g._state.hands[0][0]), hands=["7H 8H", ""], phase=PLAY),
        table(
            lambda g: LayDown(0, ()), rules=three_thirteen(2), hands=["7H 8H 9H 10S"], phase=PLAY
        ),
    ],
    R.NOT_YOUR_TURN: [table(lambda g: DrawStock(1), hands=["7H", "8H"])],
    R.ALREADY_DREW: [
        table(lambda g: DrawStock(0), hands=["7H", ""], phase=PLAY),
        table(lambda g: DrawStock(0), rules=three_thirteen(2), hands=["7H 8H 9H 10S"], phase=PLAY),
    ],
    R.DRAW_FIRST: [table(lambda g: Discard(0, g._state.hands[0][0]), hands=["7H", ""])],
    R.WAIT_FOR_BUY: [
        lambda: (lambda g: (g.apply(DrawStock(1)), move(g, Discard(1, g._state.hands[1][0])))[1])(
            buy_table()
        )
    ],
    R.DISCARD_PILE_EMPTY: [table(lambda g: TakeDiscard(0), hands=["7H", ""])],
    R.DISCARD_DEAD: [table(lambda g: TakeDiscard(0), hands=["7H", ""], discard="KS", live=False)],
    R.DOWN_DRAWS_STOCK: [
        table(
            lambda g: TakeDiscard(0),
            hands=["7H", ""],
            discard="KS",
            down=[0],
            flags={"down_players_draw_stock_only": True},
        )
    ],
    R.NO_BUY_OFFER: [lambda: move(buy_table(), Buy(2))],
    R.ANSWERS_FIRST: [lambda: (lambda g: (g.apply(DrawStock(1)), move(g, Buy(3)))[1])(buy_table())],
    R.MAY_NOT_BUY: [lambda: (lambda g: (g.apply(DrawStock(1)), move(g, Buy(0)))[1])(buy_table())],
    R.NOT_IN_HAND: [table(lambda g: Discard(0, parse_card("KS")), hands=["7H", ""], phase=PLAY)],
    R.USED_TWICE: [
        table(
            lambda g: LayDown(0, (spec(g, 0, "set", "7H 7S 7D"), spec(g, 0, "set", "7H 7S 7D"))),
            hands=["7H 7S 7D 9C", ""],
            phase=PLAY,
        )
    ],
    R.TOOK_THIS_DISCARD: [
        lambda: (
            lambda g: (g.apply(TakeDiscard(0)), move(g, Discard(0, g._state.hands[0][-1])))[1]
        )(rig(hillbilly(2), hands=["7H 8C", ""], discard="KS"))
    ],
    R.WOULD_STRAND: [
        lambda: (
            lambda g: (
                g.apply(TakeDiscard(0)),
                move(g, LayDown(0, (spec(g, 0, "set", "7H 7S 7D"), spec(g, 0, "set", "9C 9D 9H")))),
            )[1]
        )(rig(hillbilly(2), hands=["7H 7S 7D 9C 9D 9H", ""], discard="KS"))
    ],
    R.KEEP_A_DISCARD: [
        table(
            lambda g: LayDown(0, (spec(g, 0, "set", "7H 7S 7D"), spec(g, 0, "set", "9C 9D 9H"))),
            hands=["7H 7S 7D 9C 9D 9H", ""],
            phase=PLAY,
            flags={"require_discard_to_go_out_r1_9": True},
        )
    ],
    R.NO_MELDS: [table(lambda g: LayDown(0, ()), hands=["7H", ""], phase=PLAY)],
    R.ALREADY_DOWN: [
        table(
            lambda g: LayDown(0, (spec(g, 0, "set", "7H 7S 7D"),)),
            hands=["7H 7S 7D 9C", ""],
            phase=PLAY,
            down=[0],
            flags={"allow_new_melds_after_down": False},
        )
    ],
}

_TEN = "3S 4S 5S 6S 7S 8H 9H 10H JH QH 4D 5D 6D 7D 8D KC"
_LAST_RUNS = ("3S 4S 5S 6S 7S", "8H 9H 10H JH QH", "4D 5D 6D 7D 8D")
_ONCE = [{"deal": 7, "sets": [3, 3], "all_at_once": True}, {"deal": 7, "sets": [3, 3]}]


def _last_round(discard: str | None, *, extra: str = "", **flags: object) -> Scenario:
    return table(
        lambda g: LayDown(
            0,
            tuple(spec(g, 0, "run", r) for r in _LAST_RUNS),
            None if discard is None else _card(g, 0, discard),
        ),
        hands=[_TEN + extra, ""],
        round_no=10,
        phase=PLAY,
        flags=flags,
    )


def _first_of_two(discard: str | None, hand: str = "7H 7S 7D 9C 9D 9H KS") -> Scenario:
    return table(
        lambda g: LayDown(
            0,
            (spec(g, 0, "set", "7H 7S 7D"), spec(g, 0, "set", "9C 9D 9H")),
            None if discard is None else _card(g, 0, discard),
        ),
        hands=[hand, ""],
        phase=PLAY,
        flags={"contracts": _ONCE},
    )


SCENARIOS |= {
    R.ALL_AT_ONCE_NEEDS_DISCARD: [_last_round(None), _first_of_two(None)],
    R.ALL_AT_ONCE_ALL_BUT_DISCARD: [
        _last_round("KC", extra=" QC"),
        _first_of_two("KS", hand="7H 7S 7D 9C 9D 9H KS QS"),
    ],
    R.ALL_AT_ONCE_EVERY_CARD: [
        _last_round(None, final_round_no_discard=True),
        table(
            lambda g: LayDown(0, (spec(g, 0, "set", "7H 7S 7D"), spec(g, 0, "set", "9C 9D 9H"))),
            hands=["7H 7S 7D 9C 9D 9H KS", ""],
            phase=PLAY,
            flags={"contracts": _ONCE, "final_round_no_discard": True},
        ),
    ],
    R.DISCARD_SEPARATELY: [
        table(
            lambda g: LayDown(
                0,
                (spec(g, 0, "set", "7H 7S 7D"), spec(g, 0, "set", "9C 9D 9H")),
                _card(g, 0, "KS"),
            ),
            hands=["7H 7S 7D 9C 9D 9H KS", ""],
            phase=PLAY,
        )
    ],
    R.CONTRACT_NOT_MET: [laydown(1, ("set", "7H 7S 7D"))],
    R.MELD_TOO_SHORT: [
        laydown(6, ("set", "7H 7S 7D"), ("run", "3S 4S 5S 6S 7S 8S 9S")),
        laydown(6, ("set", "7H 7S 7D 7C"), ("run", "3S 4S 5S 6S 7S 8S")),
    ],
    R.MELD_NOT_EXACT: [
        laydown(1, ("set", "7H 7S 7D 7C"), ("set", "9H 9S 9D"), laydown_exact_lengths=True)
    ],
    R.STACKED_AT_LAYDOWN: [
        lambda: (
            lambda rs: check_contract(
                [
                    lay_off(
                        make_meld("run", parse_cards("3S 4S 5S 6S"), rs, 3),
                        parse_card("4Sb"),
                        None,
                        rs,
                        3,
                    ),
                    make_meld("run", parse_cards("8H 9H 10H JH"), rs, 3),
                ],
                rs,
                3,
            )
        )(hillbilly(allow_duplicate_in_run_middle=True))
    ],
    R.CARD_IN_TWO_MELDS: [
        lambda: (lambda rs, m: check_contract([m, m], rs, 1))(
            hillbilly(), make_meld("set", parse_cards("7H 7S 7D"), hillbilly(), 1)
        )
    ],
    R.SETS_SHARE_RANK: [
        laydown(1, ("set", "7H 7S 7D"), ("set", "7C 7H 7S"), sets_must_differ_in_rank=True)
    ],
    R.RUNS_TOO_CLOSE: [
        laydown(3, ("run", "3S 4S 5S 6S"), ("run", "7S 8S 9S 10S")),
        laydown(3, ("run", "3S 4S 5S 6S"), ("run", "8S 9S 10S JS"), same_suit_run_rule="gap_ge_2"),
    ],
    R.NOT_DOWN: [swap_table(lambda g: LayOff(2, _card(g, 2, "9S"), 1))],
    R.NO_LAYOFF_ON_LAYDOWN_TURN: [
        lambda: (
            lambda g: (
                g.apply(LayDown(0, (spec(g, 0, "set", "7H 7S 7D"), spec(g, 0, "set", "9C 9D 9H")))),
                move(g, LayOff(0, _card(g, 0, "7C"), 0)),
            )[1]
        )(
            rig(
                hillbilly(2, no_layoff_on_laydown_turn=True),
                hands=["7H 7S 7D 9C 9D 9H 7C KS", ""],
                phase=PLAY,
            )
        )
    ],
    R.NO_SUCH_MELD: [swap_table(lambda g: LayOff(2, _card(g, 2, "9S"), 99), down=True)],
    R.SWAPS_OFF: [
        swap_table(lambda g: SwapWild(2, _card(g, 2, "6H"), 0), swap_mode="off"),
        swap("run", "5H JK 7H", "6H", swap_mode="off"),
    ],
    R.SWAP_FROM_OWN_MELD: [
        table(
            lambda g: SwapWild(0, _card(g, 0, "9C"), 0),
            hands=["9C KD", ""],
            round_no=2,
            melds=[(0, "run", "5H JK 7H 8H")],
            down=[0],
            phase=PLAY,
        )
    ],
    R.SWAP_ONLY_BEFORE_DOWN: [
        swap_table(lambda g: SwapWild(2, _card(g, 2, "6H"), 0), down=True, swap_mode="laydown_only")
    ],
    R.MATCHES_WILD: [
        swap_table(lambda g: LayOff(2, _card(g, 2, "6H"), 0), down=True),  # swap it instead
        swap_table(lambda g: LayOff(2, _card(g, 2, "6H"), 0), down=True, swap_mode="off"),
        swap_table(lambda g: LayOff(2, _card(g, 2, "6H"), 0), down=True, swap_mode="laydown_only"),
        table(
            lambda g: SwapWild(0, _card(g, 0, "6H"), 0),
            hands=["6H KD", ""],
            round_no=2,
            melds=[(0, "run", "5H JK 7H 8H")],
            down=[0],
            phase=PLAY,
        ),  # from one's own meld
    ],
    R.FOLLOW_UP_NOT_YOURS: [
        swap_table(lambda g: SwapWild(2, _card(g, 2, "6H"), 0, LayOff(1, joker(g), 2)), down=True)
    ],
    R.USE_THE_WILD: [
        swap_table(lambda g: SwapWild(2, _card(g, 2, "6H"), 0), down=True),
        swap_table(lambda g: SwapWild(2, _card(g, 2, "6H"), 0)),
    ],
    R.LAY_DOWN_WITH_WILD: [
        swap_table(
            lambda g: SwapWild(
                2,
                _card(g, 2, "6H"),
                0,
                LayDown(2, (spec(g, 2, "set", "9S 9D 9H"), spec(g, 2, "run", "2C 3C 4C 5C"))),
            )
        )
    ],
    R.LAY_OFF_THE_WILD: [
        swap_table(
            lambda g: SwapWild(2, _card(g, 2, "6H"), 0, LayOff(2, _card(g, 2, "KD"), 2)), down=True
        )
    ],
    R.WILD_BACK_ON_ITS_MELD: [
        swap_table(
            lambda g: SwapWild(2, _card(g, 2, "6H"), 0, LayOff(2, joker(g), 0, "high")), down=True
        )
    ],
    R.WILD_ONTO_NATURAL_MELD: [
        swap_table(lambda g: SwapWild(2, _card(g, 2, "6H"), 0, LayOff(2, joker(g), 1)), down=True)
    ],
    R.FOLLOW_UP_KIND: [
        swap_table(
            lambda g: SwapWild(2, _card(g, 2, "6H"), 0, Discard(2, _card(g, 2, "KD"))), down=True
        )
    ],
    # ---- one meld
    R.SAME_CARD_TWICE: [lambda: make_meld("set", [parse_card("7H")] * 3, hillbilly(), 2)],
    R.NOT_A_MELD_KIND: [meld("pair", "7H 7S")],
    R.TOO_FEW_CARDS: [meld("set", "7H 7S"), meld("run", "7H 8H")],
    R.ALL_WILD: [meld("set", "JK JK JK"), meld("run", "JK JK JK")],
    R.SET_RANK: [
        meld("set", "7H 7S 8D"),
        layoff("set", "7H 7S 7D", "8C"),
        swap("set", "7H 7S JK", "8C"),
    ],
    R.SET_SUITS_DIFFER: [meld("set", "7H 7H 7S", set_requires_distinct_suits=True)],
    R.SET_OF_SUITS_TOO_BIG: [meld("set", "7H 7S 7D 7C JK", set_requires_distinct_suits=True)],
    R.RUN_TOO_LONG: [
        meld("run", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", run_max_len_13=True),
        meld("run", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH JK"),
    ],
    R.RUN_SUIT: [meld("run", "7H 8H 9S"), layoff("run", "5H 6H 7H", "8S")],
    R.ACE_IN_THE_MIDDLE: [meld("run", "KH AH 2H")],
    R.RUN_ROOM_FOR_ONE: [meld("run", "7H 7H 8H")],
    R.RUN_NOT_IN_ORDER: [meld("run", "7H 9H 8H")],
    R.BELOW_THE_ACE: [meld("run", "JK JK 2H")],
    R.ABOVE_THE_ACE: [meld("run", "QH KH JK JK")],
    R.TOO_MANY_WILDS: [
        meld("set", "7H JK JK"),
        meld("set", "7H JK JK", wild_limit_rule="not_more_than_naturals"),
        meld("set", "7H 7S JK JK", wild_limit_rule="shanghai_table"),
        meld("run", "5H JK JK 8H", wild_limit_rule="shanghai_table"),
    ],
    # ---- a meld on the table
    R.NOT_AN_END: [layoff("run", "5H 6H 7H", "8H", "middle")],
    R.ALREADY_IN_MELD: [
        lambda: (lambda rs, m: lay_off(m, m.cards[0], None, rs, 2))(
            hillbilly(), make_meld("run", parse_cards("5H 6H 7H"), hillbilly(), 2)
        )
    ],
    R.NO_MORE_WILDS: [
        layoff("run", "5H JK 7H", "JKb", "high"),
        layoff("set", "7H 7S JK JK", "JKc", wild_limit_rule="not_more_than_naturals"),
        layoff("set", "7H 7S 7D JK", "JKb", wild_limit_rule="shanghai_table"),
        layoff("run", "5H 6H JK", "JKb", "high", wild_limit_rule="shanghai_table"),
    ],
    R.WHICH_END: [layoff("run", "5H 6H 7H", "JK")],
    R.WRONG_END: [layoff("run", "5H 6H 7H", "4H", "high"), layoff("run", "5H 6H 7H", "8H", "low")],
    R.DUPLICATE_AT_END: [layoff("run", "5H 6H 7H", "5Hb", allow_duplicate_in_run_middle=True)],
    R.BEYOND_THE_ACE: [layoff("run", "QH KH AH", "2H"), layoff("run", "QH KH AH", "JK", "high")],
    R.DOES_NOT_FIT: [layoff("run", "5H 6H 7H", "10H")],
    R.RUN_FULL: [
        layoff("run", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", "AHb", run_max_len_13=True)
    ],
    R.WHICH_END_SLIDES: [layoff("run", "5H JK 7H", "6H", allow_wild_shift=True)],
    R.NO_WILDS_FROM_SETS: [swap("set", "7H 7S JK", "7D", swap_from_sets=False)],
    R.NO_WILD_TO_TAKE: [swap("run", "5H 6H 7H", "6H")],
    R.SWAP_TAKES: [
        swap("run", "5H JK 7H 8H", "6D"),
        swap("run", "5H JK 7H JK", "6D", wild_limit_rule="not_more_than_naturals"),
    ],
    R.SWAP_WITH_WILD: [
        swap("run", "AH JK 3H", "2H", deuces_wild=True, deuce_can_be_natural=False),
        swap("set", "7H 7S JK", "2C", deuces_wild=True),
    ],
    # ---- Three Thirteen
    R.SOMEONE_WENT_OUT: [went_out],
    R.NO_GOING_OUT_FIRST_LAP: [
        lambda: (
            lambda g: (
                g._state.turns_taken.__setitem__(0, 0),
                move(g, GoOut(0, _card(g, 0, "9C"))),
            )[1]
        )(rig(three_thirteen(2, no_go_out_first_lap=True), hands=["5S 5H 5D 9C"], phase=PLAY))
    ],
    R.CANNOT_GO_OUT: [
        table(
            lambda g: GoOut(0, _card(g, 0, "KC")),
            rules=three_thirteen(2),
            hands=["AH 7S 9D KC"],
            phase=PLAY,
        ),
        table(
            lambda g: GoOut(0, _card(g, 0, "KC")),
            rules=three_thirteen(2),
            round_no=2,
            hands=["AH 5S 5D 5C KC"],
            phase=PLAY,
        ),
    ],
    # ---- a card's name
    R.CARD_FORM: [lambda: parse_card("X"), lambda: parse_card("Z" * 1000)],
    R.CARD_SUIT: [lambda: parse_card("7X")],
    R.CARD_RANK: [lambda: parse_card("1H")],
    # ---- a rule set
    R.UNKNOWN_GAME: [rules("canasta")],
    R.UNKNOWN_VARIANT: [lambda: preset_rules("canasta")],
    R.RULES_NOT_AN_OBJECT: [lambda: RuleSet.from_overrides("hillbilly", 4, [1])],  # type: ignore[arg-type]
    R.RULE_OF_OTHER_GAME: [rules("three-thirteen", contract_name="x")],
    R.NOT_A_HOUSE_RULE: [rules(no_such_rule=1)],
    R.CONTRACT_NAME_LENGTH: [rules(contract_name="x" * 41)],
    R.NO_SUCH_CARD_VALUE: [rules(card_values={"queen": 1})],
    R.ROUND_UNPLAYABLE: [rules(contracts=[{"deal": 7}])],
    R.TOO_FEW_DECKS: [rules(players=8, deck_count_override=1)],
    R.PLAYERS_RANGE: [rules(players=9)],
    R.JOKERS_PER_DECK: [rules(jokers_per_deck=3)],
    R.DECKS_RANGE: [rules(deck_count_override=9)],
    R.DECKS_FOR_PLAYERS: [rules(decks_by_players={"9": 2})],
    R.DECKS_BY_PLAYERS_RANGE: [rules(decks_by_players={"4": 9})],
    R.ROUNDS_RANGE: [rules(contracts=[])],
    R.RULE_RANGE: [
        rules(buy_penalty_cards=5),
        rules(buy_limits=50),
        rules(card_values={"joker": 5000}),
        rules(blind_out_bonus=5000),
        rules("three-thirteen", joker_points=500),
        rules("three-thirteen", max_set_size=2),
        rules("three-thirteen", max_wilds_per_meld=0),
    ],
    R.CONTRACTS_NOT_A_LIST: [rules(contracts="x")],
    R.ROUND_NOT_AN_OBJECT: [rules(contracts=[5])],
    R.ROUND_NO_SUCH_ENTRY: [rules(contracts=[{"deal": 7, "sets": [3, 3], "rounds": 1}])],
    R.ROUND_ENTRY: [rules(contracts=[{"deal": "7", "sets": [3, 3]}])],
    R.BUY_LIMITS_FORM: [rules(buy_limits="x")],
    R.BUY_LIMITS_ROUND: [rules(buy_limits={"11": 2})],
    R.BUY_LIMITS_VALUE: [rules(buy_limits={"1": "2"})],
    R.NEEDS_TRUE_OR_FALSE: [rules(deuces_wild="true"), rules(deuces_wild=1)],
    R.NEEDS_WHOLE_NUMBER: [rules(buy_penalty_cards="1"), rules(buy_penalty_cards=1.5)],
    R.NOT_ONE_OF: [rules(stock_refill="x")],
    R.RULE_INVALID_AT: [rules(decks_by_players="x")],
    # ---- one round of a contract list
    R.DEAL_RANGE: [round_of({"deal": 99, "sets": [3]})],
    R.BUYS_RANGE: [round_of({"deal": 7, "sets": [3], "buys": 99})],
    R.NO_MELDS_ASKED: [round_of({"deal": 7})],
    R.TOO_MANY_RUNS: [round_of({"deal": 20, "runs": [3, 3, 3, 3]})],
    R.MELD_UNDER_THREE: [round_of({"deal": 7, "sets": [2]}), round_of({"deal": 7, "runs": [2]})],
    R.RUN_LONGER_THAN_SUIT: [
        round_of({"deal": 20, "runs": [14]}, run_max_len_13=True),
        round_of({"deal": 20, "runs": [15]}),
    ],
    R.SET_OVER_FOUR_SUITS: [round_of({"deal": 7, "sets": [5]}, set_requires_distinct_suits=True)],
    R.CONTRACT_OVER_DEAL: [
        round_of({"deal": 8, "runs": [5, 5], "all_at_once": True}),
        round_of({"deal": 4, "sets": [3, 3]}),
    ],
    R.DEAL_TOO_BIG_FOR_RUNS: [
        round_of({"deal": 20, "runs": [3, 3]}),
        round_of({"deal": 20, "sets": [3], "runs": [3, 3]}),
    ],
    R.DEAL_TOO_BIG_FOR_EXTRAS: [
        round_of({"deal": 20, "sets": [3]}, allow_extra_melds_at_laydown=True)
    ],
}

# Sentences the engine cannot reach today; each kept so that a change elsewhere never finds
# a code without words. (code, the By values that lead to it)
UNREACHABLE = {
    # An unlimited wild rule refuses only a meld of wilds alone, which ALL_WILD says first.
    (R.TOO_MANY_WILDS, ("unlimited",)),
    (R.NO_MORE_WILDS, ("unlimited",)),
    # A RuleSet is always built from a JSON object: pydantic's problems then have a place.
    (R.RULE_INVALID, ()),
}


# ---- following a template ------------------------------------------------------------------


def leaves(template: object, path: tuple[object, ...] = ()) -> Iterator[tuple[tuple, str]]:
    """Every sentence of a template, with the By values that lead to it."""
    if isinstance(template, By):
        for key, case in template.cases.items():
            yield from leaves(case, (*path, key))
    else:
        assert isinstance(template, str)
        yield path, template


def selectors(template: object) -> set[str]:
    if isinstance(template, By):
        return {template.param}.union(*(selectors(c) for c in template.cases.values()))
    return set()


def reached(template: object, params: dict) -> tuple[tuple, list[str]]:
    """The By values these params follow, and the sentence they reach (in a list)."""
    path: tuple[object, ...] = ()
    while isinstance(template, By):
        key = params[template.param]
        path = (*path, key)
        template = template.cases[key]
    return path, [template]


def made(scenario: Scenario) -> Problem:
    try:
        result = scenario()
    except RefusalError as exc:
        return exc.problem
    assert isinstance(result, Problem), f"nothing was refused: {result!r}"
    return result


# ---- the tests -------------------------------------------------------------------------------


def test_every_code_has_its_sentences_and_every_phrase_is_whole():
    assert set(Refusal) <= set(TEMPLATES)
    for key, template in TEMPLATES.items():
        for _path, text in leaves(template):
            assert text.strip() == text and text, key
            placeholders(text)  # a template that does not parse fails here


@pytest.mark.parametrize("code", list(Refusal), ids=lambda c: c.value)
def test_each_code_made_by_the_engine_fits_its_sentence(code: Refusal):
    if code not in SCENARIOS:
        assert (code, ()) in UNREACHABLE, f"no real situation makes {code}"
        return
    template = TEMPLATES[code]
    seen_paths = set()
    every_param: set[str] = set()
    for scenario in SCENARIOS[code]:
        problem = made(scenario)
        assert problem.reason == code, f"{code} expected, the engine said {problem}"
        params = dict(problem.params)
        every_param |= set(params)
        path, texts = reached(template, params)
        seen_paths.add(path)
        for text in texts:
            missing = placeholders(text) - set(params) - set(EXAMPLES)
            assert not missing, f"{code} {path}: the engine gives no {missing}"
        used = set().union(*(placeholders(t) for t in texts)) | selectors(template)
        unused = set(params) - used - _used_elsewhere(template)
        assert not unused, f"{code}: the engine gives {unused}, which no sentence says"
        sentence = say(problem, ["Ann", "Ben", "Cy", "Di"])
        assert sentence and "\n" not in sentence and len(sentence) < 300, sentence
        assert "Problem(" not in sentence and "Given(" not in sentence, sentence
    every_path = {path for path, _text in leaves(template)}
    skipped = {p for c, p in UNREACHABLE if c == code}
    assert seen_paths | skipped == every_path, f"{code}: sentences never reached"


def _used_elsewhere(template: object) -> set[str]:
    """Placeholders some other sentence of the same code uses (a run's length, say)."""
    return set().union(*(placeholders(text) for _path, text in leaves(template)))


def test_the_unreachable_sentences_still_fit_their_values():
    made_up = {
        R.TOO_MANY_WILDS: Problem.of(
            R.TOO_MANY_WILDS,
            meld=tuple(parse_cards("JK JK")),
            wilds=2,
            rule="unlimited",
            kind="set",
            length=2,
            most=1,
        ),
        R.NO_MORE_WILDS: Problem.of(
            R.NO_MORE_WILDS,
            meld=tuple(parse_cards("7H JK")),
            rule="unlimited",
            kind="set",
            length=3,
            most=2,
        ),
        R.RULE_INVALID: Problem.of(R.RULE_INVALID, detail="Input should be a valid dictionary"),
    }
    for code, path in UNREACHABLE:
        problem = made_up[code]
        assert reached(TEMPLATES[code], dict(problem.params))[0] == path
        assert say(problem)


def test_seats_are_named_by_the_caller():
    game = rig(hillbilly(2), hands=["7H", "8H"])
    problem = game.check(DrawStock(1))
    assert problem == Problem.of(R.NOT_YOUR_TURN, playing_seat=0)
    assert say(problem, ["Ann", "Ben"]) == "It is not your turn: Ann is playing"
    assert say(problem) == "It is not your turn: player 1 is playing"


def test_a_value_from_outside_is_quoted_short():
    with pytest.raises(RefusalError) as info:
        parse_card("<b>" + "Z" * 10_000)
    sentence = say(info.value)
    assert len(sentence) < 140 and "characters)" in sentence and "'<b>ZZ" in sentence
    assert len(str(info.value)) < 140  # the developer's note is short too


def test_docs_list_every_code():
    from pathlib import Path

    text = (Path(__file__).parents[1] / "docs" / "engine.md").read_text(encoding="utf-8")
    missing = [code.value for code in Refusal if f"`{code.value}`" not in text]
    assert not missing, f"docs/engine.md does not list {missing}"


def test_a_refusal_crosses_to_another_process_whole():
    """A worker process's refusal comes back as it was raised (pickled, as a process pool
    sends it)."""
    import pickle

    from rummy_desktop.engine.meld_make import WildInItsPlace

    raised = [made(scenario) for scenarios in SCENARIOS.values() for scenario in scenarios]
    for problem in raised:
        assert pickle.loads(pickle.dumps(problem)) == problem
    for exc in (
        RefusalError(raised[0]),
        WildInItsPlace(parse_card("6H"), parse_card("JK")),
    ):
        back = pickle.loads(pickle.dumps(exc))
        assert type(back) is type(exc) and back.problem == exc.problem

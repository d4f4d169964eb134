"""Bots written against the documented Bot API (docs/bot-api.md), for the API tests."""

from __future__ import annotations

import time

from rummy_desktop.engine import Discard, DrawStock


class LowCardBot:
    """The example of docs/bot-api.md: draw from the stock, throw the costliest card."""

    def __init__(self, seed: int = 0) -> None:
        self.why = ""

    def choose(self, view):
        legal = view.legal_actions
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            worst = max(discards, key=lambda a: view.rules.card_points(a.card, view.round_no))
            self.why = f"Discarded {worst.card.pretty}: my costliest card"
            return worst
        if any(isinstance(a, DrawStock) for a in legal):
            self.why = "Drew from the stock"
            return DrawStock(view.seat)
        self.why = "Took the first legal move"
        return legal[0]

    def explain(self) -> str:
        return self.why


class RaisingBot:
    def choose(self, view):
        raise KeyError("no idea what to do")

    def explain(self) -> str:
        return ""


class CheatingBot:
    """Discards a card it does not hold."""

    def choose(self, view):
        if any(isinstance(a, Discard) for a in view.legal_actions):
            mine = set(view.hand)
            stranger = next(c for c in view.rules.pack() if c not in mine)
            return Discard(view.seat, stranger)
        return view.legal_actions[0]

    def explain(self) -> str:
        return "a card from my sleeve"


class SlowBot:
    """Thinks for a long while (for the time-limit report)."""

    def choose(self, view):
        time.sleep(0.012)
        return view.legal_actions[0]

    def explain(self) -> str:
        return "slept on it"


class TunableBot:
    """Takes a keyword option, as the hard level takes think_ms."""

    def __init__(self, seed: int = 0, think_ms: float = 1.0) -> None:
        self.think_ms = think_ms

    def choose(self, view):
        return view.legal_actions[0]

    def explain(self) -> str:
        return f"thought for {self.think_ms} ms"


class OptionOnlyBot(TunableBot):
    """Takes an option but no seed."""

    def __init__(self, think_ms: float = 1.0) -> None:
        self.think_ms = think_ms


class BrokenInitBot(TunableBot):
    """Its constructor has a bug that raises TypeError, but only when it is given a seed."""

    def __init__(self, seed: int | None = None) -> None:
        if seed is not None:
            len(seed)


class BlindBot:
    """Three Thirteen without ever reading the view's legal moves: draws from the stock,
    goes out when it can, else throws its costliest unmatched card."""

    def __init__(self, seed: int = 0) -> None:
        pass

    def choose(self, view):
        from rummy_desktop.engine import GoOut
        from rummy_desktop.engine.solver import best_arrangement, go_out_discards

        if view.phase == "draw":
            return DrawStock(view.seat)
        outs = go_out_discards(view.hand, view.rules, view.round_no)
        if outs and view.went_out is None:
            return GoOut(view.seat, outs[0])
        loose = best_arrangement(view.hand, view.rules, view.round_no).unmatched or view.hand
        worst = max(loose, key=lambda c: view.rules.card_points(c, view.round_no))
        return Discard(view.seat, worst)

    def explain(self) -> str:
        return ""

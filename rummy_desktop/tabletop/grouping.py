"""View ▸ Arrange into melds: the viewer's hand cut into groups for the fan (Qt-free).

Three Thirteen: the arrangement that leaves the fewest penalty points, unmatched cards last.
Hillbilly Rummy: the round's contract if the hand holds it, the other cards after; None when
it does not (the window then sorts by rank and says so).
"""

from __future__ import annotations

from collections.abc import Sequence

from rummy_desktop.engine import Card, PlayerView, best_arrangement, find_laydown


def meld_groups(hand: Sequence[Card], view: PlayerView) -> list[list[Card]] | None:
    """``hand`` (in the fan's order) as melds then the rest; None: no contract to show yet."""
    hand = list(hand)
    if view.rules.variant == "three-thirteen":
        best = best_arrangement(hand, view.rules, view.round_no)
        groups = [list(m) for m in best.melds] + [list(best.unmatched)]
    else:
        melds = find_laydown(hand, view.rules, view.round_no) if not view.down[view.seat] else None
        if not melds:
            return None
        used = {s.card for m in melds for s in m.slots}
        groups = [[s.card for s in m.slots] for m in melds]
        groups.append([card for card in hand if card not in used])
    return [g for g in groups if g]

"""Pure geometry of the table, in card units (a card is 1 wide and CARD_H tall). No Qt.

The viewer sits at the bottom; the other seats go clockwise up the left side, along the top
and down the right side. Every pile is a box; hands and melds are squeezed into their box.

>>> t = table_layout(12.5, 8.4, [0, 1, 2, 3], melds=True, stage=True)
>>> [t.seats[s].side for s in (0, 1, 2, 3)]
['bottom', 'left', 'top', 'right']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

CARD_H = 244.640 / 169.075  # the SVG deck's proportions
HAND_STEP = 0.56  # a comfortable fan: the rank index and a bit of the pip show
GROUP_GAP = 0.35  # between the groups Arrange made in a hand, in card widths
HAND_SPREAD = 0.9  # with room to spare a short hand spreads out to this (a sliver overlaps)
MELD_STEP = 0.34  # overlapped meld cards: the index shows
OPPONENT_SCALE = 0.52
PILE_SCALE = 0.9
STAGE_LEAST = 1.3  # card units: the lay-down area is never made shorter to grow other cards
TOP_MELD_ROOM = 1.25  # card units under a top seat's backs for its melds (at Normal's size)
SIDE_MELD_ROOM = 2.9  # the most a side seat's melds take of its column (at Normal's size)
# A table short of height (a wide window's) keeps a top seat's melds in one row beside its
# plate and backs, not under them, when that lets View ▸ Card size grow the other cards.
BESIDE_LEAST = 4.5  # card units: a top seat at least this wide may do so
PLATE_H = 0.4  # the other seats' plates, in card units, where the unit gives fonts room
BESIDE_BLOCK = 2.45  # the width of its plate and backs then
BESIDE_MELDS_MOST = 6.0  # its melds' room beside them, at most
SIDE_W = 2.75  # the side columns' width
BESIDE_SIDE_W = 2.45  # and with the top melds beside (a side seat's melds lie one a row)
# Or, where the centre is wide (no side seats), the piles lie beside the lay-down area.
PILES_BESIDE_LEAST = 8.5  # card units: the centre's width for that
STANDARD, TOP_MELDS_BESIDE, PILES_BESIDE = "", "top melds beside", "piles beside"
TABLE_HEIGHT = 8.4  # card units from top to bottom, whatever the window's shape
MIN_TABLE_WIDTH = 11.0
# View ▸ Card size: the player's own hand, in card widths; every other card on the table
# (piles, opponents' hands, melds) grows or shrinks by the same factor where there is room.
CARD_SIZES = {"smaller": 0.85, "normal": 1.0, "larger": 1.15, "largest": 1.3}

# How many opponents sit on the left, top and right for 1..7 opponents.
_SPLIT = {1: (0, 1, 0), 2: (0, 2, 0), 3: (1, 1, 1), 4: (1, 2, 1), 5: (1, 3, 1), 6: (2, 2, 2)}
_SPLIT[7] = (2, 3, 2)
# A table taller than it is wide (a small window beside the panels) has height to spare and
# no width: more seats go down the sides, so the top seats' plates keep room for their text.
_NARROW_SPLIT = _SPLIT | {5: (2, 1, 2), 6: (2, 2, 2), 7: (3, 1, 3)}
NARROW = 1.2  # width / height below which the table counts as narrow


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2

    def inset(self, d: float) -> Box:
        return Box(self.x + d, self.y + d, max(0.0, self.w - 2 * d), max(0.0, self.h - 2 * d))


@dataclass(frozen=True)
class SeatBox:
    seat: int
    side: str  # "bottom" | "left" | "top" | "right"
    plate: Box  # name plate
    hand: Box  # the fanned hand goes here
    hand_scale: float
    melds: Box  # this seat's melds (Hillbilly)


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    headline: Box
    stock: Box
    discard: Box
    pile_scale: float
    stage: Box | None
    seats: dict[int, SeatBox]
    others_scale: float = 1.0  # what View ▸ Card size made of the other cards (see table_layout)
    arrangement: str = ""  # STANDARD, TOP_MELDS_BESIDE or PILES_BESIDE (see arrangements)


@dataclass(frozen=True)
class CardSpot:
    x: float  # top-left corner
    y: float
    angle: float = 0.0  # degrees, for the viewer's arc


@dataclass(frozen=True)
class MeldSpot:
    x: float  # top-left of the first card
    y: float
    scale: float
    step: float  # distance between card lefts


def table_size(view_w: float, view_h: float) -> tuple[float, float, float]:
    """(pixels per card unit, table width, table height) for a view of this many pixels."""
    unit = min(view_h / TABLE_HEIGHT, view_w / MIN_TABLE_WIDTH)
    return unit, view_w / unit, view_h / unit


def table_layout(
    width: float,
    height: float,
    order: Sequence[int],
    melds: bool,
    stage: bool,
    hand_scale: float = 1.0,
    arrangement: str = STANDARD,
    plate_h: float = PLATE_H,
    plate_w: float = 0.0,
) -> TableLayout:
    """Boxes for a table ``width`` x ``height``; ``order`` lists seats clockwise from the bottom.
    ``hand_scale``: the width of the viewer's own cards (View ▸ Card size), which scales the
    other seats' cards, their melds and the piles too, as far as the table has room.
    ``plate_h``: the other seats' plates' height, from their font's two lines (the window's
    unit: at the smallest size the smallest readable font needs more than ``PLATE_H``);
    ``plate_w``: the least width a plate's longest detail line needs (0: the usual widths).
    ``arrangement``: one of ``arrangements``' (Hillbilly on a table short of height): the top
    seats' melds beside their plate and backs, or the piles beside the lay-down area, either
    of which leaves the rest of the table more height.

    >>> tall = table_layout(11.1, 8.4, [0, 1, 2, 3], melds=True, stage=True, hand_scale=1.3)
    >>> arrangements(11.1, 8.4, 4, True)
    ['', 'top melds beside']
    >>> wide = table_layout(11.1, 8.4, [0, 1, 2, 3], True, True, 1.3, TOP_MELDS_BESIDE)
    >>> tall.others_scale, round(wide.others_scale, 2)
    (1.0, 1.3)
    """
    m = 0.12
    headline = Box(width / 2 - 3.2, m * 0.6, 6.4, 0.46)
    hand_h = CARD_H * hand_scale + 0.42  # room for a raised (selected) card and the arc
    bottom_y = height - m - hand_h
    if arrangement not in arrangements(width, height, len(order), melds):
        arrangement = STANDARD
    melds_beside = arrangement == TOP_MELDS_BESIDE
    left_n, top_n, right_n = _split(width, height, len(order))
    side_w = (BESIDE_SIDE_W if melds_beside else SIDE_W) if left_n or right_n else 0.0
    inner_x = m + side_w + (0.15 if side_w else 0)
    inner_w = width - 2 * inner_x
    top_w = inner_w / max(1, top_n)
    column_top = headline.bottom + 0.08
    column_bottom = bottom_y - 0.1
    grow = _others_scale(
        hand_scale, column_bottom - column_top, top_n > 0, melds, arrangement, plate_h
    )
    more = max(1.0, grow)  # the melds' rooms grow with the cards, never shrink below Normal's
    opp_scale = OPPONENT_SCALE * grow
    opp_hand_h = opp_scale * CARD_H
    seat_core = plate_h + 0.06 + opp_hand_h  # plate + gap + backs
    if not melds:
        top_h = seat_core + 0.1
    elif melds_beside:
        top_h = max(seat_core, (TOP_MELD_ROOM - 0.1) * more)
    else:
        top_h = seat_core + TOP_MELD_ROOM * more
    seats: dict[int, SeatBox] = {}

    plate_w_bottom = max(2.2, plate_w)
    seats[order[0]] = SeatBox(
        seat=order[0],
        side="bottom",
        plate=Box(m, bottom_y + hand_h / 2 - 0.45, plate_w_bottom, 0.9),
        hand=Box(
            m + plate_w_bottom + 0.15,
            bottom_y + 0.26,
            width - 2 * m - plate_w_bottom - 0.15,
            CARD_H * hand_scale,
        ),
        hand_scale=hand_scale,
        melds=Box(0, 0, 0, 0),  # set below, inside the centre
    )
    others = list(order[1:])
    left = others[:left_n]
    top = others[left_n : left_n + top_n]
    right = others[left_n + top_n :]
    col_h = (column_bottom - column_top) / max(1, left_n or right_n)
    for i, seat in enumerate(left):  # clockwise: from the bottom of the left side upwards
        y = column_bottom - (i + 1) * col_h
        box = Box(m, y, side_w, col_h)
        seats[seat] = _seat_box(
            seat, "left", box, melds, opp_scale, more, plate_h=plate_h, plate_w=plate_w
        )
    for i, seat in enumerate(right):  # and down the right side
        y = column_top + i * col_h
        box = Box(width - m - side_w, y, side_w, col_h)
        seats[seat] = _seat_box(
            seat, "right", box, melds, opp_scale, more, plate_h=plate_h, plate_w=plate_w
        )
    for i, seat in enumerate(top):
        box = Box(inner_x + i * top_w, column_top, top_w, top_h)
        seats[seat] = _seat_box(
            seat, "top", box, melds, opp_scale, more, melds_beside, plate_h=plate_h, plate_w=plate_w
        )

    centre = Box(inner_x, column_top + (top_h + 0.1 if top_n else 0), inner_w, 0.0)
    centre = Box(centre.x, centre.y, centre.w, column_bottom - centre.y)
    pile_scale = PILE_SCALE
    piles_x = centre.cx
    if melds:
        # Below the piles (or beside them): the lay-down area until the viewer is down, then
        # their melds (a Hillbilly player lays down once, so the two never need the room at
        # the same time).
        if arrangement == PILES_BESIDE:
            pile_scale = min(PILE_SCALE * grow, (centre.h - 0.3) / CARD_H)
            piles_x = centre.x + 0.2 + 1.25 * pile_scale
            stage_x = piles_x + 1.25 * pile_scale + 0.3
            rest = Box(stage_x, centre.y, centre.right - stage_x, centre.h)
        else:
            pile_scale = min(PILE_SCALE * grow, max(0.7, (centre.h - STAGE_LEAST) / CARD_H))
            pile_h = pile_scale * CARD_H + 0.3
            rest = Box(centre.x, centre.y + pile_h, centre.w, centre.h - pile_h)
        piles_y = centre.y
        stage_box = Box(rest.x + 0.2, rest.y + 0.05, rest.w - 0.4, rest.h - 0.1) if stage else None
        mine = Box(rest.x, rest.y, rest.w, 0.0) if stage else rest.inset(0.05)
        seats[order[0]] = _with_melds(seats[order[0]], mine)
    else:
        pile_scale = min(grow, max(PILE_SCALE, centre.h / CARD_H * 0.7))
        pile_h = pile_scale * CARD_H + 0.3
        piles_y = centre.y + (centre.h - pile_h) / 2
        stage_box = None
    gap = 0.5 * pile_scale
    stock = Box(piles_x - gap / 2 - pile_scale, piles_y, pile_scale, pile_scale * CARD_H)
    discard = Box(piles_x + gap / 2, piles_y, pile_scale, pile_scale * CARD_H)
    return TableLayout(
        width, height, headline, stock, discard, pile_scale, stage_box, seats, grow, arrangement
    )


def _split(width: float, height: float, seats: int) -> tuple[int, int, int]:
    """How many of the other seats sit on the left, at the top and on the right."""
    split = _NARROW_SPLIT if width / height < NARROW else _SPLIT
    return split.get(seats - 1, (0, 0, 0))


def arrangements(width: float, height: float, seats: int, melds: bool) -> list[str]:
    """The arrangements a table this size may take (``table_layout``'s), the usual first:
    a Hillbilly table whose top seats are wide enough may hold their melds beside their
    backs, and one whose centre is wide enough its piles beside the lay-down area."""
    found = [STANDARD]
    left_n, top_n, right_n = _split(width, height, seats)
    if not melds or not top_n:
        return found
    sides = left_n or right_n
    if (width - 2 * (0.12 + (SIDE_W + 0.15 if sides else 0.0))) >= PILES_BESIDE_LEAST:
        found.append(PILES_BESIDE)
    inner_x = 0.12 + (BESIDE_SIDE_W + 0.15 if sides else 0.0)
    if (width - 2 * inner_x) / top_n >= BESIDE_LEAST:
        found.append(TOP_MELDS_BESIDE)
    return found


def _others_scale(
    hand_scale: float,
    column_h: float,
    top_seats: bool,
    melds: bool,
    arrangement: str = STANDARD,
    plate_h: float = PLATE_H,
) -> float:
    """How much View ▸ Card size grows the cards beside the viewer's hand (the piles, the
    other seats' hands and melds, the viewer's melds): as much as the hand where there is
    room; on a table short of height, only as far as the centre column holds them all (never
    below Normal's size for a larger choice, whose cards then keep Normal's size).

    The centre column holds the top seats (plate, backs and melds: under the backs, or beside
    them), the piles with their caption, and the lay-down area (which holds the viewer's
    melds once down; beside the piles, or under them), each growing with the cards."""
    if hand_scale <= 1.0 or not melds:
        return hand_scale
    fixed = 0.1 + 0.3  # the gap under the top seats, the piles' caption
    # The piles and the lay-down area, one under the other or side by side.
    per_unit = PILE_SCALE * CARD_H + (STAGE_LEAST if arrangement != PILES_BESIDE else 0.0)
    if top_seats and arrangement == TOP_MELDS_BESIDE:
        per_unit += TOP_MELD_ROOM - 0.1  # their melds' row is taller than their backs
    elif top_seats:
        fixed += plate_h + 0.06
        per_unit += OPPONENT_SCALE * CARD_H + TOP_MELD_ROOM
    return max(1.0, min(hand_scale, (column_h - fixed) / per_unit))


def _seat_box(
    seat: int,
    side: str,
    box: Box,
    melds: bool,
    scale: float = OPPONENT_SCALE,
    more: float = 1.0,
    beside: bool = False,
    *,
    plate_h: float = PLATE_H,
    plate_w: float = 0.0,
) -> SeatBox:
    """A seat's plate, backs and melds in ``box``; ``more``: how much the melds' room grows
    with the card size; ``beside``: a top seat's melds lie beside its plate and backs."""
    if side == "top" and beside:
        melds_w = min(box.w - BESIDE_BLOCK - 0.2, BESIDE_MELDS_MOST)
        x = box.x + (box.w - BESIDE_BLOCK - 0.2 - melds_w) / 2  # the two centred together
        plate = Box(x + 0.05, box.y, BESIDE_BLOCK - 0.1, plate_h)
        hand = Box(x + 0.1, plate.bottom + 0.06, BESIDE_BLOCK - 0.2, scale * CARD_H)
        meld_box = Box(x + BESIDE_BLOCK + 0.15, box.y, melds_w, box.h - 0.02)
        return SeatBox(seat, side, plate, hand, scale, meld_box)
    if side in ("left", "right"):
        # A tall side column: centre the seat in it and give its melds a sensible depth.
        core = plate_h + 0.06 + scale * CARD_H
        want = core + (min(SIDE_MELD_ROOM * more, box.h - core) if melds else 0.0)
        box = Box(box.x, box.y + (box.h - want) / 2, box.w, want)
    wide = min(box.w - 0.1, max(2.5, plate_w))
    plate = Box(box.cx - wide / 2, box.y, wide, plate_h)
    hand = Box(box.x + 0.1, plate.bottom + 0.06, box.w - 0.2, scale * CARD_H)
    meld_box = Box(box.x + 0.05, hand.bottom + 0.08, box.w - 0.1, box.bottom - hand.bottom - 0.1)
    if not melds:
        meld_box = Box(box.x, box.bottom, box.w, 0.0)
    return SeatBox(seat, side, plate, hand, scale, meld_box)


def _with_melds(seat_box: SeatBox, melds: Box) -> SeatBox:
    return SeatBox(
        seat_box.seat, seat_box.side, seat_box.plate, seat_box.hand, seat_box.hand_scale, melds
    )


def fan(
    count: int,
    box: Box,
    scale: float,
    step: float,
    arc: bool = False,
    spread: float | None = None,
    gaps: Iterable[int] = (),
) -> list[CardSpot]:
    """Where ``count`` cards of ``scale`` go, centred in ``box``, overlapped and squeezed to fit.

    With ``spread`` the cards open out up to that step while the box has room (a short hand
    is not piled up in the middle of a wide table); they squeeze below ``step`` only when they
    must. ``gaps``: after these positions a gap of GROUP_GAP shows the hand's groups. With
    ``arc`` the cards lie on a gentle curve, like a hand held in front of you.

    >>> [round(s.x, 2) for s in fan(3, Box(0, 0, 10, 2), 1.0, 0.5, spread=0.9)]
    [3.6, 4.5, 5.4]
    """
    if count <= 0:
        return []
    after = {i for i in gaps if 0 <= i < count - 1}
    gap = GROUP_GAP * scale if after else 0.0
    step = max(step, spread or 0.0) * scale
    if count > 1:
        room = box.w - scale - gap * len(after)
        if room < step * (count - 1) and after:  # squeezed: the gaps go before the cards do
            gap = max(0.0, (box.w - scale - step * (count - 1)) / len(after))
            room = box.w - scale - gap * len(after)
        step = min(step, max(0.0, room / (count - 1)))
    total = scale + step * (count - 1) + gap * len(after)
    x0 = box.cx - total / 2
    y0 = box.y + (box.h - scale * CARD_H) / 2
    spots = []
    mid = (count - 1) / 2
    shift = 0.0
    for i in range(count):
        if arc and count > 1:
            t = (i - mid) / max(mid, 1.0)  # -1 .. 1
            curve = min(1.0, count / 10)
            # Upright cards on a gentle curve: a tilt would cost a transformed blit per card
            # per frame (about 2 ms for a hand of 16, measured by bench/ui.py).
            angle = 0.0
            dy = 0.1 * curve * t * t
            spots.append(CardSpot(x0 + i * step + shift, y0 + dy, angle))
        else:
            spots.append(CardSpot(x0 + i * step + shift, y0))
        if i in after:
            shift += gap
    return spots


def meld_width(length: float, scale: float, step: float) -> float:
    return scale + max(0, length - 1) * step


def flow_melds(
    box: Box,
    lengths: Sequence[float],
    max_scale: float,
    below: float | None = None,
    min_width: float = 0.0,
    centred: bool = False,
) -> list[MeldSpot]:
    """Place melds of these lengths in rows inside ``box``, shrinking cards until they fit.

    Each row is centred; a meld row leaves room under the cards for the wild labels (or
    ``below`` card units, for longer notes); each meld takes at least ``min_width`` units
    (room for a note under it). ``centred``: the rows in the box's middle, not at its top.
    """
    if not lengths:
        return []
    scale = max_scale
    if centred:
        # One row as tall as the box allows (a tenth smaller at once could leave the melds
        # smaller at a larger card size than at a smaller one).
        fits = (box.h - _row_h(0.0, below)) / (_row_h(1.0, below) - _row_h(0.0, below))
        scale = max(min(scale, fits), 0.5 * max_scale)
    for _ in range(14):
        spots = _try_flow(box, lengths, scale, MELD_STEP * scale, False, below, min_width)
        if spots is not None:
            if centred:
                rows = len({s.y for s in spots})
                down = max(0.0, (box.h - rows * _row_h(scale, below)) / 2)
                return [MeldSpot(s.x, s.y + down, s.scale, s.step) for s in spots]
            return spots
        scale *= 0.9
    # Still too many: squeeze the overlap too, and let the last rows run over if they must.
    step = MELD_STEP * scale * 0.6
    return _try_flow(box, lengths, scale, step, True, below, min_width) or []


def _row_h(scale: float, below: float | None) -> float:
    """A meld row's height: the cards, and the wild labels' room under them (or ``below``)."""
    return scale * CARD_H + (0.22 * scale + 0.06 if below is None else below)


def _try_flow(
    box: Box,
    lengths: Sequence[float],
    scale: float,
    step: float,
    force: bool = False,
    below: float | None = None,
    min_width: float = 0.0,
) -> list[MeldSpot] | None:
    gap = 0.14 * scale + 0.04
    row_h = _row_h(scale, below)
    rows: list[list[int]] = [[]]
    row_w = 0.0
    for i, n in enumerate(lengths):
        w = max(meld_width(n, scale, step), min_width)
        if w > box.w and not force:
            return None
        if rows[-1] and row_w + gap + w > box.w:
            rows.append([])
            row_w = 0.0
        row_w += (gap if rows[-1] else 0.0) + w
        rows[-1].append(i)
    if len(rows) * row_h > box.h + 1e-9 and not force:
        return None
    spots: list[MeldSpot | None] = [None] * len(lengths)
    for r, row in enumerate(rows):
        widths = [max(meld_width(lengths[i], scale, step), min_width) for i in row]
        x = box.cx - (sum(widths) + gap * (len(row) - 1)) / 2
        for i, w in zip(row, widths, strict=True):
            spots[i] = MeldSpot(x, box.y + r * row_h, scale, step)
            x += w + gap
    return [s for s in spots if s is not None]

"""The game as a screen reader receives it, on Linux's accessibility bus (AT-SPI).

A real AT-SPI client (``client.py``, python3-pyatspi on the system's python3, in its own
process) starts the game (``driver.py``) under Xvfb in a private D-Bus session with Qt's
bridge on (``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``), listens while one turn of Three Thirteen
is played with keys, and reads the window's tree. The test checks what the client got: the
named controls, the card table's focus and its names as the arrows move, and every
announcement of the turn, in order. ``make test`` installs what it needs (at-spi2-core,
python3-pyatspi, dbus, xvfb); without them the test is skipped and says why.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
SYSTEM_PYTHON = "/usr/bin/python3"
CARD = (
    r"(Ace|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King) of "
    r"(hearts|spades|diamonds|clubs)|Joker"
)
PILES = ("Discard pile: ", "Stock: ")
HAND_CARD = re.compile(rf"^({CARD})(, wild)?, in your hand, \d+ of \d+$")


def _missing() -> str | None:
    if not sys.platform.startswith("linux"):
        return "AT-SPI is Linux's accessibility bus; this platform has none"
    for tool in ("dbus-run-session", "xvfb-run"):
        if shutil.which(tool) is None:
            return f"{tool} is missing (Debian: dbus, xvfb; `make test` installs them as root)"
    if not Path("/usr/libexec/at-spi-bus-launcher").exists() and not shutil.which(
        "at-spi-bus-launcher"
    ):
        return "the AT-SPI bus is missing (Debian: at-spi2-core)"
    probe = (
        subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, check=False)
        if Path(SYSTEM_PYTHON).exists()
        else None
    )
    if probe is None or probe.returncode != 0:
        return "the AT-SPI client library is missing (Debian: python3-pyatspi)"
    return None


@pytest.fixture(scope="module")
def heard() -> dict:
    why = _missing()
    if why:
        pytest.skip(f"WARNING: no accessibility bus to test on: {why}")
    run = subprocess.run(
        [
            "dbus-run-session", "--",
            "xvfb-run", "-a", "-s", "-screen 0 1400x1000x24",
            SYSTEM_PYTHON, str(HERE / "client.py"), sys.executable, str(HERE / "driver.py"),
        ],
        capture_output=True, text=True, timeout=150, check=False,
    )  # fmt: skip
    line = next((x for x in run.stdout.splitlines() if x.startswith("CLIENT ")), None)
    assert line is not None, f"the AT-SPI client said nothing: {run.stderr[-2000:]}"
    got = json.loads(line.removeprefix("CLIENT "))
    driver = next((x for x in got["driver"] if x.startswith("DRIVER ")), None)
    assert driver is not None, f"the game did not finish its turn: {run.stderr[-2000:]}"
    got["played"] = json.loads(driver.removeprefix("DRIVER "))
    return got


def _events(heard: dict, kind: str) -> list[list]:
    return [e for e in heard["events"] if e[0] == kind]


def test_the_tree_names_the_window_the_table_and_the_controls(heard):
    tree = [(role, name, description) for _, role, name, description, _ in heard["tree"]]
    assert any(role == "frame" and "Rummy Desktop" in name for role, name, _ in tree)
    buttons = {name for role, name, _ in tree if role == "push button"}
    assert {"Sort by rank", "Sort by suit", "Arrange", "Go out", "Hint"} <= buttons
    assert any(role == "list" and name == "Table talk" for role, name, _ in tree)
    # The card table: named for the card or pile the keyboard is on, with what the keys do
    # there (the tree is read once the table has the focus; the turn may have moved it on).
    table = [(n, d) for _, n, d in tree if HAND_CARD.match(n) or n.startswith(PILES)]
    assert table, tree[:12]
    name, description = table[0]
    assert description.startswith(("Space picks it up", "Enter draws", "Enter takes")), table


def test_the_table_takes_the_focus_and_names_each_card_the_arrows_reach(heard):
    focused = [e for e in _events(heard, "object:state-changed:focused") if e[3] == 1]
    assert any(HAND_CARD.match(e[2]) for e in focused), focused
    renamed = [e[4] for e in _events(heard, "object:property-change:accessible-name")]
    cards = [n for n in renamed if HAND_CARD.match(n)]
    assert len(set(cards)) >= 3, renamed  # Right, Right, Left, the drawn card's new count
    # In the order the table gave them (the driver's log, repeats folded): the bus lost none.
    played = _fold([n for n in heard["played"]["names"] if HAND_CARD.match(n)])
    rest = iter(_fold(cards))
    assert all(name in rest for name in played[1:]), (played, cards)  # the first: by focus
    piles = [n for n in renamed if n.startswith(PILES)]
    assert piles, renamed  # Up reached a pile, and the reader heard which


def _fold(names: list[str]) -> list[str]:
    return [n for i, n in enumerate(names) if i == 0 or n != names[i - 1]]


def test_every_announcement_of_the_turn_reaches_the_screen_reader_in_order(heard):
    announced = [e[4] for e in _events(heard, "object:announcement")]
    said = heard["played"]["said"]
    assert announced == said
    log = heard["played"]["log"]
    assert "DrawStock" in log and "Discard" in log  # the keys drew and discarded
    assert any(re.fullmatch(rf"You drew the ({CARD})", a) for a in announced), announced
    assert any(re.fullmatch(rf"You discarded the ({CARD})", a) for a in announced), announced
    assert any(a.startswith(("Ada ", "Bruno ")) for a in announced)  # the others' moves
    assert any(a.endswith("discard a card") for a in announced)  # what to do now
    assert not any(s in a for a in announced for s in "♠♥♦♣")  # words, not symbols


def test_the_whole_hand_the_piles_and_the_seats_are_objects_a_reader_can_browse(heard):
    # Object navigation (Orca's flat review, NVDA's object navigation) reads the table's
    # objects without moving the game's focus: the hand is a list of its cards, in order.
    tree = heard["tree"]
    lists = [
        i
        for i, (_, role, name, _, _) in enumerate(tree)
        if role == "list" and name.startswith("Your hand")
    ]
    cards_seen = [name for _, role, name, _, _ in tree if HAND_CARD.match(name)]
    assert len(lists) == 1, (len(tree), cards_seen)  # today: the table's own name only
    at = lists[0]
    depth = tree[at][0]
    items = [(role, name, states) for _, role, name, _, states in _below(tree, at)]
    assert items and all(role == "list item" for role, _, _ in items), items
    count = len(items)
    assert tree[at][2] == f"Your hand, {count} cards"
    cards = []
    for i, (_, name, states) in enumerate(items, start=1):
        found = HAND_CARD.match(name)
        assert found and name.endswith(f", in your hand, {i} of {count}"), name
        assert "selectable" in states and "selected" not in states, states
        cards.append(name.split(", in your hand, ")[0])
    assert cards in heard["played"]["hands"], (cards, heard["played"]["hands"])  # as it was
    # The objects follow the game: read again once a card was drawn (the bus told the
    # reader what changed; a reader that kept the old list would read three cards).
    later = heard["hand_later"]
    assert later and later[0] == "Your hand, 4 cards", later
    drawn = [n.split(", in your hand, ")[0] for n in later[1:]]
    assert [n.split(", in your hand, ")[1] for n in later[1:]] == [f"{i} of 4" for i in range(1, 5)]
    assert drawn in heard["played"]["hands"], (drawn, heard["played"]["hands"])
    # The piles and every seat are objects too, beside the hand on the card table; the
    # others' hands only as counts.
    table = max(i for i in range(at) if tree[i][0] < depth)
    names = [name for d, _, name, _, _ in _below(tree, table)]
    assert any(n.startswith("Stock: ") for n in names) and any(
        n.startswith("Discard pile: ") for n in names
    )
    for who in ("You", "Ada", "Bruno"):
        assert any(re.match(rf"{who}: \d+ cards?, ", n) for n in names), (who, names)
    # No face of a card the others hold (two decks: unless the player sees its twin).
    tops = [n.removeprefix("Discard pile: ") for n in names if n.startswith("Discard pile: ")]
    seen = {_face(w) for w in cards + tops}
    unseen = {_face(w) for w in heard["played"]["hidden"]} - seen
    leaks = [n for n in names for m in re.finditer(CARD, n) if m.group(0) in unseen]
    assert not leaks, leaks


def _below(tree: list[list], at: int) -> list[list]:
    """The entries under ``tree[at]`` (the tree is read depth first)."""
    below = []
    for entry in tree[at + 1 :]:
        if entry[0] <= tree[at][0]:
            break
        below.append(entry)
    return below


def _face(words: str) -> str:
    found = re.match(CARD, words)
    return found.group(0) if found else words

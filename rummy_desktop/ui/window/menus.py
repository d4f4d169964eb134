"""The window's menus and the buttons beside the hand, connected to the window's slots and,
for moves, straight to the game controller's commands.

Every slot returns None (PySide6 6.12: see docs/dev/ui-contract.md, Changes).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

from rummy_desktop.speeds import ANIMATION_MS, speed_label
from rummy_desktop.ui.window import help_menu
from rummy_desktop.ui.window.help_menu import APP_NAME

if TYPE_CHECKING:
    from rummy_desktop.ui.play.controller import GameController
    from rummy_desktop.ui.window.parts import MenuWindow

# View ▸ Animation speed, slowest first (rummy_desktop.speeds has the one table).
SPEEDS = {speed_label(n): ms for n, ms in sorted(ANIMATION_MS.items(), key=lambda i: -i[1])}
# View ▸ Card size, smallest first (tabletop.layout.CARD_SIZES has the scales).
CARD_SIZE_NAMES = ("smaller", "normal", "larger", "largest")
SOUND_TIP = "Short sounds for draws, discards, laying down, buys, going out and a round's end"


@dataclass
class Builder:
    """Where the commands go: their owner (the window), and the window's table of them."""

    owner: QWidget
    actions: dict[str, QAction]


def add(
    b: Builder, menu: QMenu, key: str, text: str, slot: Callable, shortcut: str | None = None
) -> QAction:
    action = QAction(text, b.owner)
    if shortcut:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(slot)
    menu.addAction(action)
    b.actions[key] = action
    return action


def command(w: MenuWindow, move: Callable[[GameController], object]) -> Callable[..., None]:
    """A slot that gives ``move`` the window's controller (none before the first deal) and
    drops what it returns."""

    def slot(*_: object) -> None:
        if w.controller is not None:
            move(w.controller)

    return slot


def build_menus(w: MenuWindow, b: Builder, bar: QMenuBar) -> QMenu:
    """The Game, Play, View and Help menus and the buttons beside the hand, connected to
    ``w``; the Open Recent menu is returned (the window fills it as it opens)."""
    game = bar.addMenu("&Game")
    add(b, game, "new", "&New Game…", lambda: w.new_game(), "Ctrl+N")
    add(b, game, "host_table", "&Host a table…", lambda: w.network.ask_host())
    add(b, game, "join_table", "&Join a table…", lambda: w.network.ask_join())
    add(b, game, "open", "&Open…", lambda: w.files.open(None), "Ctrl+O")
    recent = game.addMenu("Open &Recent")
    recent.aboutToShow.connect(lambda: w.files.fill_recent_menu(recent))
    add(b, game, "save", "&Save", lambda: w.files.save(False), "Ctrl+S")
    add(b, game, "save_as", "Save &As…", lambda: w.files.save(True), "Ctrl+Shift+S")
    game.addSeparator()
    add(b, game, "undo", "&Undo", command(w, lambda c: c.undo()), "Ctrl+Z")
    add(b, game, "redo", "Re&do", command(w, lambda c: c.redo()), "Ctrl+Shift+Z")
    game.addSeparator()
    s = w.session
    add(b, game, "review", "Re&view game", s.review, "Ctrl+R").setEnabled(False)
    add(b, game, "review_file", "Review a saved &game…", lambda: w.session.review_file())
    add(b, game, "statistics", "S&tatistics…", s.statistics)
    add(b, game, "preferences", "Pr&eferences…", s.preferences, "Ctrl+,")
    game.addSeparator()
    add(b, game, "quit", "&Quit", lambda: w.close(), "Ctrl+Q")

    play = bar.addMenu("&Play")
    moves = {
        "draw": command(w, lambda c: c.person.draw_stock()),
        "take": command(w, lambda c: c.person.take_discard()),
        "discard": command(w, lambda c: c.person.discard_selected()),
        "lay_down": command(w, lambda c: c.person.lay_down()),
        "go_out": command(w, lambda c: c.person.go_out()),
        "buy": command(w, lambda c: c.person.buy()),
        "pass": command(w, lambda c: c.person.pass_buy()),
        "hint": command(w, lambda c: c.aids.request_hint()),
        "sort_rank": command(w, lambda c: c.arranger.sort(c.view(), "rank")),
        "sort_suit": command(w, lambda c: c.arranger.sort(c.view(), "suit")),
        "arrange": command(w, lambda c: c.arranger.arrange(c.view())),
        "undo": command(w, lambda c: c.undo()),
        "redo": command(w, lambda c: c.redo()),
    }
    add(b, play, "draw", "&Draw from the stock", moves["draw"], "D")
    add(b, play, "take", "&Take the discard", moves["take"], "T")
    add(b, play, "discard", "Discard the selected card", moves["discard"], "X")
    play.addSeparator()
    add(b, play, "lay_down", "&Lay down", moves["lay_down"], "L")
    add(b, play, "go_out", "&Go out", moves["go_out"], "G")
    add(b, play, "buy", "&Buy the discard", moves["buy"], "B")
    add(b, play, "pass", "&Pass on the buy", moves["pass"], "P")
    play.addSeparator()
    add(b, play, "hint", "&Hint", moves["hint"], "H")

    view = bar.addMenu("&View")
    add(b, view, "sort_rank", "Sort by &rank", moves["sort_rank"], "R")
    add(b, view, "sort_suit", "Sort by &suit", moves["sort_suit"], "S")
    add(b, view, "arrange", "&Arrange into melds", moves["arrange"], "A")
    view.addSeparator()
    speed = view.addMenu("Animation &speed")
    group = QActionGroup(b.owner)
    for name, ms in SPEEDS.items():
        action = add(b, speed, f"speed_{name.lower()}", name, lambda _=0, m=ms: w.set_speed(m))
        action.setCheckable(True)
        action.setChecked(ms == w.speed_ms)
        group.addAction(action)
    sizes = view.addMenu("&Card size")
    size_group = QActionGroup(b.owner)
    for name in CARD_SIZE_NAMES:
        action = add(
            b, sizes, f"size_{name}", name.capitalize(), lambda _=0, n=name: w.set_card_size(n)
        )
        action.setCheckable(True)
        action.setChecked(name == "normal")
        size_group.addAction(action)
    sizes.addSeparator()
    add(b, sizes, "size_up", "Larger cards", lambda: w.zoom_cards(1), "Ctrl++")
    add(b, sizes, "size_down", "Smaller cards", lambda: w.zoom_cards(-1), "Ctrl+-")
    sound = add(b, view, "sound", "S&ound", lambda on=True: w.set_sound(bool(on)))
    sound.setCheckable(True)
    sound.setChecked(True)
    sound.setToolTip(SOUND_TIP)
    view.setToolTipsVisible(True)  # the tooltip says why, when nothing can be heard
    view.aboutToShow.connect(w.show_sound_tip)
    view.addSeparator()
    view.addAction(w.score_dock.toggleViewAction())
    full = add(b, view, "full_screen", "&Full screen", lambda: w.toggle_full_screen(), "F11")
    full.setCheckable(True)

    helpm = bar.addMenu("&Help")
    add(
        b,
        helpm,
        "how_to_play",
        "&How to play",
        lambda: help_menu.show_rules(b.owner, w.controller.game if w.controller else None),
        "F1",
    )
    add(b, helpm, "guided", "&Guided first round…", lambda: w.guide.welcome())
    add(b, helpm, "shortcuts", "&Keyboard shortcuts", lambda: help_menu.show_shortcuts(b.owner))
    add(
        b,
        helpm,
        "access",
        "Playing without a mouse or without &sight",
        lambda: help_menu.show_access_help(b.owner),
    )
    add(b, helpm, "situation", "&Read the situation aloud", w.read_situation, "F2")
    add(b, helpm, "about", f"&About {APP_NAME}", lambda: help_menu.show_about(b.owner))

    for key, button in w.panel.buttons.items():  # the same command as the menu's
        button.clicked.connect(moves[key])
    return recent

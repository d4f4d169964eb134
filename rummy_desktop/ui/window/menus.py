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

from rummy_desktop.i18n import Words
from rummy_desktop.speeds import ANIMATION_MS, speed_label
from rummy_desktop.ui.window import help_menu
from rummy_desktop.ui.window.help_menu import APP_NAME

if TYPE_CHECKING:
    from rummy_desktop.ui.play.controller import GameController
    from rummy_desktop.ui.window.parts import MenuWindow


class Menus(Words):
    """The window's menus (a translation context)."""


# View ▸ Animation speed by the settings' names, slowest first (rummy_desktop.speeds has the
# one table and the names shown).
SPEEDS = dict(sorted(ANIMATION_MS.items(), key=lambda i: -i[1]))
# View ▸ Card size, smallest first (tabletop.layout.CARD_SIZES has the scales).
CARD_SIZE_NAMES = ("smaller", "normal", "larger", "largest")
CARD_SIZE_LABELS = {
    "smaller": Menus.tr_noop("Smaller"),
    "normal": Menus.tr_noop("Normal"),
    "larger": Menus.tr_noop("Larger"),
    "largest": Menus.tr_noop("Largest"),
}


def sound_tip() -> str:
    """View ▸ Sound's tooltip while sounds can be heard."""
    return Menus.tr(
        "Short sounds for draws, discards, laying down, buys, going out and a round's end"
    )


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
    game = bar.addMenu(Menus.tr("&Game"))
    add(b, game, "new", Menus.tr("&New Game…"), lambda: w.new_game(), "Ctrl+N")
    #: Network play: open a table on this computer that others join.
    add(b, game, "host_table", Menus.tr("&Host a table…"), lambda: w.network.ask_host())
    add(b, game, "join_table", Menus.tr("&Join a table…"), lambda: w.network.ask_join())
    add(b, game, "open", Menus.tr("&Open…"), lambda: w.files.open(None), "Ctrl+O")
    recent = game.addMenu(Menus.tr("Open &Recent"))
    recent.aboutToShow.connect(lambda: w.files.fill_recent_menu(recent))
    add(b, game, "save", Menus.tr("&Save"), lambda: w.files.save(False), "Ctrl+S")
    add(b, game, "save_as", Menus.tr("Save &As…"), lambda: w.files.save(True), "Ctrl+Shift+S")
    game.addSeparator()
    add(b, game, "undo", Menus.tr("&Undo"), command(w, lambda c: c.undo()), "Ctrl+Z")
    redo = add(b, game, "redo", Menus.tr("Re&do"), command(w, lambda c: c.redo()))
    # Ctrl+Y too, as most programs take it (issue 34, fresh pass item 6: it did nothing).
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    game.addSeparator()
    s = w.session
    #: Replay the game move by move with every hand shown.
    add(b, game, "review", Menus.tr("Re&view game"), s.review, "Ctrl+R").setEnabled(False)
    add(b, game, "review_file", Menus.tr("Review a saved &game…"), lambda: w.session.review_file())
    add(b, game, "statistics", Menus.tr("S&tatistics…"), s.statistics)
    add(b, game, "preferences", Menus.tr("Pr&eferences…"), s.preferences, "Ctrl+,")
    game.addSeparator()
    add(b, game, "quit", Menus.tr("&Quit"), lambda: w.close(), "Ctrl+Q")

    play = bar.addMenu(Menus.tr("&Play"))
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
    add(b, play, "draw", Menus.tr("&Draw from the stock"), moves["draw"], "D")
    #: Take the top card of the discard pile.
    add(b, play, "take", Menus.tr("&Take the discard"), moves["take"], "T")
    add(b, play, "discard", Menus.tr("Discard the selected card"), moves["discard"], "X")
    play.addSeparator()
    add(b, play, "lay_down", Menus.tr("&Lay down"), moves["lay_down"], "L")
    #: Get rid of one's last cards and end the round.
    add(b, play, "go_out", Menus.tr("&Go out"), moves["go_out"], "G")
    #: Out of turn: take the card just discarded (and penalty cards, by the house rules).
    add(b, play, "buy", Menus.tr("&Buy the discard"), moves["buy"], "B")
    #: Decline to buy the card just discarded.
    add(b, play, "pass", Menus.tr("&Pass on the buy"), moves["pass"], "P")
    play.addSeparator()
    add(b, play, "hint", Menus.tr("&Hint"), moves["hint"], "H")

    view = bar.addMenu(Menus.tr("&View"))
    add(b, view, "sort_rank", Menus.tr("Sort by &rank"), moves["sort_rank"], "R")
    add(b, view, "sort_suit", Menus.tr("Sort by &suit"), moves["sort_suit"], "S")
    #: Order the hand so that its possible melds sit together.
    add(b, view, "arrange", Menus.tr("&Arrange into melds"), moves["arrange"], "A")
    view.addSeparator()
    speed = view.addMenu(Menus.tr("Animation s&peed"))
    group = QActionGroup(b.owner)
    for name, ms in SPEEDS.items():
        label = speed_label(name)
        action = add(b, speed, f"speed_{name}", label, lambda _=0, m=ms: w.set_speed(m))
        action.setCheckable(True)
        action.setChecked(ms == w.speed_ms)
        group.addAction(action)
    sizes = view.addMenu(Menus.tr("&Card size"))
    size_group = QActionGroup(b.owner)
    for name in CARD_SIZE_NAMES:
        action = add(
            b,
            sizes,
            f"size_{name}",
            Menus.tr(CARD_SIZE_LABELS[name]),
            lambda _=0, n=name: w.set_card_size(n),
        )
        action.setCheckable(True)
        action.setChecked(name == "normal")
        size_group.addAction(action)
    sizes.addSeparator()
    add(b, sizes, "size_up", Menus.tr("Larger cards"), lambda: w.zoom_cards(1), "Ctrl++")
    add(b, sizes, "size_down", Menus.tr("Smaller cards"), lambda: w.zoom_cards(-1), "Ctrl+-")
    sound = add(b, view, "sound", Menus.tr("S&ound"), lambda on=True: w.set_sound(bool(on)))
    sound.setCheckable(True)
    sound.setChecked(True)
    sound.setToolTip(sound_tip())
    view.setToolTipsVisible(True)  # the tooltip says why, when nothing can be heard
    view.aboutToShow.connect(w.show_sound_tip)
    view.addSeparator()
    # The dock's title is also its View entry (Qt's toggle action takes the title).
    w.score_dock.setWindowTitle(Menus.tr("Scoreboard"))
    view.addAction(w.score_dock.toggleViewAction())
    full = add(
        b, view, "full_screen", Menus.tr("&Full screen"), lambda: w.toggle_full_screen(), "F11"
    )
    full.setCheckable(True)

    helpm = bar.addMenu(Menus.tr("&Help"))
    add(
        b,
        helpm,
        "how_to_play",
        Menus.tr("&How to play"),
        lambda: help_menu.show_rules(b.owner, w.controller.game if w.controller else None),
        "F1",
    )
    add(b, helpm, "guided", Menus.tr("&Guided first round…"), lambda: w.guide.welcome())
    add(
        b,
        helpm,
        "shortcuts",
        Menus.tr("&Keyboard shortcuts"),
        lambda: help_menu.show_shortcuts(b.owner),
    )
    add(
        b,
        helpm,
        "access",
        Menus.tr("Playing without a mouse or without &sight"),
        lambda: help_menu.show_access_help(b.owner),
    )
    add(b, helpm, "situation", Menus.tr("&Read the situation aloud"), w.read_situation, "F2")
    about = Menus.tr("&About {app}", app=APP_NAME)
    add(b, helpm, "about", about, lambda: help_menu.show_about(b.owner))

    for key, button in w.panel.buttons.items():  # the same command as the menu's
        button.clicked.connect(moves[key])
    return recent

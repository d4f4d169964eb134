"""The window's menus and the buttons beside the hand, connected to the MainWindow's slots.

Menu slots return None (PySide6 6.12: see docs/dev/ui-contract.md, Changes).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAction, QActionGroup, QKeySequence

# The same names and times as persistence.settings.ANIMATION_MS (not imported: pydantic).
SPEEDS = {"Slow": 500, "Normal": 250, "Fast": 120, "Instant": 0}
APP_NAME = "Rummy Desktop"


def add(w: Any, menu: Any, key: str, text: str, slot: Any, shortcut: str | None = None) -> QAction:
    action = QAction(text, w)
    if shortcut:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(slot)
    menu.addAction(action)
    w.actions[key] = action
    return action


def build_menus(w: Any) -> None:
    """The Game, Play, View and Help menus and the buttons beside the hand, connected to ``w``."""
    bar = w.menuBar()
    game = bar.addMenu("&Game")
    add(w, game, "new", "&New Game…", lambda: w.new_game(), "Ctrl+N")
    add(w, game, "open", "&Open…", w._open, "Ctrl+O")
    w.recent_menu = game.addMenu("Open &Recent")
    w.recent_menu.aboutToShow.connect(w._fill_recent)
    add(w, game, "save", "&Save", w._save, "Ctrl+S")
    add(w, game, "save_as", "Save &As…", w._save_as, "Ctrl+Shift+S")
    game.addSeparator()
    s = w.session
    add(w, game, "review", "Re&view game", s.review, "Ctrl+R").setEnabled(False)
    add(w, game, "review_file", "Review a saved &game…", w._review_file)
    add(w, game, "statistics", "S&tatistics…", s.statistics)
    add(w, game, "preferences", "Pr&eferences…", s.preferences, "Ctrl+,")
    game.addSeparator()
    add(w, game, "quit", "&Quit", w._quit, "Ctrl+Q")

    play = bar.addMenu("&Play")
    add(w, play, "draw", "&Draw from the stock", w._draw, "D")
    add(w, play, "take", "&Take the discard", w._take, "T")
    add(w, play, "discard", "Discard the selected card", w._discard_selected, "X")
    play.addSeparator()
    add(w, play, "lay_down", "&Lay down", w._lay_down, "L")
    add(w, play, "go_out", "&Go out", w._go_out, "G")
    add(w, play, "buy", "&Buy the discard", w._buy, "B")
    add(w, play, "pass", "&Pass on the buy", w._pass, "P")
    play.addSeparator()
    add(w, play, "hint", "&Hint", w._hint, "H")

    view = bar.addMenu("&View")
    add(w, view, "sort_rank", "Sort by &rank", lambda: w.sort_hand("rank"), "R")
    add(w, view, "sort_suit", "Sort by &suit", lambda: w.sort_hand("suit"), "S")
    add(w, view, "arrange", "&Arrange into melds", w.arrange_hand, "A")
    view.addSeparator()
    speed = view.addMenu("Animation &speed")
    group = QActionGroup(w)
    for name, ms in SPEEDS.items():
        action = add(w, speed, f"speed_{name.lower()}", name, lambda _=0, m=ms: w.set_speed(m))
        action.setCheckable(True)
        action.setChecked(ms == w.speed_ms)
        group.addAction(action)
    view.addSeparator()
    view.addAction(w.score_dock.toggleViewAction())
    full = add(w, view, "full_screen", "&Full screen", w._toggle_full_screen, "F11")
    full.setCheckable(True)

    helpm = bar.addMenu("&Help")
    add(w, helpm, "how_to_play", "&How to play", w.show_rules, "F1")
    add(w, helpm, "shortcuts", "&Keyboard shortcuts", w.show_shortcuts)
    add(w, helpm, "about", f"&About {APP_NAME}", w.show_about)

    b = w.panel.buttons
    b["sort_rank"].clicked.connect(lambda: w.sort_hand("rank"))
    b["sort_suit"].clicked.connect(lambda: w.sort_hand("suit"))
    b["arrange"].clicked.connect(w.arrange_hand)
    b["lay_down"].clicked.connect(w._lay_down)
    b["go_out"].clicked.connect(w._go_out)
    b["hint"].clicked.connect(w._hint)
    b["buy"].clicked.connect(w._buy)
    b["pass"].clicked.connect(w._pass)

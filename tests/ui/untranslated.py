"""Which words a widget shows that escaped translation: with the pseudo-locale installed,
every text the game translates is accented and bracketed ("[Ĝåɱë~~]"), so any plain word
left is one nobody marked (or one a .ts lacks).

``untranslated(widget)`` walks the widget and everything in it: window and dock titles,
labels, buttons, check boxes, group boxes, tab titles, combo box items, placeholder and
spin box texts, tooltips and accessible names, the menu bar, its menus and their actions
(submenus too). What a player typed (a line edit's text) is not the game's to translate.
"""

from __future__ import annotations

from html import unescape

from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QSpinBox,
    QTabWidget,
    QWidget,
)

from rummy_desktop.i18n.languages import LANGUAGES
from rummy_desktop.i18n.pseudo import untranslated as left_over
from rummy_desktop.ui.window.help_menu import APP_NAME

# Never translated: the game's name, and each language's name in itself (Preferences).
ALWAYS_ALLOWED = (APP_NAME, *LANGUAGES.values())


def shown_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every text ``root`` and its children show a player."""
    found: list[tuple[str, str]] = []

    def add(where: str, text: str | None) -> None:
        if text:
            found.append((where, unescape(text)))

    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        name = f"{type(w).__name__}({w.objectName() or ''})"
        if w.isWindow() or isinstance(w, QDockWidget):
            add(f"{name} title", w.windowTitle())
        add(f"{name} tooltip", w.toolTip())
        add(f"{name} accessible name", w.accessibleName())
        if isinstance(w, QLabel | QAbstractButton):
            add(name, w.text())
        elif isinstance(w, QGroupBox):
            add(name, w.title())
        elif isinstance(w, QTabWidget):
            for i in range(w.count()):
                add(f"{name} tab {i}", w.tabText(i))
                add(f"{name} tab {i} tooltip", w.tabToolTip(i))
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                add(f"{name} item {i}", w.itemText(i))
        elif isinstance(w, QLineEdit):
            add(f"{name} placeholder", w.placeholderText())
        elif isinstance(w, QAbstractSpinBox):
            add(f"{name} special value", w.specialValueText())
            if isinstance(w, QSpinBox):
                add(f"{name} prefix", w.prefix())
                add(f"{name} suffix", w.suffix())
        if isinstance(w, QMenuBar | QMenu):  # a window's menu bar and menus are its children
            _menu_texts(w, name, add)
    return found


def _menu_texts(menu: QWidget, where: str, add) -> None:
    for action in menu.actions():
        _action_texts(action, where, add, seen=set())


def _action_texts(action: QAction, where: str, add, seen: set[int]) -> None:
    if id(action) in seen or action.isSeparator():
        return
    seen.add(id(action))
    here = f"{where} ▸ {action.text()}"
    add(here, action.text())
    add(f"{here} tooltip", action.toolTip())
    add(f"{here} status tip", action.statusTip())
    sub = action.menu()
    if isinstance(sub, QMenu):
        add(f"{here} title", sub.title())
        for child in sub.actions():
            _action_texts(child, here, add, seen)


def untranslated(root: QWidget, allowed: tuple[str, ...] = ()) -> list[str]:
    """Each text of ``root`` with words outside the pseudo-locale's marks, as "where: text
    (the words)"; empty when everything is translated."""
    allowed = (*ALWAYS_ALLOWED, *allowed)
    out = []
    for where, text in shown_texts(root):
        words = left_over(text, allowed)
        if words:
            out.append(f"{where}: {text!r} ({words})")
    return out

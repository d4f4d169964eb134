"""Every dialog works from the keyboard: Tab reaches each of its controls on every page
(Ctrl+Tab turns the page), Return accepts and Escape cancels, and nothing needs the mouse."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QLineEdit,
    QTabWidget,
    QWidget,
)

from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.persistence import Seat, Settings
from rummy_desktop.review import GameReview

from .drive import close_window, open_window, solo

K = Qt.Key
CTRL = Qt.KeyboardModifier.ControlModifier
INPUTS = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit, QAbstractItemView)


def _controls(dialog: QWidget) -> set[QWidget]:
    """The controls a player can see and use on the dialog's open page."""
    found = set()
    for widget in dialog.findChildren(QWidget):
        if not isinstance(widget, INPUTS) or not widget.isVisibleTo(dialog):
            continue
        if not widget.isEnabled() or widget.focusPolicy() == Qt.FocusPolicy.NoFocus:
            continue
        if isinstance(widget.parentWidget(), QComboBox | QAbstractSpinBox):
            continue  # a combo's own line edit or a spin box's: Tab stops at the box
        if widget.objectName().startswith("qt_"):  # Qt's private parts (scroll buttons)
            continue
        found.add(widget)
    return found


def _stop(widget: QWidget) -> object:
    """Tab stops once at a group of radio buttons (the arrows choose within it), as Qt and
    every desktop does: the group stands for each of its buttons."""
    from PySide6.QtWidgets import QRadioButton

    if isinstance(widget, QRadioButton) and widget.autoExclusive():
        return ("radios", widget.parentWidget())
    return widget


def _tab_walk(dialog: QWidget) -> set[QWidget]:
    """Tab from the focused control round the dialog and back: every control it stopped on."""
    dialog.activateWindow()
    for _ in range(100):
        if dialog.isActiveWindow() and QApplication.focusWidget() is not None:
            break
        QTest.qWait(10)
    start = QApplication.focusWidget()
    assert start is not None and dialog.isAncestorOf(start), "the dialog opens with no focus"
    seen = {start}
    for _ in range(400):
        QTest.keyClick(QApplication.focusWidget(), K.Key_Tab)
        here = QApplication.focusWidget()
        if here is start:
            break
        seen.add(here)
    return seen


def _reachable_on_every_page(dialog: QWidget) -> None:
    tabs = dialog.findChild(QTabWidget)
    pages = tabs.count() if tabs is not None else 1
    # Ctrl+Tab turns to the next page a player may open (Three Thirteen has no Contracts page).
    open_pages = [p for p in range(pages) if tabs is None or tabs.isTabEnabled(p)]
    for page in open_pages:
        if tabs is not None:
            assert tabs.currentIndex() == page
        missing = {_stop(w) for w in _controls(dialog)} - {_stop(w) for w in _tab_walk(dialog)}
        names = sorted(str(w) for w in missing)
        assert not missing, f"page {page}: Tab never reaches {names}"
        if tabs is not None:  # Ctrl+Tab turns the page, from wherever the focus is inside
            QTest.keyClick(QApplication.focusWidget(), K.Key_Tab, CTRL)
    if tabs is not None:
        assert tabs.currentIndex() == 0, "Ctrl+Tab should come round to the first page"


def _labelled(dialog: QWidget) -> None:
    """Each control has words a screen reader says: its text, a label's buddy or a name."""
    from PySide6.QtWidgets import QLabel

    buddies = {label.buddy() for label in dialog.findChildren(QLabel) if label.buddy()}
    for widget in _controls(dialog):
        has_text = isinstance(widget, QAbstractButton) and widget.text().strip()
        assert has_text or widget in buddies or widget.accessibleName(), (
            f"{type(widget).__name__} {widget.objectName()} has no name"
        )


def test_new_game_dialog_every_house_rule_by_keys(qtbot):
    from rummy_desktop.ui.dialogs.new_game import NewGameDialog

    for variant in ("hillbilly", "three-thirteen"):
        dialog = NewGameDialog(None, solo(variant))
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        _reachable_on_every_page(dialog)
        _labelled(dialog)
        dialog.close()


def test_preferences_and_review_by_keys(qtbot):
    from rummy_desktop.ui.dialogs.preferences import PreferencesDialog

    prefs = PreferencesDialog(Settings())
    qtbot.addWidget(prefs)
    prefs.show()
    qtbot.waitExposed(prefs)
    _reachable_on_every_page(prefs)
    _labelled(prefs)
    QTest.keyClick(QApplication.focusWidget(), K.Key_Escape)
    assert prefs.result() == QDialog.DialogCode.Rejected and not prefs.isVisible()

    review, _ = _shown_review(qtbot, moves=30)
    qtbot.waitExposed(review)
    _reachable_on_every_page(review)
    review.moves.setFocus()
    QTest.keyClick(review.moves, K.Key_Home)  # the list of moves steps the review by keys
    assert review.review.position == 0
    QTest.keyClick(review.moves, K.Key_Down)
    assert review.review.position == 1
    assert review.table in _tab_walk(review), "the position's text is not reachable to read"


def _shown_review(qtbot, moves: int):
    """The review window of a two-seat Three Thirteen game of ``moves`` first-legal moves."""
    from rummy_desktop.ui.dialogs.review import ReviewWindow

    game = Game(RuleSet.preset("three-thirteen", players=2), seed=3)
    while not game.is_over and len(game.log) < moves:
        game.apply(game.legal_actions(game.to_act()[0])[0])
    review = ReviewWindow(GameReview.from_game(game, [Seat.human("Ann"), Seat.computer("Bo")]))
    qtbot.addWidget(review)
    review.show()
    return review, game


def _keys(*keys):
    """A step for ``answering``: press ``keys`` where the open dialog's focus is."""

    def step(dialog) -> None:
        for key in keys:  # the dialog's own focus (the window system may not have moved it yet)
            QTest.keyClick(dialog.focusWidget() or dialog, key)

    return step


def test_new_game_from_the_window_by_keys_escape_then_return(qtbot):
    from .drive import answering

    window = open_window(qtbot, solo("three-thirteen", seed=5))
    c = window.controller
    game = c.game
    # Ctrl+N opens the dialog with the keys in it; Escape cancels: the same game plays on.
    with answering(_keys(K.Key_Escape)) as asked:
        QTest.keyClick(window.view, K.Key_N, CTRL)
    assert c.game is game and asked.seen == ["New Game"]
    # Ctrl+N, then Return: the dialog deals the game it shows.
    with answering(_keys(K.Key_Return)) as asked:
        QTest.keyClick(window.view, K.Key_N, CTRL)
    assert c.game is not game
    close_window(window)


def test_the_review_steps_by_home_end_and_arrows_from_its_buttons(qtbot):
    """The review's shortcuts (Home, End, Left, Right) work wherever its focus is, here on
    a button (a button takes no arrow keys of its own)."""
    review, game = _shown_review(qtbot, moves=12)
    review.activateWindow()  # a window shortcut fires only in the active window
    qtbot.waitUntil(review.isActiveWindow, timeout=2000)
    button = review.buttons["first"]
    button.setFocus()
    QTest.keyClick(button, K.Key_Home)
    assert review.review.position == 0
    QTest.keyClick(button, K.Key_Right)
    QTest.keyClick(button, K.Key_Right)
    assert review.review.position == 2
    QTest.keyClick(button, K.Key_Left)
    assert review.review.position == 1
    QTest.keyClick(button, K.Key_End)
    assert review.review.position == len(game.log) == 12
    assert review.where.text() == "Move 12 of 12"

"""Screenshots of the moments a new player trips on, taken from the real window.

    .venv/bin/python tools/new_player_shots.py DIR          # PNGs of every moment into DIR
    .venv/bin/python tools/new_player_shots.py DIR 03 09    # only the moments numbered so

The moments are those of shared/ux/new-player-2026-12 (a card dropped on a staged card, a
hint at the pass screen, the smallest window, the round end, the dialogs, ...). Every gesture
is a real mouse or key event sent to the window, so running this on an older commit of the
project gives the "before" pictures of the same moments. Offscreen Qt; no display needed.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QEventLoop, QPointF, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QMouseEvent  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton


def wait(ms: int) -> None:
    loop = QEventLoop()
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(loop.quit)
    timer.start(ms)
    loop.exec()


def window(size=(1280, 800), variant="hillbilly", seats=None, seed=329333, level="medium"):
    from rummy_desktop.match.seat import Seat
    from rummy_desktop.match.setup import GameSetup

    try:
        from rummy_desktop.ui.window.main_window import MainWindow
    except ImportError:  # an older commit (the "before" pictures): the window was in ui/
        from rummy_desktop.ui.main_window import MainWindow

    names = ("Ada", "Bruno", "Chloé", "Dev", "Emma", "Farid", "Greta")
    seats = seats or (Seat.of("You"),) + tuple(Seat.of(n, level) for n in names[:3])
    w = MainWindow()
    w.resize(*size)
    w.show()
    w.activateWindow()
    w.set_speed(0)
    w.finish_startup(GameSetup(variant, seats, {}, seed))
    wait(100)
    return w


def until(test: Callable[[], bool], ms: int = 20000) -> None:
    for _ in range(ms // 20):
        if test():
            return
        wait(20)
    raise RuntimeError("the moment never came")


def my_turn(w, seat: int = 0) -> None:
    until(lambda: w.controller.acting_human() == seat and not w.scene.is_animating())


def done(w) -> None:
    w.controller.shutdown()
    if getattr(w, "round_end_dialog", None) is not None:
        w.round_end_dialog.done(0)
    w.setWindowModified(False)
    w.close()


def rig(w, text: str, phase: str = "play", seat: int = 0) -> dict:
    """Give ``seat`` exactly these cards on its own turn (the pack stays whole)."""
    from rummy_desktop.engine import parse_cards

    state = w.controller.game._state
    wanted = parse_cards(text)
    keep = set(wanted)
    spare = [c for c in state.hands[seat] if c not in keep]
    for pile in [*state.hands, state.stock, state.discard]:
        pile[:] = [c for c in pile if c not in keep]
    state.stock[:0] = spare
    state.hands[seat][:] = wanted
    state.phase, state.turn, state.buy_card = phase, seat, None
    w.controller.reveal_to(seat)
    wait(50)
    return {c.code: c for c in wanted}


def send(w, kind, point: QPointF, button, buttons) -> None:
    view = w.view
    local = QPointF(view.mapFromScene(point))
    glob = QPointF(view.viewport().mapToGlobal(local.toPoint()))
    mods = Qt.KeyboardModifier.NoModifier
    QApplication.sendEvent(view.viewport(), QMouseEvent(kind, local, glob, button, buttons, mods))


def drag(w, start: QPointF, end: QPointF) -> None:
    send(w, QMouseEvent.Type.MouseButtonPress, start, LEFT, LEFT)
    for i in range(1, 9):
        t = i / 8
        p = QPointF(start.x() + (end.x() - start.x()) * t, start.y() + (end.y() - start.y()) * t)
        send(w, QMouseEvent.Type.MouseMove, p, NONE, LEFT)
    send(w, QMouseEvent.Type.MouseButtonRelease, end, LEFT, NONE)
    wait(30)


def on(w, card) -> QPointF:
    item = w.scene.card_items()[card]
    return item.mapToScene(QPointF(item.width * 0.12, item.height * 0.45))


def stage_point(w) -> QPointF:
    rect = w.scene.pile_rect("stage")
    return QPointF(rect.left() + rect.width() * 0.85, rect.top() + rect.height() * 0.8)


def click_button(button) -> None:
    QTest.mouseClick(button, LEFT)
    wait(30)


# ---- the moments ------------------------------------------------------------------------------


def m01(out: Path) -> None:
    """A second card dropped on the first staged card."""
    w = window()
    my_turn(w)
    hand = rig(w, "7H 7S 7D 9C 9D JK KS 4C 5S")
    drag(w, on(w, hand["7H"]), stage_point(w))
    drag(w, on(w, hand["7S"]), on(w, hand["7H"]))
    w.grab().save(str(out / "01-card-dropped-on-staged-card.png"))
    done(w)


def m02(out: Path) -> None:
    """Hot seat: the first person asks for a hint, discards; the pass screen is up."""
    from rummy_desktop.match.seat import Seat

    w = window(variant="three-thirteen", seats=(Seat.of("Ann"), Seat.of("Ben")), seed=4)
    until(w.table.pass_screen.isVisible)
    click_button(w.table.pass_screen.button)
    until(lambda: w.controller.acting_human() is not None)
    click_button(w.panel.buttons["hint"])
    wait(600)
    c = w.controller
    c.submit(c.legal()[0])  # draw
    wait(100)
    card = w.scene.hand_order()[0]
    drag(w, on(w, card), w.scene.pile_rect("discard").center())
    until(w.table.pass_screen.isVisible)
    w.grab().save(str(out / "02-hotseat-pass-screen.png"))
    done(w)


def m03(out: Path) -> None:
    """The smallest window, four seats."""
    w = window(size=(1024, 700))
    my_turn(w)
    w.grab().save(str(out / "03-1024x700.png"))
    done(w)


def _round_end(variant: str, out: Path, name: str) -> None:
    from rummy_desktop.ai import make_bot

    w = window(variant=variant, seed=4242, level="simple")
    brain = make_bot("simple", seed=3)
    c = w.controller
    until(lambda: w.round_end_dialog is not None or c.acting_human() is not None)
    for _ in range(2000):
        if w.round_end_dialog is not None:
            break
        if c.acting_human() is not None:
            c.submit(brain.choose(c.game.view(0)))
        wait(5)
    wait(200)
    w.round_end_dialog.grab().save(str(out / f"{name}-dialog.png"))
    w.grab().save(str(out / f"{name}-table.png"))
    done(w)


def m04(out: Path) -> None:
    """The round end of Three Thirteen: every hand, who went out."""
    _round_end("three-thirteen", out, "04-round-end-three-thirteen")


def m05(out: Path) -> None:
    """The round end of Hillbilly Rummy."""
    _round_end("hillbilly", out, "05-round-end-hillbilly")


def m06(out: Path) -> None:
    """The New Game dialog, each of its pages."""
    from rummy_desktop.ui.dialogs.new_game import NewGameDialog

    d = NewGameDialog()
    d.show()
    wait(50)
    d.grab().save(str(out / "06-new-game.png"))
    tabs = getattr(d, "tabs", None)
    if tabs is not None:
        tabs.setCurrentIndex(1)
        wait(50)
        d.grab().save(str(out / "06-new-game-house-rules.png"))
    d.close()


def _text_dialog(which: str, out: Path, name: str) -> None:
    from rummy_desktop.ui.dialogs import help as help_module

    shown = []
    w = window()
    help_module.TextDialog.exec = lambda self: shown.append(self) or 0  # show, don't block
    getattr(w, which)()
    dialog = shown[-1]
    dialog.show()
    wait(50)
    dialog.grab().save(str(out / name))
    dialog.close()
    done(w)


def m07(out: Path) -> None:
    """Help > How to play."""
    _text_dialog("show_rules", out, "07-how-to-play.png")


def m08(out: Path) -> None:
    """Help > About."""
    _text_dialog("show_about", out, "08-about.png")


def m09(out: Path) -> None:
    """The pass screen for a long name."""
    from rummy_desktop.match.seat import Seat

    seats = (Seat.of("Annabelle-Marie"), Seat.of("Ben"))
    w = window(size=(1024, 700), variant="three-thirteen", seats=seats)
    until(w.table.pass_screen.isVisible)
    w.grab().save(str(out / "09-pass-screen.png"))
    done(w)


def m10(out: Path) -> None:
    """A staged group that is no meld, and what it says."""
    w = window()
    my_turn(w)
    hand = rig(w, "AH AD 6S 9C 9D JK KS")
    drag(w, on(w, hand["AH"]), stage_point(w))
    for code in ("AD", "6S"):
        drag(w, on(w, hand[code]), on(w, hand["AH"]))
    w.grab().save(str(out / "10-staged-set-words.png"))
    done(w)


def m11(out: Path) -> None:
    """A short hand on a big table."""
    w = window(size=(1600, 1000))
    my_turn(w)
    rig(w, "3H 7S 9D KC 2S")
    w.grab().save(str(out / "11-short-hand.png"))
    done(w)


def m12(out: Path) -> None:
    """A hint: what it says, and what it lights."""
    w = window(variant="three-thirteen", seed=7)
    my_turn(w)
    rig(w, "7H 8H 9H 4C KS 2D")
    click_button(w.panel.buttons["hint"])
    until(lambda: "Hint:" in w.message_label.text() and "Thinking" not in w.message_label.text())
    wait(100)
    w.grab().save(str(out / "12-hint.png"))
    done(w)


def m13(out: Path) -> None:
    """Table Talk when the buy box opens, after a few rounds of moves."""
    w = window()
    c = w.controller
    offers = 0
    for _ in range(400):
        until(lambda: c.acting_human() is not None)
        if c.buy_offer() is not None:
            offers += 1
            if offers == 5:
                break
            c.submit(c.legal()[-1])  # pass
            continue
        c.submit(c.legal()[0])
    wait(150)
    w.grab().save(str(out / "13-table-talk-buy-box.png"))
    done(w)


MOMENTS = {name[1:]: fn for name, fn in globals().items() if name[:1] == "m" and name[1:].isdigit()}


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    QApplication.instance() or QApplication([])
    import rummy_desktop.ui  # noqa: F401 (the PySide6 guard of ui/qt_compat.py)

    for number in argv[1:] or sorted(MOMENTS):
        MOMENTS[number](out)
        print(f"shots: moment {number}: {MOMENTS[number].__doc__.strip()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

"""Coach mode: before a human's blunder the table asks once; a good move goes through; the
game counts as assisted. The move reaches the controller as the gesture judge hands it on
(``submit``), and the question is the window's own box."""

from __future__ import annotations

from rummy_desktop.ai import make_bot
from rummy_desktop.ai.medium import rank_moves
from rummy_desktop.coach import judge
from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.persistence.stats import Stats
from rummy_desktop.ui.dialogs import plain_box
from rummy_desktop.ui.window.main_window import MainWindow

from ..coach.test_planted import break_a_meld, planted


def blunder_position():
    """A real game's moment where breaking a made meld is a blunder by the coach."""
    for view, mistake, move, seed in planted("three-thirteen", 3, 12, break_a_meld, limit=6):
        if judge(view, mistake, seed, move).mark == "blunder":
            return view, mistake, move, seed
    raise AssertionError("no blunder found")


def table_at(qtbot, move: int, seed: int, human: int) -> MainWindow:
    game = Game(RuleSet.preset("three-thirteen", players=3), seed=seed)
    bots = [make_bot("medium", seed + s) for s in range(3)]
    while len(game.log) < move:
        s = game.to_act()[0]
        game.apply(bots[s].choose(game.view(s)))
    names = ["You", "Ada", "Bert"]
    seats = tuple(Seat.of(n, None if i == human else "medium") for i, n in enumerate(names))
    w = MainWindow(persist=False)
    qtbot.addWidget(w)
    w.show()
    w.finish_startup(GameSetup("three-thirteen", seats, {}, seed))
    w.controller.start(w.controller.setup, actions=tuple(game.log))
    w.controller.set_coach_mode(True)
    qtbot.waitUntil(lambda: w.controller.acting_human() == human, timeout=8000)
    return w


def test_a_blunder_is_asked_about_once(qtbot, monkeypatch):
    view, mistake, move, seed = blunder_position()
    asked: list[str] = []
    answer = {"go": False}

    def ask(_parent, title, text):
        asked.append(text)
        return answer["go"]

    monkeypatch.setattr(plain_box, "ask", ask)
    w = table_at(qtbot, move, seed, view.seat)
    c = w.controller
    assert c.coach_used  # coach mode was on: the game is assisted
    before = c.game.snapshot()
    assert c.submit(mistake)
    qtbot.waitUntil(lambda: bool(asked), timeout=60_000)
    assert f"Discard the {mistake.card.pretty} anyway?" in asked[0]
    assert "gives up about" in asked[0]
    assert c.game.snapshot() == before  # "No": nothing moved
    assert len(c.game.log) == move
    # The same move again: asked once already, so it is played at once.
    assert c.submit(mistake)
    assert len(c.game.log) == move + 1 and len(asked) == 1
    w.setWindowModified(False)
    w.close()


def test_a_good_move_goes_through_after_the_check(qtbot, monkeypatch):
    view, _mistake, move, seed = blunder_position()
    asked: list[str] = []
    monkeypatch.setattr(plain_box, "ask", lambda _p, _t, text: asked.append(text) or False)
    w = table_at(qtbot, move, seed, view.seat)
    c = w.controller
    good = rank_moves(view)[0].action
    assert c.submit(good)
    qtbot.waitUntil(lambda: len(c.game.log) > move, timeout=60_000)
    assert c.game.log[move] == good and asked == []
    w.setWindowModified(False)
    w.close()


def test_an_assisted_game_is_counted_for_its_humans():
    game = Game(RuleSet.preset("three-thirteen", players=2), seed=3)
    bots = [make_bot("simple", 1), make_bot("simple", 2)]
    while not game.is_over:
        s = game.to_act()[0]
        game.apply(bots[s].choose(game.view(s)))
    seats = [Seat.human("Ann"), Seat.computer("Bob", "simple")]
    stats = Stats().with_game(game, seats, "a" * 32, assisted=[0])
    assert stats.record("Ann", "three-thirteen").assisted_games == 1
    assert stats.record("Bob", "three-thirteen").assisted_games == 0
    again = Stats().with_game(game, seats, "b" * 32)
    assert again.record("Ann", "three-thirteen").assisted_games == 0


def test_preferences_turn_coach_mode_on_and_it_is_off_by_default(qtbot):
    from PySide6.QtCore import Qt

    from rummy_desktop.persistence import Settings
    from rummy_desktop.ui.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.coach_box.isChecked() and Settings().coach_mode is False
    qtbot.mouseClick(dialog.coach_box, Qt.LeftButton)
    assert dialog.coach_box.isChecked() and dialog.edited().coach_mode is True

"""Sound (issue 22): the engine's events ask for their sounds, View ▸ Sound is remembered, tests
and --selftest are silent, the shipped WAV files are what tools/make_sounds.py makes, and
QtMultimedia missing (or no audio output) means a silent game, not an error."""

from __future__ import annotations

import importlib.util
import itertools
import sys
import wave
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rummy_desktop.engine import (
    Bought,
    Discard,
    Discarded,
    DrawStock,
    Drew,
    LaidDown,
    LaidOff,
    RoundEnded,
    Swapped,
    WentOut,
    parse_cards,
)
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.tabletop.sounds import SOUND_NAMES, SoundPacer, sound_for
from rummy_desktop.ui import sound as sound_module
from rummy_desktop.ui.resources import resource_path
from rummy_desktop.ui.sound import MODULE_MISSING, NO_DEVICE, QtSink, SoundPlayer
from rummy_desktop.ui.window.main_window import MainWindow

from .drive import close_window, open_window, solo, wait_for_my_turn
from .test_full_round import gesture_for, play_round_with_mouse

ROOT = Path(__file__).resolve().parents[2]
LEFT = Qt.MouseButton.LeftButton
ALL_COMPUTERS = tuple(Seat.of(n, "simple") for n in ("Ada", "Bruno", "Chloé", "Dev"))


class Recorder:
    """A sink that only writes down what it was asked to play."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> None:
        self.played.append(name)


def ticking(step: float = 1.0):
    """A clock that moves on ``step`` seconds every time it is read (0: it stands still)."""
    counter = itertools.count()
    return lambda: next(counter) * step


def listen(window, clock=None) -> Recorder:
    recorder = Recorder()
    window.sound.sink = recorder
    window.sound.clock = clock or ticking()
    return recorder


def expected(batch) -> str | None:
    """The issue's table, written out here: one sound a batch, the most telling one."""
    kinds = {type(e) for e in batch}
    for name, types in (
        ("going_out", {WentOut}),
        ("round_end", {RoundEnded}),
        ("lay_down", {LaidDown, LaidOff, Swapped}),
        ("buy", {Bought}),
        ("discard", {Discarded}),
        ("draw", {Drew}),
    ):
        if kinds & types:
            return name
    return None


# ---- each event kind, from real play -----------------------------------------------------


@pytest.fixture
def window(qtbot):
    w = open_window(qtbot, GameSetup("hillbilly", ALL_COMPUTERS[:2], {}, 3))
    yield w
    close_window(w)


@pytest.mark.parametrize(("variant", "seed"), [("hillbilly", 13), ("three-thirteen", 1)])
def test_every_batch_of_a_round_played_with_the_mouse_asks_for_its_sound(
    qtbot, window, variant, seed
):
    recorder = listen(window)
    batches: list = []
    window.controller.eventsApplied.connect(batches.append)
    play_round_with_mouse(qtbot, window, variant, seed)
    wanted = [name for name in map(expected, batches) if name is not None]
    assert recorder.played == wanted
    assert {"draw", "discard"} <= set(wanted)
    assert wanted[-1] in ("going_out", "round_end")


def test_all_six_sounds_are_heard_in_rounds_of_both_games(qtbot):
    heard: set[str] = set()
    # Hillbilly's deal 5 gives buy, discard, draw, going out and lay down; Three Thirteen's the
    # round end. (A second Hillbilly round, deal 7, was played too: it added no sound.)
    for variant, seed in (("hillbilly", 5), ("three-thirteen", 5)):
        w = open_window(qtbot, GameSetup(variant, ALL_COMPUTERS, {}, seed))
        recorder = listen(w)  # before the first computer's move (they wait for the loop)
        ended: list = []
        w.controller.roundEnded.connect(ended.append)
        try:
            qtbot.waitUntil(lambda e=ended: bool(e), timeout=30000)
        finally:
            close_window(w)
        heard |= set(recorder.played)
    assert heard == set(SOUND_NAMES)


def test_a_draw_sounds_the_same_from_the_stock_and_from_the_discard(qtbot):
    """Hot-seat privacy: the sound does not tell where a card came from (nor whose it was)."""
    card = parse_cards("7H")[0]
    assert sound_for([Drew(0, card, "stock")]) == sound_for([Drew(1, card, "discard")]) == "draw"


def _draw_by_mouse(qtbot, window):
    """Three Thirteen (no buy comes first): deal, then draw from the stock with the mouse."""
    window.start_game(solo("three-thirteen", seed=1))
    wait_for_my_turn(qtbot, window)
    c = window.controller
    before = len(c.game.log)
    gesture_for(window, next(a for a in c.game.legal_actions(0) if isinstance(a, DrawStock)))
    qtbot.waitUntil(lambda: len(c.game.log) > before, timeout=5000)
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=5000)
    return c


def test_muted_plays_nothing_and_unmuted_plays_again(qtbot, window):
    recorder = listen(window)
    window.set_sound(False)
    c = _draw_by_mouse(qtbot, window)
    assert recorder.played == []
    window.set_sound(True)
    discard = next(a for a in c.game.legal_actions(0) if isinstance(a, Discard))
    gesture_for(window, discard)
    qtbot.waitUntil(lambda: "discard" in recorder.played, timeout=5000)


def test_computers_at_instant_speed_do_not_stack_sounds(qtbot, window):
    """The clock stands still: after one sound only a more telling one may follow, so a whole
    round of computer moves is a handful of sounds, and its end is still heard."""
    recorder = listen(window, clock=ticking(0.0))
    ended: list = []
    window.controller.roundEnded.connect(ended.append)
    window.start_game(GameSetup("three-thirteen", ALL_COMPUTERS, {}, 5))
    qtbot.waitUntil(lambda: bool(ended), timeout=30000)
    ranks = [SOUND_NAMES.index(n) for n in recorder.played]
    assert ranks == sorted(ranks, reverse=True) and len(ranks) == len(set(ranks))
    assert recorder.played[-1] in ("going_out", "round_end")
    assert len(window.controller.game.log) > 3 * len(recorder.played)


def test_the_pacer_lets_a_sound_through_after_the_gap_or_when_it_is_more_telling():
    pacer = SoundPacer(gap_s=0.1)
    assert pacer.admit("discard", 0.0)
    assert not pacer.admit("discard", 0.05)
    assert not pacer.admit("draw", 0.09)
    assert pacer.admit("round_end", 0.095)
    assert pacer.admit("draw", 0.2)


# ---- View ▸ Sound, by mouse and by keyboard, across a restart -----------------------------


def _make(qtbot) -> MainWindow:
    w = MainWindow(persist=True)
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=2000)
    w.finish_startup(solo("hillbilly"))
    return w


def _view_menu(w):
    return next(a.menu() for a in w.menuBar().actions() if a.text() == "&View")


def _click_sound(qtbot, w) -> None:
    bar, menu = w.menuBar(), _view_menu(w)
    QTest.mouseClick(bar, LEFT, pos=bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    action = w.menu_actions["sound"]
    QTest.mouseClick(menu, LEFT, pos=menu.actionGeometry(action).center())
    qtbot.waitUntil(lambda: not menu.isVisible(), timeout=2000)


def _keys_sound(qtbot, w) -> None:
    menu = _view_menu(w)
    QTest.keyClick(w, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)  # Alt+V: the View menu
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    QTest.keyClick(menu, Qt.Key.Key_O)  # S&ound
    qtbot.waitUntil(lambda: not menu.isVisible(), timeout=2000)


def test_view_sound_by_mouse_and_by_keyboard_is_remembered_across_a_restart(qtbot, home):
    from rummy_desktop.persistence import load_settings

    w = _make(qtbot)
    assert (
        w.menu_actions["sound"].isCheckable() and w.menu_actions["sound"].isChecked() and w.sound.on
    )
    _click_sound(qtbot, w)
    assert not w.menu_actions["sound"].isChecked() and not w.sound.on
    assert load_settings()[0].sound is False
    close_window(w)

    again = _make(qtbot)
    assert not again.menu_actions["sound"].isChecked() and not again.sound.on
    recorder = listen(again)
    _keys_sound(qtbot, again)
    assert again.menu_actions["sound"].isChecked() and again.sound.on
    assert load_settings()[0].sound is True
    again.sound.hear([WentOut(1)])
    assert recorder.played == ["going_out"]
    close_window(again)

    third = _make(qtbot)
    assert third.menu_actions["sound"].isChecked() and third.sound.on
    close_window(third)


# ---- silent in tests and in --selftest ------------------------------------------------------


def test_a_window_made_by_tests_has_no_sink_so_it_is_silent(qtbot, home, monkeypatch):
    from rummy_desktop.ui import app

    made: list = []
    monkeypatch.setattr(QtSink, "__init__", lambda self, *a, **k: made.append(self))
    w = MainWindow(persist=True)
    qtbot.addWidget(w)
    assert w.sound.sink is None
    w.sound.hear([WentOut(0)])  # nothing to play it on, and no error
    started = app.start_window([])  # the real start-up path, as tests call it
    qtbot.addWidget(started)
    assert started.sound.sink is None and made == []
    started.close()
    w.close()


def test_the_real_app_has_a_sink_and_warms_it_after_the_window_is_shown(qtbot, home, monkeypatch):
    from rummy_desktop.ui import app

    monkeypatch.setenv("RUMMY_DESKTOP_EXIT_AFTER_SHOW", "1")
    before = set(QApplication.topLevelWidgets())
    warmed: list = []
    monkeypatch.setattr(QtSink, "ready", lambda self: warmed.append(self) or False)
    assert app.run([]) == 0
    window = next(
        w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in before
    )
    qtbot.addWidget(window)
    assert isinstance(window.sound.sink, QtSink)
    assert warmed == []  # nothing loads before the window is up
    window.finish_startup(solo("hillbilly"))
    qtbot.waitUntil(lambda: bool(warmed), timeout=3000)
    close_window(window)


def test_selftest_plays_no_sound(qtbot, monkeypatch, capsys):
    from rummy_desktop.ui.window.selftest import run_selftest

    played: list = []
    sinks: list = []
    monkeypatch.setattr(QtSink, "play", lambda self, name: played.append(name))
    original = SoundPlayer.hear

    def hear(self, events):
        sinks.append(self.sink)
        original(self, events)

    monkeypatch.setattr(SoundPlayer, "hear", hear)
    assert run_selftest() == 0
    out = capsys.readouterr().out
    assert "selftest ok" in out and "sound: QtMultimedia loads" in out  # checked, not played
    assert sinks and set(sinks) == {None} and played == []  # events came, nothing played


# ---- QtMultimedia missing, or no audio output: silent, no error -----------------------------


def _raise_import_error():
    raise ImportError("libpulse.so.0: cannot open shared object file")


def test_without_qtmultimedia_the_game_is_silent_and_view_sound_says_why(qtbot, window):
    sink = QtSink(load_module=_raise_import_error)
    window.sound.sink = sink
    window.sound.clock = ticking()
    _draw_by_mouse(qtbot, window)
    assert sink.module_missing and sink.problem == MODULE_MISSING and sink.effects == {}
    assert QApplication.activeModalWidget() is None
    menu = _view_menu(window)
    bar = window.menuBar()
    QTest.mouseClick(bar, LEFT, pos=bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    assert window.menu_actions["sound"].toolTip() == MODULE_MISSING
    assert window.menu_actions["sound"].isEnabled()  # still the player's remembered choice
    QTest.mouseClick(menu, LEFT, pos=menu.actionGeometry(window.menu_actions["sound"]).center())
    assert not window.sound.on and window.session.settings.sound is False


def test_with_no_audio_output_no_sound_effect_is_made():
    made: list = []
    fake = SimpleNamespace(
        QMediaDevices=SimpleNamespace(audioOutputs=lambda: []),
        QSoundEffect=lambda: made.append(1),
    )
    sink = QtSink(load_module=lambda: fake)
    sink.play("discard")
    assert sink.problem == NO_DEVICE and made == [] and not sink.module_missing


def test_a_player_asks_a_qt_sink_for_the_sound_and_it_plays_that_file():
    played: list = []

    class Effect:
        def setSource(self, url):
            self.url = url

        def setVolume(self, v):
            self.volume = v

        def play(self):
            played.append(Path(self.url.toLocalFile()).name)

    fake = SimpleNamespace(
        QMediaDevices=SimpleNamespace(audioOutputs=lambda: ["speakers"]), QSoundEffect=Effect
    )
    player = SoundPlayer(QtSink(load_module=lambda: fake), clock=ticking())
    player.hear([LaidDown(0, (1, 2))])
    player.hear([Bought(1, None, ())])
    assert played == ["lay_down.wav", "buy.wav"] and player.sink.problem is None


# ---- the real QSoundEffect and the shipped files -------------------------------------------


def test_qtmultimedia_is_installed_and_loads_every_shipped_sound(qtbot):
    assert importlib.util.find_spec("PySide6.QtMultimedia") is not None
    sink = QtSink()
    multimedia = sink.module()
    assert multimedia is not None, "PySide6-Addons and libpulse0 are installed by make test"
    sink.load_effects(multimedia)
    assert set(sink.effects) == set(SOUND_NAMES)
    for name, effect in sink.effects.items():
        path = resource_path(f"sounds/{name}.wav")
        assert effect.source() == QUrl.fromLocalFile(str(path)) and path.is_file()
        assert effect.volume() == pytest.approx(sound_module.VOLUME)
    if multimedia.QMediaDevices.audioOutputs():  # a machine with speakers: the files decode
        for effect in sink.effects.values():
            qtbot.waitUntil(lambda e=effect: e.isLoaded(), timeout=3000)
            assert effect.status() != multimedia.QSoundEffect.Status.Error


def _samples(path: Path) -> tuple[wave._wave_params, list[int]]:
    import struct

    with wave.open(str(path), "rb") as f:
        params = f.getparams()
        frames = f.readframes(params.nframes)
    return params, list(struct.unpack(f"<{len(frames) // 2}h", frames))


LENGTHS_S = {
    "draw": (0.05, 0.2),
    "discard": (0.05, 0.2),
    "lay_down": (0.15, 0.4),
    "buy": (0.1, 0.3),
    "going_out": (0.3, 1.0),
    "round_end": (0.3, 1.0),
}


def test_the_shipped_sounds_are_small_mono_16_bit_wav_files_of_the_right_length():
    folder = ROOT / "resources" / "sounds"
    total = 0
    for name in SOUND_NAMES:
        path = folder / f"{name}.wav"
        params, samples = _samples(path)
        assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050), name
        low, high = LENGTHS_S[name]
        assert low <= params.nframes / params.framerate <= high, name
        assert 0.3 * 32767 < max(map(abs, samples)) <= 0.6 * 32767, name  # audible, no clipping
        assert samples[-1] == 0 and abs(samples[0]) < 200, name  # no click at either end
        total += path.stat().st_size
    assert total < 100 * 1024
    assert sorted(p.stem for p in folder.glob("*.wav")) == sorted(SOUND_NAMES)


def test_the_shipped_sounds_are_what_tools_make_sounds_makes(tmp_path):
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import make_sounds
    finally:
        sys.path.remove(str(ROOT / "tools"))
    make_sounds.make_all(tmp_path)
    for name in SOUND_NAMES:
        shipped, fresh = (
            _samples(ROOT / "resources/sounds" / f"{name}.wav"),
            _samples(tmp_path / f"{name}.wav"),
        )
        assert shipped[0] == fresh[0] and len(shipped[1]) == len(fresh[1]), name
        # Within one step: another machine's libm may round a sine's last bit differently.
        assert max(abs(a - b) for a, b in zip(shipped[1], fresh[1], strict=True)) <= 1, name


def test_the_sounds_and_their_provenance_are_bundled():
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import bundle_config
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    pairs = bundle_config.data_files()
    assert (str(ROOT / "resources" / "sounds"), "resources/sounds") in pairs
    readme = (ROOT / "resources" / "sounds" / "README.md").read_text(encoding="utf-8")
    assert "tools/make_sounds.py" in readme and "licence" in readme.lower()


def test_hot_seat_a_draw_from_the_stock_and_from_the_discard_sound_alike(qtbot):
    """Two people at one screen: Ann draws from the stock, Ben takes her discard; both hear
    "draw", and the pass screen itself makes no sound."""
    from .drive import card_point, drag, top_stock_point
    from .test_hot_seat_privacy import _reveal

    w = open_window(qtbot, GameSetup("three-thirteen", (Seat.of("Ann"), Seat.of("Ben")), {}, 4))
    try:
        recorder = listen(w)
        c, scene = w.controller, w.scene
        me = _reveal(qtbot, w)
        assert recorder.played == []
        drag(w, top_stock_point(w), scene.pile_rect("hand").center())
        qtbot.waitUntil(lambda: recorder.played == ["draw"], timeout=5000)
        qtbot.waitUntil(lambda: not scene.is_animating(), timeout=5000)
        drag(w, card_point(w, scene.hand_order()[0]), scene.pile_rect("discard").center())
        qtbot.waitUntil(w.table.pass_screen.isVisible, timeout=5000)
        assert recorder.played == ["draw", "discard"]
        other = _reveal(qtbot, w)
        assert other != me and recorder.played == ["draw", "discard"]
        qtbot.waitUntil(lambda: not scene.is_animating(), timeout=5000)
        top = scene.model.discard[-1]
        drag(w, card_point(w, top), scene.pile_rect("hand").center())
        qtbot.waitUntil(lambda: len(recorder.played) == 3, timeout=5000)
        assert c.game.log[-1].__class__.__name__ == "TakeDiscard"
        assert recorder.played == ["draw", "discard", "draw"]
    finally:
        close_window(w)


QUIET_START = """
from PySide6.QtCore import qWarning
from PySide6.QtWidgets import QApplication
from rummy_desktop.ui import sound
app = QApplication([])
player = sound.SoundPlayer(sound.QtSink())
player.warm_up()
print("silent because:", player.why_silent())
qWarning("a warning of the game's own")
with sound.without_sound_server_noise():
    qWarning("a warning while sound is looked for")
"""


def test_a_machine_without_a_sound_server_starts_quietly_and_other_warnings_still_show():
    """Issue 34, item 30: no 'PulseAudioService: pa_context_connect() failed' on every start
    (View ▸ Sound's tooltip already says why the game is silent); Qt's other messages stay."""
    import os
    import subprocess

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    env.pop("QT_LOGGING_RULES", None)
    done = subprocess.run(
        [sys.executable, "-c", QUIET_START], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert "pa_context_connect" not in done.stderr
    assert "PulseAudio" not in done.stderr
    assert "a warning of the game's own" in done.stderr
    assert "a warning while sound is looked for" in done.stderr

"""``rummy-desktop --selftest``: one round of each game, every seat a computer, instant speed;
then a network table hosted and joined on 127.0.0.1 (``network_check``).

It opens the real window (offscreen works), plays through the real controller and scene, and
after every batch of events checks that the scene shows what the engine holds: the viewer's
hand, every other hand's size and privacy, the stock count, the discard pile and the melds.
Prints one summary line; returns 0, or 1 with the first mismatch.
Set ``RUMMY_SHOTS=/some/dir`` to also save screenshots of the window along the way.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any

SEED = 20240611
TIMEOUT_S = 60.0


class SceneMismatch(AssertionError):
    pass


def check_scene(scene: Any, controller: Any) -> None:
    """Raise SceneMismatch unless the scene shows the engine's at for the viewer."""
    game, model = controller.game, scene.model
    if model is None:
        raise SceneMismatch("the scene has no model")
    if controller.paused and controller.round_shown:
        return  # the round-end table shows every hand; checked in check_round_end
    at = game.position()
    viewer = controller.viewer
    face_up = scene.face_up_cards()
    items = scene.card_items()
    if model.stock_size != len(at.stock):
        raise SceneMismatch(f"stock: scene {model.stock_size}, engine {len(at.stock)}")
    caption = getattr(getattr(scene.dressing, "stock_marker", None), "caption", None)
    if caption is not None and not caption.endswith(str(len(at.stock))):
        raise SceneMismatch(f"stock caption '{caption}' but {len(at.stock)} cards")
    if tuple(model.discard) != tuple(at.discard):
        raise SceneMismatch("the discard pile differs from the engine's")
    if at.discard and at.discard[-1] not in face_up:
        raise SceneMismatch(f"the top discard {at.discard[-1].pretty} is not shown face up")
    for tm in at.melds:
        missing = [c for c in tm.meld.cards if c not in face_up]
        if missing:
            raise SceneMismatch(f"meld {tm.id}: {missing[0].pretty} is not shown")
    for seat, hand in enumerate(at.hands):
        if seat == viewer:
            _check_viewer_hand(scene, hand)
            continue
        leaked = [c for c in hand if c in face_up]
        if leaked:
            raise SceneMismatch(f"{leaked[0].pretty} of seat {seat}'s hand is face up")
        backs = [k for k in scene.items_by_key if isinstance(k, tuple) and k[:2] == ("seat", seat)]
        if len(backs) != len(hand):
            raise SceneMismatch(f"seat {seat}: {len(backs)} backs for {len(hand)} cards")
    if any(c not in items for c in at.discard[-1:]):
        raise SceneMismatch("the top discard has no card item")


def _check_viewer_hand(scene: Any, hand: list) -> None:
    """The viewer's cards painted in the hand row and the lay-down area are the engine's hand,
    each once; the scene's own arrangement holds the same cards."""
    problem = scene.hand.problem(hand)
    if problem:
        raise SceneMismatch(f"the viewer's hand: {problem}")
    painted = [
        item.card
        for item in scene.card_items().values()
        if item.zone in ("hand", "stage") and item.isVisible() and item.face_up
    ]
    if len(painted) != len(set(painted)) or set(painted) != set(hand):
        raise SceneMismatch(f"the table paints {len(painted)} of the viewer's {len(hand)} cards")
    plate = scene.dressing.plates.get(scene.model.viewer)
    if plate is not None and plate.hand_count != len(hand):
        raise SceneMismatch(f"the name plate counts {plate.hand_count} for {len(hand)} cards")


def check_round_end(scene: Any, summary: Any) -> None:
    face_up = scene.face_up_cards()
    for seat, hand in enumerate(summary.hands):
        hidden = [c for c in hand if c not in face_up]
        if hidden:
            raise SceneMismatch(f"round end: {hidden[0].pretty} of seat {seat} is not shown")


def _stage_a_card(scene: Any) -> bool:
    """Drop the viewer's last row card into the lay-down area, onto the first staged meld
    when there is one (as a player builds a meld), through the scene's own gesture path."""
    from rummy_desktop.tabletop.model import Gesture

    row = scene.hand_order()
    if not scene.stage_enabled() or len(row) < 2:
        return False
    group = 0 if scene.staged_melds() else None
    scene.act(Gesture("stage", (row[-1],), meld_id=group))
    return True


def play_round(window: Any, variant: str, shots: Path | None) -> tuple[int, int]:
    """Play one round of ``variant`` with four computer seats; returns (moves, checks)."""
    from PySide6.QtCore import QEventLoop, QTimer

    from rummy_desktop.match.seat import Seat
    from rummy_desktop.match.setup import GameSetup

    seats = tuple(Seat.of(name, "simple") for name in ("Ada", "Bruno", "Chloé", "Dev"))
    loop = QEventLoop()
    outcome: dict[str, Any] = {"checks": 0, "error": None, "summary": None}
    controller, scene = window.controller, window.scene

    def after_events(_events: object) -> None:
        try:
            check_scene(scene, controller)
            if _stage_a_card(scene):  # the lay-down area must keep what is dropped on it
                check_scene(scene, controller)
            outcome["checks"] += 1
            if shots and outcome["checks"] in (6, 14):
                window.grab().save(str(shots / f"selftest-{variant}-{outcome['checks']}.png"))
        except Exception as exc:  # report any failure, then stop
            outcome["error"] = f"{variant}: {exc}"
            loop.quit()

    def round_ended(summary: Any) -> None:
        outcome["summary"] = summary
        try:
            check_round_end(scene, summary)
        except SceneMismatch as exc:
            outcome["error"] = f"{variant}: {exc}"
        loop.quit()

    controller.eventsApplied.connect(after_events)
    controller.roundEnded.connect(round_ended)
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(loop.quit)
    timer.start(int(TIMEOUT_S * 1000))
    try:
        window.start_game(GameSetup(variant, seats, {}, SEED))
        loop.exec()
    finally:
        controller.eventsApplied.disconnect(after_events)
        controller.roundEnded.disconnect(round_ended)
        timer.stop()
    if outcome["error"]:
        raise SceneMismatch(outcome["error"])
    if outcome["summary"] is None:
        raise SceneMismatch(f"{variant}: the round did not end within {TIMEOUT_S:.0f} s")
    if shots:
        window.grab().save(str(shots / f"selftest-{variant}-round-end.png"))
    dialog = window.round_end_dialog
    if dialog is not None:
        if shots:
            dialog.grab().save(str(shots / f"selftest-{variant}-scores.png"))
        dialog.done(0)
    return len(controller.game.log), outcome["checks"]


def sound_check() -> str:
    """Whether QtMultimedia loads here (in a bundle: whether it was bundled whole). Nothing
    is played: the selftest's window has no sound sink."""
    from rummy_desktop.ui.sound import QtSink

    sink = QtSink()
    if sink.module() is None:
        return f"sound: silent here (QtMultimedia does not load: {sink.error[:200]})"
    missing = [n for n in ("draw", "round_end") if not (sink.folder / f"{n}.wav").is_file()]
    if missing:
        raise SceneMismatch(f"sound: {missing[0]}.wav is not in {sink.folder}")
    return "sound: QtMultimedia loads"


def network_check() -> str:
    """A network table on 127.0.0.1, as Game ▸ Host a table runs one: a host holding a short
    game, a seat joining it over WebSocket and playing to the end, and a LAN announcement
    heard (in a bundle: websockets and the network code are all there and work)."""
    import asyncio
    import socket

    from rummy_desktop.ai import make_bot
    from rummy_desktop.match.seat import Seat
    from rummy_desktop.match.setup import GameSetup
    from rummy_desktop.net import Host, HostConfig, SeatClient
    from rummy_desktop.net.discovery import Announcer, Listener, announcement

    one_round = {"contracts": [{"deal": 10, "sets": [3, 3], "runs": []}]}
    seats = (Seat.of("Ann"), Seat.of("Ada", "simple"))

    async def main() -> int:
        host = Host(HostConfig())
        table = host.add_table("selftest", GameSetup("hillbilly", seats, one_round, SEED))
        port = await host.start("127.0.0.1", 0)
        heard: list[object] = []
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.bind(("127.0.0.1", 0))
            udp = int(s.getsockname()[1])
        listener = Listener(heard.append, port=udp, bind="127.0.0.1")
        await listener.start()
        message = lambda: announcement("Selftest", "Hillbilly", port, 1)  # noqa: E731
        announcer = Announcer(message, port=udp, targets=("127.0.0.1",), every=0.05)
        announcer.start()
        try:
            client = SeatClient(f"ws://127.0.0.1:{port}", "Ann", make_bot("simple", 1), "selftest")
            await asyncio.wait_for(client.play(), TIMEOUT_S)
            for _ in range(100):
                if heard:
                    break
                await asyncio.sleep(0.02)
        finally:
            announcer.stop()
            listener.stop()
            await host.close()
        if not heard:
            raise SceneMismatch("network: the table's announcement was not heard on 127.0.0.1")
        if table.match is None or not table.match.game.is_over:
            raise SceneMismatch("network: the hosted game did not end")
        return len(table.match.game.log)

    moves = asyncio.run(main())
    return f"network: hosted and joined a table on 127.0.0.1 ({moves} moves)"


def run_selftest() -> int:
    from PySide6.QtWidgets import QApplication

    from rummy_desktop.ui.window.main_window import MainWindow

    started = time.perf_counter()
    shots = Path(os.environ["RUMMY_SHOTS"]) if os.environ.get("RUMMY_SHOTS") else None
    if shots:
        shots.mkdir(parents=True, exist_ok=True)
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    QApplication.processEvents()
    window.set_speed(0)
    results = []
    try:
        from rummy_desktop.match.seat import Seat
        from rummy_desktop.match.setup import GameSetup

        computers = tuple(Seat.of(n, "simple") for n in ("Ada", "Bruno", "Chloé", "Dev"))
        window.finish_startup(GameSetup("hillbilly", computers, {}, SEED))
        for variant in ("hillbilly", "three-thirteen"):
            results.append((variant, *play_round(window, variant, shots)))
        sound = sound_check()
        network = network_check()
    except Exception as exc:  # one line, non-zero status: the smoke test reads it
        print(f"selftest FAILED: {exc}", file=sys.stderr)
        return 1
    finally:
        if window.controller is not None:
            window.controller.shutdown()
        window.close()
    elapsed = time.perf_counter() - started
    parts = ", ".join(f"{v} round 1 in {moves} moves" for v, moves, _ in results)
    checks = sum(c for *_, c in results)
    print(
        f"selftest ok: {parts}; the scene matched the engine after all {checks} event "
        f"batches ({elapsed:.1f} s); {sound}; {network}"
    )
    return 0

"""Cycles are collected on the window's thread, never on a bot's or the coach's thread."""

from __future__ import annotations

import gc
import threading

from rummy_desktop.ui import main_thread_gc
from rummy_desktop.ui.window.main_window import MainWindow


class Cycle:
    """A reference cycle that records which thread freed it."""

    freed_on: list[str] = []

    def __init__(self) -> None:
        self.me = self

    def __del__(self) -> None:
        Cycle.freed_on.append(threading.current_thread().name)


def test_a_window_moves_cycle_collection_to_its_thread(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    assert not gc.isenabled()  # no automatic collection in whatever thread allocates
    Cycle.freed_on.clear()
    for _ in range(50):
        Cycle()

    def churn() -> None:  # a worker thread allocating as a bot's search does
        for _ in range(200_000):
            [object()]

    worker = threading.Thread(target=churn, name="worker")
    worker.start()
    worker.join()
    assert Cycle.freed_on == []  # the worker's allocations collected nothing
    gc.set_threshold(1, 1, 1)
    try:
        qtbot.waitUntil(lambda: len(Cycle.freed_on) == 50, timeout=5000)
    finally:
        gc.set_threshold(700, 10, 10)
    assert set(Cycle.freed_on) == {threading.main_thread().name}
    assert main_thread_gc.INTERVAL_MS <= 1000

"""The table's sounds: the window hands every batch of engine events to a ``SoundPlayer``,
which picks the batch's one sound (``tabletop.sounds``), paces them, and asks its sink to
play it.

The real sink, ``QtSink``, plays the WAV files in ``resources/sounds/`` (made by
tools/make_sounds.py) with Qt's ``QSoundEffect``. QtMultimedia comes from PySide6-Addons and
is imported only when the first sound is wanted, after the window is shown. If it cannot be
loaded (not installed, or its sound library missing) or there is no audio output, the game
is silent: no dialog, no error, and View ▸ Sound still keeps the player's choice.

Without a sink (tests and ``--selftest``: only ``app.run`` gives the window one) nothing is
ever played.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol

from rummy_desktop.ui.resources import resource_path

if TYPE_CHECKING:  # tabletop.sounds imports the engine: only once the window is shown
    from rummy_desktop.tabletop.sounds import SoundPacer

VOLUME = 0.7
MODULE_MISSING = (
    "No sound: Qt's multimedia module (PySide6-Addons, and the system's PulseAudio library) "
    "could not be loaded"
)
NO_DEVICE = "No sound: this computer has no audio output"
# Qt's PulseAudio backend says this (as an uncategorised warning, which no logging rule can
# single out) whenever there is no sound server; NO_DEVICE tells the player the same, in words.
NO_SERVER = "PulseAudioService: pa_context_connect() failed"


class Sink(Protocol):
    def play(self, name: str) -> None: ...


def import_multimedia() -> ModuleType:
    from PySide6.QtCore import QLoggingCategory

    # QtMultimedia reports on stderr every optional library it did not find (PipeWire, VA-API)
    # and a missing sound server: no news for a card game. QT_LOGGING_RULES still wins.
    QLoggingCategory.setFilterRules("qt.multimedia.*=false")
    from PySide6 import QtMultimedia

    return QtMultimedia


@contextmanager
def without_sound_server_noise() -> Iterator[None]:
    """While QtMultimedia looks for a sound server: its complaint that there is none is
    dropped; every other message of Qt's is printed as Qt would print it."""
    from PySide6.QtCore import QMessageLogContext, QtMsgType, qFormatLogMessage
    from PySide6.QtCore import qInstallMessageHandler as install

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if message.startswith(NO_SERVER):
            return
        if previous is not None:
            previous(kind, context, message)
        else:  # Qt's own handler: the same line, on stderr
            print(qFormatLogMessage(kind, context, message), file=sys.stderr, flush=True)

    previous = install(handler)
    try:
        yield
    finally:
        install(previous)


class QtSink:
    """Plays ``folder/NAME.wav`` with one QSoundEffect per sound, made on first use.
    ``problem`` then says why nothing is heard (None while all is well)."""

    def __init__(
        self,
        folder: Path | None = None,
        load_module: Callable[[], ModuleType] = import_multimedia,
    ) -> None:
        self.folder = folder if folder is not None else resource_path("sounds")
        self._load_module = load_module
        self._module: ModuleType | None = None
        self.effects: dict[str, Any] = {}  # name -> QSoundEffect
        self.problem: str | None = None
        self.module_missing = False
        self.error = ""  # the import's own message, for --selftest

    def module(self) -> ModuleType | None:
        """QtMultimedia, imported once; None (and ``problem`` set) when it cannot be."""
        if self._module is None and not self.module_missing:
            try:
                self._module = self._load_module()
            except (ImportError, OSError) as exc:  # no Addons, or no libpulse on this system
                self.module_missing, self.problem = True, MODULE_MISSING
                self.error = str(exc)
        return self._module

    def ready(self) -> bool:
        """Whether a sound can be heard now; loads the sounds the first time there is an
        audio output (one plugged in later is found at the next sound)."""
        multimedia = self.module()
        if multimedia is None:
            return False
        if not self.effects:
            with without_sound_server_noise():
                outputs = multimedia.QMediaDevices.audioOutputs()
            if not outputs:
                self.problem = NO_DEVICE
                return False
            self.load_effects(multimedia)
        self.problem = None
        return True

    def load_effects(self, multimedia: ModuleType) -> None:
        from PySide6.QtCore import QUrl

        from rummy_desktop.tabletop.sounds import SOUND_NAMES

        for name in SOUND_NAMES:
            effect = multimedia.QSoundEffect()
            effect.setSource(QUrl.fromLocalFile(str(self.folder / f"{name}.wav")))
            effect.setVolume(VOLUME)
            self.effects[name] = effect

    def play(self, name: str) -> None:
        if self.ready():
            self.effects[name].play()


class SoundPlayer:
    """What the window hears: ``hear(events)`` plays the batch's sound when sound is ``on``
    (View ▸ Sound) and the pacer lets it through."""

    def __init__(self, sink: Sink | None = None, clock: Callable[[], float] = time.monotonic):
        self.sink = sink
        self.on = True
        self.pacer: SoundPacer | None = None  # made at the first sound wanted
        self.clock = clock

    def hear(self, events: Iterable[object]) -> None:  # a slot: returns None (PySide6 6.12)
        if self.sink is None or not self.on:
            return
        from rummy_desktop.tabletop.sounds import SoundPacer, sound_for

        if self.pacer is None:
            self.pacer = SoundPacer()
        name = sound_for(events)  # type: ignore[arg-type]
        if name is not None and self.pacer.admit(name, self.clock()):
            self.sink.play(name)

    def warm_up(self) -> None:
        """Load QtMultimedia and the sounds now (after start-up), not at the first move."""
        if self.on and isinstance(self.sink, QtSink):
            self.sink.ready()

    def why_silent(self) -> str | None:
        """View ▸ Sound's tooltip when the player cannot hear anything whatever they choose."""
        if isinstance(self.sink, QtSink):
            self.sink.ready()
            return self.sink.problem
        return None

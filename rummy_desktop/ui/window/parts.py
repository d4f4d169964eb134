"""What each part of the window may ask of it: a narrow interface per part, so that no part
uses the MainWindow as a blackboard (issue 33). The MainWindow satisfies each of them; mypy
checks that where it hands itself to a part. Each part also gets the window as a plain QWidget,
for the dialogs it opens over it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtCore import QByteArray
    from PySide6.QtWidgets import QDockWidget, QLabel

    from rummy_desktop.match.setup import GameSetup
    from rummy_desktop.persistence import LoadedGame
    from rummy_desktop.ui.play.controller import GameController
    from rummy_desktop.ui.table.scene import TableScene
    from rummy_desktop.ui.window.files import GameFiles
    from rummy_desktop.ui.window.guide import GuidedRound
    from rummy_desktop.ui.window.network import NetworkTable
    from rummy_desktop.ui.window.panels import SidePanel
    from rummy_desktop.ui.window.session import Session


class Tells(Protocol):
    """The status line's words."""

    def show_message(self, text: str, ms: int = 7000) -> None: ...

    def show_notice(self, text: str, ms: int = 7000) -> None: ...


class Plays(Protocol):
    """The game in play, and how to deal another."""

    @property
    def controller(self) -> GameController | None: ...

    def start_game(self, setup: GameSetup, loaded: LoadedGame | None = None) -> None: ...


class FilesWindow(Plays, Protocol):
    """What GameFiles needs: the unsaved mark and the title, besides the game in play."""

    @property
    def session(self) -> Session: ...

    @property
    def network(self) -> NetworkTable: ...

    def setWindowModified(self, on: bool) -> None: ...  # noqa: N802 (Qt's name)

    def isWindowModified(self) -> bool: ...  # noqa: N802 (Qt's name)

    def setWindowTitle(self, title: str) -> None: ...  # noqa: N802 (Qt's name)


class SessionWindow(Plays, Protocol):
    """What Session needs: where the settings apply (the table, the View menu's choices,
    the window's geometry) and the game's files."""

    @property
    def scene(self) -> TableScene | None: ...

    @property
    def files(self) -> GameFiles: ...

    @property
    def live(self) -> GameController: ...  # once the table is built

    @property
    def live_scene(self) -> TableScene: ...

    def set_speed(self, ms: int, remember: bool = True) -> None: ...

    def set_sound(self, on: bool, remember: bool = True) -> None: ...

    def show_card_size(self, name: str) -> None: ...

    def set_high_contrast(self, on: bool) -> None: ...

    def saveGeometry(self) -> QByteArray: ...  # noqa: N802 (Qt's name)

    def restoreGeometry(self, geometry: QByteArray) -> bool: ...  # noqa: N802 (Qt's name)


class GuideWindow(Plays, Protocol):
    """What the guided first round needs: the table, the settings, the status bar's
    instruction (the welcome's words before any deal), and a new game."""

    @property
    def scene(self) -> TableScene | None: ...

    @property
    def instruction(self) -> QLabel: ...

    @property
    def session(self) -> Session: ...

    @property
    def files(self) -> GameFiles: ...

    def new_game(self, setup: GameSetup | None = None) -> None: ...


class GivenWindow(Protocol):
    """What a save dropped on the window or sent by the system needs."""

    @property
    def controller(self) -> GameController | None: ...

    def open_game(self, path: str | Path | None = None) -> bool: ...

    def raise_(self) -> None: ...

    def activateWindow(self) -> None: ...  # noqa: N802 (Qt's name)


class MenuWindow(Plays, Protocol):
    """What the menus and the buttons beside the hand connect to: the window's commands."""

    @property
    def files(self) -> GameFiles: ...

    @property
    def session(self) -> Session: ...

    @property
    def guide(self) -> GuidedRound: ...

    @property
    def panel(self) -> SidePanel: ...

    @property
    def score_dock(self) -> QDockWidget: ...

    @property
    def speed_ms(self) -> int: ...

    def new_game(self, setup: GameSetup | None = None) -> None: ...

    @property
    def network(self) -> NetworkTable: ...

    def set_speed(self, ms: int, remember: bool = True) -> None: ...

    def set_card_size(self, name: str, remember: bool = True) -> None: ...

    def zoom_cards(self, step: int) -> None: ...

    def set_sound(self, on: bool, remember: bool = True) -> None: ...

    def show_sound_tip(self) -> None: ...

    def toggle_full_screen(self) -> None: ...

    def read_situation(self) -> None: ...

    def close(self) -> bool: ...

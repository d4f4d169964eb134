"""The network play dialogs in the player's language (issue 36): hosting (New Game's choices
and the table's), joining and the lobby, every text marked and nothing cut at 1024x700 in the
pseudo-locale; the host's dialog still hides the deal number in every language."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QGroupBox

from rummy_desktop.i18n.pseudo import untranslated as left_over
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.net.discovery import FoundTable
from rummy_desktop.ui.dialogs.network import HostDialog, JoinDialog, LobbyDialog
from tests.ui.scaled.check import clipped
from tests.ui.untranslated import untranslated

NAMES = ("You", "Ada", "Bruno", "Cleo")
TABLE = FoundTable("192.168.1.20", 8765, "Ann", "Hillbilly Rummy", 2)
ROSTER = [
    {"kind": "person", "name": "Ann", "connected": True},
    {"kind": "person", "name": "Bo", "connected": False},
    {"kind": "computer", "name": "Ada"},
    {"kind": "free"},
]


def shown(qtbot, dialog: QDialog) -> QDialog:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_hosting_is_translated_fits_and_hides_the_deal_number(qtbot, speak):
    speak("pseudo")
    seats = (Seat.of("You"), Seat.of("Ada", "easy"), Seat.of("Bruno"))
    d = shown(qtbot, HostDialog(previous=GameSetup("hillbilly", seats)))
    assert untranslated(d, allowed=NAMES) == []
    assert clipped(d) == []
    assert d.width() <= 1000 and d.height() <= 660, d.size()
    assert not d.deal_box.isVisibleTo(d)
    shown_boxes = [g.title() for g in d.findChildren(QGroupBox) if g.isVisibleTo(d)]
    assert d.deal_box.title() not in shown_boxes
    d.code_edit.clear()
    d.accept()  # no code: refused with a sentence
    assert d.isVisible() and left_over(d.error_label.text()) is None, d.error_label.text()


def test_joining_and_the_lobby_are_translated_and_fit(qtbot, speak):
    speak("pseudo")
    join = shown(qtbot, JoinDialog(name="Ann"))
    assert untranslated(join) == []
    join.set_tables([TABLE])
    item = join.found.item(0).text()
    assert left_over(item, ("Ann", "Hillbilly Rummy", "192.168.1.20:8765")) is None, item
    join.address.clear()
    join.accept()
    assert left_over(join.error_label.text()) is None, join.error_label.text()
    assert clipped(join) == []
    lobby = shown(qtbot, LobbyDialog(None, True, "maple-42 · 192.168.1.20:8765"))
    lobby.show_roster(ROSTER)
    assert untranslated(lobby, allowed=("maple-42 · 192.168.1.20:8765",)) == []
    rows = [lobby.seats.item(i).text() for i in range(lobby.seats.count())]
    assert [r for r in rows if left_over(r, ("Ann", "Bo", "Ada")) is not None] == []
    assert clipped(lobby) == []


def test_the_lobby_in_french_and_english(qtbot, speak):
    lobby = shown(qtbot, LobbyDialog(None, False, ""))
    lobby.show_roster(ROSTER)
    assert lobby.seats.item(1).text() == "2. Bo (not connected)"
    speak("fr")
    lobby = shown(qtbot, LobbyDialog(None, False, ""))
    lobby.show_roster(ROSTER)
    assert lobby.seats.item(2).text() == "3. Ada (ordinateur)"
    assert lobby.status.text() == "En attente de l'hôte…"

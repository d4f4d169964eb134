"""The Preferences dialog: edits a Settings value (your name, table look, default house rules).

It never writes the file itself: ``dialog.settings()`` returns the edited Settings and the
window saves them (``persistence.save_settings``), so a failed write is reported in one place.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...persistence.save_format import first_error
from ...persistence.seats import MAX_NAME
from ...persistence.settings import ANIMATION_MS, CARD_BACKS, Settings
from .house_rules import HouseRulesPanel

SPEED_LABELS = {"instant": "Instant", "fast": "Fast", "normal": "Normal", "slow": "Slow"}
SORT_LABELS = {"rank": "By rank", "suit": "By suit", "as_dealt": "As dealt"}
GAME_TITLES = {"hillbilly": "Hillbilly Rummy", "three-thirteen": "Three Thirteen"}


class PreferencesDialog(QDialog):
    """Shows ``settings``; after ``exec()`` returns Accepted, ``settings()`` has the changes."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Preferences")
        self._original = settings
        self._result = settings
        layout = QVBoxLayout(self)
        tabs = QTabWidget()
        tabs.addTab(self._general_tab(settings), "General")
        self.rule_panels: dict[str, HouseRulesPanel] = {}
        for variant, title in GAME_TITLES.items():
            tabs.addTab(self._rules_tab(variant, settings), f"{title} rules")
        layout.addWidget(tabs)
        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setStyleSheet("color: #b71c1c")
        self.error.setWordWrap(True)
        self.error.hide()
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 560)

    # ---- building ---------------------------------------------------------------------

    def _general_tab(self, s: Settings) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.name_edit = QLineEdit(s.player_name)
        self.name_edit.setMaxLength(MAX_NAME)
        form.addRow("Your &name:", self.name_edit)
        self.speed_combo = _combo(
            {k: SPEED_LABELS.get(k, k) for k in ANIMATION_MS}, s.animation_speed
        )
        form.addRow("&Animation speed:", self.speed_combo)
        backs = dict(CARD_BACKS)
        backs.setdefault(s.card_back, s.card_back)  # keep a back this version does not know
        self.back_combo = _combo(backs, s.card_back)
        form.addRow("Card &back:", self.back_combo)
        self.sort_combo = _combo(SORT_LABELS, s.sort_order)
        form.addRow("&Sort my hand:", self.sort_combo)
        clear = QPushButton("Clear the Open Recent list")
        clear.setEnabled(bool(s.recent_files))
        clear.clicked.connect(lambda: (self._clear_recent(), clear.setEnabled(False)))
        form.addRow("", clear)
        self._recent = list(s.recent_files)
        return page

    def _rules_tab(self, variant: str, s: Settings) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        box.addWidget(
            QLabel("The house rules a new game of this kind starts with. Changed rules are bold.")
        )
        panel = HouseRulesPanel(variant, 4)
        for name, value in s.house_rules.get(variant, {}).items():
            if name in panel.widgets:
                panel.set_value(name, value)
        self.rule_panels[variant] = panel
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(panel)
        box.addWidget(scroll)
        reset = QPushButton("Back to the standard rules")
        reset.clicked.connect(panel.reset)
        box.addWidget(reset)
        return page

    def _clear_recent(self) -> None:
        self._recent = []

    # ---- result -------------------------------------------------------------------------

    def edited(self) -> Settings:
        """The settings as the dialog shows them; raises ValueError with a sentence."""
        house: dict[str, dict[str, Any]] = {}
        for variant, panel in self.rule_panels.items():
            changed = panel.overrides()  # ValueError for unreadable text in a table field
            if changed:
                house[variant] = changed
        try:
            return self._original.updated(
                player_name=self.name_edit.text().strip() or "You",
                animation_speed=self.speed_combo.currentData(),
                card_back=self.back_combo.currentData(),
                sort_order=self.sort_combo.currentData(),
                house_rules=house,
                recent_files=self._recent,
            )
        except ValidationError as exc:
            raise ValueError(first_error_plain(exc)) from None

    def accept(self) -> None:
        try:
            self._result = self.edited()
        except ValueError as exc:
            self.error.setText(str(exc))
            self.error.show()
            return
        super().accept()

    def settings(self) -> Settings:
        """The accepted settings (the original ones if the dialog was cancelled)."""
        return self._result


def first_error_plain(exc: ValidationError) -> str:
    """A validation error of a Settings model (not a tagged union) as a sentence."""
    err = exc.errors(include_url=False)[0]
    return str(err["msg"]).removeprefix("Value error, ") or first_error(exc)


def _combo(choices: dict[str, str], current: str) -> QComboBox:
    combo = QComboBox()
    for key, label in choices.items():
        combo.addItem(label, key)
    combo.setCurrentIndex(max(0, combo.findData(current)))
    return combo

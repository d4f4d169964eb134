"""The house-rules panel of the New Game dialog: one widget per RuleSet field of the game.

Widgets are built from ``RuleSet.model_fields`` (so a new flag shows up by itself, under
"Other"), presented with the labels and explanations of :mod:`rule_flags`. A flag's tooltip
explains it and names its default; a flag changed from its default is shown in bold.
"""

from __future__ import annotations

import json
import typing
from html import escape
from typing import Any

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.tabletop.rule_words import (
    FLAGS,
    NUMBER_RANGES,
    TABLES,
    FlagInfo,
    RuleWords,
    caption,
    describe_value,
    flag_words,
    none_text,
)

from ...engine import HILLBILLY_FLAGS, THREE_THIRTEEN_FLAGS, RuleSet
from .number_table import NumberTable

VARIANT_FLAGS = {"hillbilly": HILLBILLY_FLAGS, "three-thirteen": THREE_THIRTEEN_FLAGS}


# The contract list and its name are the Contracts tab's (contract_editor.py), not a flag here.
EDITOR_FLAGS = {"contracts", "contract_name"}


def flag_names(variant: str) -> list[str]:
    """The variant's flags in RuleSet field order."""
    return [
        name
        for name in RuleSet.model_fields
        if name in VARIANT_FLAGS[variant] and name not in EDITOR_FLAGS
    ]


def _literal_values(annotation: Any) -> list[Any]:
    values: list[Any] = []
    for arg in typing.get_args(annotation) or ():
        if typing.get_origin(arg) is typing.Literal:
            values += list(typing.get_args(arg))
    if typing.get_origin(annotation) is typing.Literal:
        values = list(typing.get_args(annotation))
    return values


class HouseRulesPanel(QWidget):
    """Group boxes of flag widgets for one game; ``overrides()`` returns what differs.

    ``explained`` carries the explanation of the rule under the mouse or the keyboard focus,
    for a line under the panel (a tooltip alone needs a mouse).
    """

    explained = Signal(str)
    changed = Signal()

    def __init__(self, variant: str, players: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._watched: dict[QObject, str] = {}
        self.variant = variant
        self.defaults = RuleSet.preset(variant, players)
        self.widgets: dict[str, QWidget] = {}
        self.labels: dict[str, QLabel] = {}
        layout = QVBoxLayout(self)
        groups: dict[str, QFormLayout] = {}
        for name in flag_names(variant):
            info = flag_words(name)
            if info.group not in groups:
                box = QGroupBox(info.group)
                groups[info.group] = QFormLayout(box)
                groups[info.group].setFieldGrowthPolicy(
                    QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow
                )
                layout.addWidget(box)
            widget = self._make_widget(name, info)
            label = QLabel(info.label)
            tip = self._tooltip(name, info)
            widget.setToolTip(tip)
            label.setToolTip(tip)
            label.setBuddy(widget)
            groups[info.group].addRow(label, widget)
            self.widgets[name] = widget
            self.labels[name] = label
            for part in (label, widget, *widget.findChildren(QWidget)):
                self._watched[part] = name
                part.installEventFilter(self)
        # One label column for every group, so the rules line up down the whole panel.
        widest = max((label.sizeHint().width() for label in self.labels.values()), default=0)
        for label in self.labels.values():
            label.setMinimumWidth(widest)
        layout.addStretch(1)
        self.reset()

    def explanation(self, name: str) -> str:
        if name not in FLAGS:
            return ""
        info = flag_words(name)
        default = describe_value(name, getattr(self.defaults, name))
        #: The line under the house rules: a rule's name, what it does, and its default value.
        return RuleWords.tr(
            "{rule}: {explanation} Default: {value}.",
            rule=info.label,
            explanation=info.explain,
            value=default,
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() in (QEvent.Type.Enter, QEvent.Type.FocusIn):
            name = self._watched.get(watched)
            if name is not None:
                self.explained.emit(self.explanation(name))
        return False

    # ---- building ---------------------------------------------------------------------

    def _make_widget(self, name: str, info: FlagInfo) -> QWidget:
        annotation = RuleSet.model_fields[name].annotation
        default = getattr(self.defaults, name)
        if name in TABLES:
            keys, low, high, columns = TABLES[name]
            entries = [(key, caption(name, key)) for key in keys]
            table = NumberTable(entries, low, high, columns)
            table.changed.connect(lambda n=name: self._mark(n))
            return table
        if annotation is bool:
            box = QCheckBox()
            box.toggled.connect(lambda _=None, n=name: self._mark(n))
            return box
        choices = _literal_values(annotation)
        if choices:
            combo = QComboBox()
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToContents
            )  # every choice reads whole
            if name == "jokers_per_deck":
                choices = [0, 1, 2, *choices]
            for value in choices:
                text = info.choices.get(str(value), str(value)) if info.choices else str(value)
                if value == default:
                    #: A choice of a house rule, marked as the game's own.
                    text = RuleWords.tr("{choice} (default)", choice=text)
                combo.addItem(text, value)
            combo.currentIndexChanged.connect(lambda _=None, n=name: self._mark(n))
            return combo
        if name in NUMBER_RANGES or annotation is int:
            low, high, _none = NUMBER_RANGES.get(name, (0, 100, None))
            spin = QSpinBox()
            spin.setRange(low, high)
            special = none_text(name)
            if special:
                spin.setSpecialValueText(special)
            spin.valueChanged.connect(lambda _=None, n=name: self._mark(n))
            return spin
        edit = QLineEdit()
        #: Shown in an empty field of a house rule: the game's own value applies.
        edit.setPlaceholderText(RuleWords.tr("default"))
        edit.textChanged.connect(lambda _=None, n=name: self._mark(n))
        return edit

    def _tooltip(self, name: str, info: FlagInfo) -> str:
        default = describe_value(name, getattr(self.defaults, name))
        said = RuleWords.tr("Default: {value}", value=default)
        label, explain, said = (escape(t, quote=False) for t in (info.label, info.explain, said))
        return f"<b>{label}</b><br>{explain}<br><i>{said}</i>"

    # ---- values -----------------------------------------------------------------------

    def reset(self) -> None:
        """Put every flag back to the game's default."""
        for name in self.widgets:
            self.set_value(name, getattr(self.defaults, name))

    def set_value(self, name: str, value: Any) -> None:
        widget = self.widgets[name]
        if isinstance(widget, NumberTable):
            if isinstance(value, int) and not isinstance(value, bool):  # "5 buys every round"
                value = dict.fromkeys(widget.boxes, value)
            widget.set_value(value if isinstance(value, dict) else {})
        elif isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        elif isinstance(widget, QComboBox):
            widget.setCurrentIndex(max(0, widget.findData(value)))
        elif isinstance(widget, QSpinBox):
            widget.setValue(widget.minimum() if value is None else int(value))
        elif isinstance(widget, QLineEdit):
            default = getattr(self.defaults, name)
            widget.setText("" if value == default else json.dumps(value))
        self._mark(name)

    def value(self, name: str) -> Any:
        """The widget's value as the RuleSet takes it; ValueError for unreadable text."""
        widget = self.widgets[name]
        if isinstance(widget, NumberTable):
            return getattr(self.defaults, name) | widget.value()
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, QComboBox):
            return widget.currentData()
        if isinstance(widget, QSpinBox):
            if widget.specialValueText() and widget.value() == widget.minimum():
                return None
            return widget.value()
        if not isinstance(widget, QLineEdit):  # _make_widget makes no other kind
            raise TypeError(f"{name}: no value from a {type(widget).__name__}")
        text = widget.text().strip()
        if not text:
            return getattr(self.defaults, name)
        try:
            value = json.loads(text)
        except json.JSONDecodeError:
            said = RuleWords.tr(
                '{rule}: write a number or a table like {"4": 3}', rule=flag_words(name).label
            )
            raise ValueError(said) from None
        if name == "decks_by_players" and isinstance(value, dict):
            default = dict(getattr(self.defaults, name))
            return default | {int(k): v for k, v in value.items() if str(k).isdigit()}
        return value

    def overrides(self) -> dict[str, Any]:
        """Every flag whose value differs from the game's default."""
        out = {}
        for name in self.widgets:
            value = self.value(name)
            if value != getattr(self.defaults, name):
                out[name] = value
        return out

    def _mark(self, name: str) -> None:
        label = self.labels.get(name)
        if label is None:
            return
        try:
            changed = self.value(name) != getattr(self.defaults, name)
        except ValueError:
            changed = True
        font = label.font()
        font.setBold(changed)
        label.setFont(font)
        self.changed.emit()

    def changed_count(self) -> int:
        return len(self.overrides())

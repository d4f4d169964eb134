"""Preferences' "Seeing the cards" box: the four-colour deck, the large index and the
high-contrast table, with a row of cards that shows the choice at once."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QCheckBox, QGroupBox, QLabel, QVBoxLayout, QWidget

from rummy_desktop.i18n import Words
from rummy_desktop.persistence.settings import Settings
from rummy_desktop.ui.table.card_art import CardArt
from rummy_desktop.ui.table.deck_style import DeckStyle

PREVIEW_CARDS = ("C_7", "D_10", "H_12", "S_1")
PREVIEW_WIDTH = 58


class SeeingCards(Words):
    """Preferences' "Seeing the cards" box (a translation context)."""


class SeeingBox(QGroupBox):
    def __init__(self, s: Settings, parent: QWidget | None = None) -> None:
        super().__init__(SeeingCards.tr("Seeing the cards"), parent)
        layout = QVBoxLayout(self)
        self.four_colour = QCheckBox(
            SeeingCards.tr("&Four-colour deck (clubs green, diamonds blue)")
        )
        self.four_colour.setChecked(s.four_colour_deck)
        self.large_index = QCheckBox(
            SeeingCards.tr("&Large index (big rank and suit in the corners)")
        )
        self.large_index.setChecked(s.large_index)
        self.high_contrast = QCheckBox(
            SeeingCards.tr("&High-contrast table (black felt, white edges)")
        )
        self.high_contrast.setChecked(s.high_contrast)
        self.preview = QLabel()
        self.preview.setObjectName("deckPreview")
        self.preview.setAccessibleName(SeeingCards.tr("Preview of the cards"))
        for box in (self.four_colour, self.large_index, self.high_contrast):
            layout.addWidget(box)
            box.toggled.connect(self._show_preview)
        layout.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignLeft)
        self._art = CardArt()
        self._show_preview()

    def values(self) -> dict[str, bool]:
        return {
            "four_colour_deck": self.four_colour.isChecked(),
            "large_index": self.large_index.isChecked(),
            "high_contrast": self.high_contrast.isChecked(),
        }

    def _show_preview(self, *_: object) -> None:
        self._art.style = DeckStyle(self.four_colour.isChecked(), self.large_index.isChecked())
        dpr = self.devicePixelRatioF()
        px = round(PREVIEW_WIDTH * dpr)
        cards = [self._art.render_image(key, px) for key in PREVIEW_CARDS]
        gap = round(6 * dpr)
        image = QImage(
            len(cards) * (px + gap) + gap,
            cards[0].height() + 2 * gap,
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.fill(QColor("#000000" if self.high_contrast.isChecked() else "#1d5e3a"))
        painter = QPainter(image)
        for i, card in enumerate(cards):
            painter.drawImage(gap + i * (px + gap), gap, card)
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        self.preview.setPixmap(pixmap)

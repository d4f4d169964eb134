"""The guide says where the Buy and Pass buttons are (issue 34, fresh pass item 4: step 1 said
"Press Pass beside your hand", but they sit in the panel on the right, under the offer)."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest

from .test_guided_round import LEFT, first_start, welcome  # noqa: F401 (a fixture)


def test_the_pass_step_points_at_the_panel_where_pass_is(qtbot, first_start):  # noqa: F811
    window = first_start()
    dialog = welcome(qtbot, window)
    dialog.radios["hillbilly"].click()
    QTest.mouseClick(dialog.guided, LEFT)
    guide, c = window.guide, window.controller
    qtbot.waitUntil(lambda: c.acting_human() == 0 and guide.step is not None, timeout=15000)
    text = guide.text.text()
    assert "Press Pass" in text and "beside your hand" not in text
    assert "under the offer in the panel on the right" in text
    # And that is where it is: right of the table, below the offer's words.
    button, offer, view = window.panel.buttons["pass"], window.panel.buy_label, window.view
    assert button.isVisible() and offer.isVisible()
    at = button.mapToGlobal(QPoint(0, 0))
    assert at.x() >= view.mapToGlobal(QPoint(view.width(), 0)).x()
    assert at.y() > offer.mapToGlobal(QPoint(0, 0)).y()

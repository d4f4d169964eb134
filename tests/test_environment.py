"""The project foundation: the installed package and the offscreen Qt that the UI tests rely on."""

import importlib.metadata
import os

import rummy_desktop


def test_installed_version_matches_package_version():
    assert importlib.metadata.version("rummy-desktop") == rummy_desktop.__version__


def test_tests_run_qt_offscreen():
    assert os.environ["QT_QPA_PLATFORM"] == "offscreen"


def test_qt_window_opens_offscreen(qtbot):
    from PySide6.QtWidgets import QLabel

    label = QLabel("Rummy Desktop")
    qtbot.addWidget(label)
    label.show()
    qtbot.waitExposed(label)
    assert label.isVisible()

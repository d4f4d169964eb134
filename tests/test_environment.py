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


def test_pyside6_addons_is_pinned_to_exactly_the_range_of_essentials():
    """QtMultimedia (Addons) must come from the same Qt as the rest (Essentials)."""
    import tomllib
    from pathlib import Path

    from packaging.requirements import Requirement

    pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
    deps = [Requirement(d) for d in tomllib.loads(pyproject.read_text())["project"]["dependencies"]]

    def ranges(name: str) -> set[tuple[str, str]]:
        return {(str(r.specifier), str(r.marker)) for r in deps if r.name.lower() == name}

    assert ranges("pyside6-addons") == ranges("pyside6-essentials") != set()
    installed = importlib.metadata.version("PySide6-Addons")
    assert installed == importlib.metadata.version("PySide6-Essentials")

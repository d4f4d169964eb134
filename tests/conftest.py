"""Shared pytest setup for the whole suite."""

import os

# Qt must never try to open a real display under test (CI has none); set before any QApplication.
# An explicit platform (e.g. QT_QPA_PLATFORM=xcb under Xvfb) is kept; an empty one is replaced.
if not os.environ.get("QT_QPA_PLATFORM"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"

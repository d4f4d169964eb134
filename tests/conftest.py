"""Shared pytest setup for the whole suite."""

import os

import pytest

# Qt must never try to open a real display under test (CI has none); set before any QApplication.
# An explicit platform (e.g. QT_QPA_PLATFORM=xcb under Xvfb) is kept; an empty one is replaced.
if not os.environ.get("QT_QPA_PLATFORM"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"


# Modules whose tests share one costly module-scoped fixture: the bundle build (~50 s) and the
# screen reader's recorded session (two at once would also race for an X display).
_ONE_WORKER = frozenset(
    {
        "tests/packaging/test_bundle.py",
        "tests/ui/atspi/test_atspi.py",
        "tests/cli/test_cluster.py",
    }
)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """Under pytest-xdist (make test), each test goes to whichever worker is free, except that
    the modules above go whole to one worker, and first (xdist hands out its largest groups
    first), so the bundle build does not start last and keep the run waiting.

    xdist's own `--dist loadgroup` would do this by a mark, but it renames test ids in a way
    pytest 9 ignores."""
    from xdist.scheduler import LoadScopeScheduling

    class OneWorkerModules(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            module = nodeid.split("::", 1)[0]
            return module if module in _ONE_WORKER else nodeid

    return OneWorkerModules(config, log)

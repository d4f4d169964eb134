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


def translations_tool():
    """tools/translations.py (lupdate, the pseudo-locale, lrelease) as a module."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "tools" / "translations.py"
    spec = importlib.util.spec_from_file_location("translations_tool", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def built_translations(tmp_path_factory):
    """The .qm files built from translations/*.ts, the pseudo-locale's generated afresh, in a
    folder of the test run's own: what `make qm` builds, without writing into the checkout."""
    import shutil

    tool = translations_tool()
    ts = tmp_path_factory.mktemp("ts")
    for code in tool.TRANSLATED:
        shutil.copy2(tool.ts_path(code), ts)
    qm = tmp_path_factory.mktemp("qm")
    tool.build(qm, ts)
    return qm


@pytest.fixture
def speak(built_translations, qapp):
    """``speak("de")``: the window speaks a language from now on (its .qm built for the run);
    English again after the test."""
    from rummy_desktop.ui import language

    def apply(code: str) -> None:
        assert language.apply(code, built_translations) == code, f"{code} did not load"

    yield apply
    language.apply("en")

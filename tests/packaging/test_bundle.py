"""Build the installed app in a temporary folder and run it: the same steps as `make package`.

Slow (a PyInstaller build: about a minute on a 2-core machine), so marked ``slow``; `make test`
and `make test-package` run it. Skipped only when PyInstaller is not installed (it is in the
dev extras). The build (the ``bundle`` fixture, conftest.py) is shared with test_deb.py.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "packaging" / "build.py"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.packaging,
    pytest.mark.skipif(
        importlib.util.find_spec("PyInstaller") is None,
        reason="PyInstaller is not installed (pip install -e '.[dev]')",
    ),
]


def load_build_module():
    spec = importlib.util.spec_from_file_location("rummy_build", BUILD)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_built_app_passes_its_selftest(bundle):
    _dist, output = bundle
    assert "selftest of the built app: exit 0" in output
    assert "selftest ok: hillbilly round 1" in output or sys.platform == "win32"  # no stdout there


@pytest.mark.skipif(sys.platform == "win32", reason="the Windows app has no standard output")
def test_the_built_app_loads_its_bundled_qtmultimedia(bundle):
    """Only QtMultimedia is bundled, without FFmpeg or libpulse: it must still load where the
    system has PulseAudio's library (make test installs it), and say so in the selftest."""
    import ctypes.util

    _dist, output = bundle
    if sys.platform.startswith("linux") and ctypes.util.find_library("pulse") is None:
        assert "sound: silent here (QtMultimedia does not load" in output
    else:
        assert "sound: QtMultimedia loads" in output


def test_the_archive_is_made(bundle):
    dist, output = bundle
    build = load_build_module()
    from rummy_desktop import __version__

    archive = build.archive_path(dist, __version__)
    assert archive.is_file()
    assert f"archive: {archive}" in output


def test_the_bundle_carries_the_resources(bundle):
    dist, _ = bundle
    build = load_build_module()
    root = build.bundle_dir(dist)
    if sys.platform == "darwin":
        resources = root / "Contents" / "Resources" / "resources"
    else:
        resources = root / "_internal" / "resources"
    for relative in ("cards/svg-cards.svg", "cards/LICENSE.LGPL-2.1", "help/rules.md"):
        assert (resources / relative).is_file(), relative
    assert (resources / "icons" / "rummy-desktop.png").is_file()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the budget is for Linux")
def test_the_linux_bundle_is_within_budget(bundle):
    dist, _ = bundle
    build = load_build_module()
    size = build.disk_size(build.bundle_dir(dist))
    assert size <= build.LINUX_BUDGET["disk"], f"{size / 2**20:.1f} MB on disk"
    from rummy_desktop import __version__

    archive = build.archive_path(dist, __version__).stat().st_size
    assert archive <= build.LINUX_BUDGET["archive"], f"{archive / 2**20:.1f} MB as tar.gz"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's plugin folders on Linux")
def test_the_linux_bundle_is_trimmed(bundle):
    dist, _ = bundle
    build = load_build_module()
    plugins = build.bundle_dir(dist) / "_internal" / "PySide6" / "Qt" / "plugins"
    platforms = {p.name for p in (plugins / "platforms").iterdir()}
    assert {"libqoffscreen.so", "libqxcb.so", "libqwayland.so"} <= platforms
    assert not platforms & {"libqeglfs.so", "libqvnc.so", "libqlinuxfb.so"}
    for gone in ("tls", "networkinformation", "egldeviceintegrations", "generic"):
        assert not (plugins / gone).exists(), gone
    assert not (plugins / "platformthemes" / "libqgtk3.so").exists()
    assert {p.name for p in (plugins / "imageformats").iterdir()} == {"libqsvg.so"}
    root = build.bundle_dir(dist)
    # Sound: QtMultimedia and the two C++ libraries it links, nothing of FFmpeg or PulseAudio.
    assert list(root.rglob("QtMultimedia.abi3.so")) and list(root.rglob("libQt6Multimedia.so*"))
    assert list(root.rglob("libQt6Network.so*")) and list(root.rglob("QtNetwork.abi3.so"))
    assert not (plugins / "multimedia").exists()
    for gone in ("libav*", "libsw*", "*FFmpeg*", "libpulse*", "*Qt6MultimediaQuick*"):
        assert not list(root.rglob(gone)), gone
    assert sorted(p.name for p in (root / "_internal" / "resources" / "sounds").glob("*.wav"))
    # Translations: the game's own, and Qt's strings in those languages only (issue 36).
    shipped = ("de", "fr", "es")
    assert {p.name for p in root.rglob("*.qm")} == {
        *(f"rummy_desktop_{code}.qm" for code in (*shipped, "pseudo")),
        *(f"qtbase_{code}.qm" for code in shipped),
    }


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="needs xvfb-run for an X display")
def test_the_built_app_runs_on_a_real_x_display(bundle):
    dist, _ = bundle
    build = load_build_module()
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", RUMMY_DESKTOP_HOME=str(dist / "xcb-home"))
    result = subprocess.run(
        ["xvfb-run", "-a", str(build.executable(dist)), "--selftest"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, (result.stdout + result.stderr)[-3000:]
    assert "selftest ok" in result.stdout


@pytest.mark.skipif(sys.platform == "win32", reason="the Windows app has no standard output")
def test_the_bundle_plays_tournaments_in_worker_processes_without_ray(bundle):
    dist, _ = bundle
    build = load_build_module()
    root = build.bundle_dir(dist)
    assert not [p for p in root.rglob("ray") if p.is_dir()], "Ray is not bundled"
    assert not list(root.rglob("*grpc*")), "nor is its gRPC"
    args = ["simulate", "--variant", "three-thirteen", "--players", "2", "--ai", "easy,simple"]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", RUMMY_DESKTOP_HOME=str(dist / "home"))
    played = subprocess.run(
        [str(build.executable(dist)), *args, "--games", "4", "--jobs", "2", "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert played.returncode == 0, played.stderr[-3000:]
    assert sum(s["wins"] for s in json.loads(played.stdout)["seats"]) == pytest.approx(4)
    cluster = subprocess.run(
        [str(build.executable(dist)), *args, "--games", "1", "--cluster", "auto"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert cluster.returncode == 2
    assert 'pip install "rummy-desktop[cluster]"' in cluster.stderr


@pytest.mark.skipif(sys.platform == "win32", reason="the Windows app has no standard output")
def test_the_bundle_reviews_a_game_in_worker_processes(bundle, tmp_path):
    # The coach's worker processes start the frozen executable again ("spawn"): they must
    # become workers (freeze_support), and judge exactly as one process does.
    from rummy_desktop.ai import make_bot
    from rummy_desktop.coach.analysis import FEW
    from rummy_desktop.engine import Game, RuleSet
    from rummy_desktop.persistence import Seat, new_game_id, save_game

    dist, _ = bundle
    build = load_build_module()
    game = Game(RuleSet.preset("three-thirteen", players=2), seed=21)
    bots = [make_bot("easy", 3), make_bot("medium", 4)]
    while sum(a.seat == 0 for a in game.log) < FEW + 6:
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
    path = tmp_path / "game.rummy"
    save_game(
        path, game, [Seat.human("Ann"), Seat.computer("Bob", "medium")], game_id=new_game_id()
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", RUMMY_DESKTOP_HOME=str(tmp_path / "home"))
    outputs = []
    for jobs in ("2", "1"):
        run = subprocess.run(
            [str(build.executable(dist)), "review", str(path), "--json", "--jobs", jobs],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert run.returncode == 0, run.stderr[-3000:]
        outputs.append(run.stdout)
    assert outputs[0] == outputs[1]
    assert json.loads(outputs[0])["decisions"]


@pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="the .deb is built with dpkg-deb")
def test_the_deb_is_made_within_budget_and_holds_the_bundle(bundle):
    """The .deb is cheap to check here (the bundle is built anyway); installing it into the
    system is test_deb_install.py's, in make test-package."""
    sys.path.insert(0, str(ROOT / "packaging"))
    import bundle_config as cfg
    import linux_package

    from rummy_desktop import __version__

    dist, output = bundle
    package = linux_package.deb_path(dist, __version__)
    assert f"package: {package}" in output
    fields = subprocess.run(
        ["dpkg-deb", "--field", str(package), "Package", "Version", "Installed-Size"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "Package: rummy-desktop" in fields and f"Version: {__version__}" in fields
    installed = int(re.search(r"Installed-Size: (\d+)", fields).group(1)) * 1024
    assert installed <= load_build_module().LINUX_BUDGET["installed"], f"{installed / 2**20} MB"
    listing = subprocess.run(
        ["dpkg-deb", "--contents", str(package)], capture_output=True, text=True, check=True
    ).stdout
    paths = {
        line.split(maxsplit=5)[5].split(" -> ")[0].lstrip(".").rstrip("/") or "/"
        for line in listing.splitlines()
    }
    built = load_build_module().bundle_dir(dist)
    bundled = {"/opt/rummy-desktop/" + p.relative_to(built).as_posix() for p in built.rglob("*")}
    assert bundled <= paths  # every file of the bundle, and nothing of the build around it
    for path in (
        "/usr/bin/rummy-desktop",
        f"/usr/share/applications/{cfg.APP_ID}.desktop",
        f"/usr/share/metainfo/{cfg.APP_ID}.metainfo.xml",
        f"/usr/share/mime/packages/{cfg.APP_ID}.xml",
        f"/usr/share/icons/hicolor/48x48/apps/{cfg.APP_ID}.png",
        f"/usr/share/icons/hicolor/scalable/apps/{cfg.APP_ID}.svg",
    ):
        assert path in paths, path
    outside = {p for p in paths if not p.startswith(("/opt/rummy-desktop", "/usr/"))}
    assert outside <= {"/", "/opt", "/usr"}, outside


def test_the_bundle_carries_the_translations(bundle):
    """The game's .qm files (built by build.py) and Qt's own strings in those languages."""
    dist, _ = bundle
    build = load_build_module()
    root = build.bundle_dir(dist)
    base = root / "Contents" / "Resources" if sys.platform == "darwin" else root / "_internal"
    for code in ("de", "fr", "es", "pseudo"):
        assert (base / "resources" / "translations" / f"rummy_desktop_{code}.qm").is_file(), code
    qt_own = {p.name for p in root.rglob("qtbase_*.qm")}
    assert qt_own == {"qtbase_de.qm", "qtbase_fr.qm", "qtbase_es.qm"}

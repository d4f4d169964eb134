"""Build the installed app in a temporary folder and run it: the same steps as `make package`.

Slow (a PyInstaller build: about a minute on a 2-core machine), so marked ``slow``; `make test`
and `make test-package` run it. Skipped only when PyInstaller is not installed (it is in the
dev extras).
"""

from __future__ import annotations

import importlib.util
import json
import os
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


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    """Build once for the module; the build script itself runs the app's --selftest."""
    tmp = tmp_path_factory.mktemp("bundle")
    result = subprocess.run(
        [sys.executable, str(BUILD), "--dist", str(tmp / "dist"), "--work", str(tmp / "work")],
        cwd=ROOT,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        capture_output=True,
        text=True,
        timeout=1800,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output[-4000:]
    return tmp / "dist", output


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
    assert not list(build.bundle_dir(dist).rglob("*.qm"))


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

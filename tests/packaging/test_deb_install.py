"""The .deb installed into this system, used as a player would, and removed: `make
test-package` only (it changes the system, as root, the way the Makefile installs Qt's
libraries; CI runs it in its throwaway machine).

Installed with ``dpkg -i`` (then ``apt-get -f install`` for its dependencies); the installed
command's ``--selftest``; the installed desktop entry and metainfo through the freedesktop
validators; a save opened through the MIME type's command, as a file manager does (the
default application of ``application/x-rummy-save`` from ``xdg-mime``, its Exec line with
``%f``, on a virtual X display); then purged, and nothing of it is left.
"""

from __future__ import annotations

import configparser
import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rummy_desktop import __version__
from rummy_desktop.persistence import Seat, new_game_id, save_game, settings_path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import bundle_config as cfg  # noqa: E402
import linux_package  # noqa: E402

NEEDED = ("dpkg", "dpkg-deb", "apt-get", "xdg-mime", "xvfb-run", "desktop-file-validate")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.installs,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a Debian package"),
    pytest.mark.skipif(
        sys.platform.startswith("linux") and os.geteuid() != 0,
        reason="installs into the system: root only (make test-package in CI)",
    ),
    pytest.mark.skipif(
        any(shutil.which(tool) is None for tool in NEEDED),
        reason=f"needs {', '.join(NEEDED)} (make test-package installs them)",
    ),
]
SHARE = Path("/usr/share")
PACKAGE = linux_package.PACKAGE


def dpkg_status() -> str:
    result = subprocess.run(
        ["dpkg-query", "-W", "-f=${Status}", PACKAGE], capture_output=True, text=True
    )
    return result.stdout if result.returncode == 0 else "not installed"


def run(*command: str, **kwargs) -> subprocess.CompletedProcess:
    kwargs.setdefault("timeout", 600)
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


@pytest.fixture(scope="module")
def installed(bundle):
    """The .deb that `make package` makes, installed; its file list. Purged at the end
    whatever happened (the last test checks the purge)."""
    dist, _ = bundle
    package = linux_package.deb_path(dist, __version__)
    if dpkg_status().endswith(" installed"):  # an earlier run's, or a copy of this very package
        assert run("dpkg", "--purge", PACKAGE).returncode == 0
    first = run("dpkg", "-i", str(package), env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))
    if first.returncode != 0:  # missing dependencies: apt-get brings them, then configures
        fixed = run(
            "apt-get", "-f", "install", "-y", "-q", "--no-install-recommends",
            env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"),
        )  # fmt: skip
        assert fixed.returncode == 0, first.stdout + first.stderr + fixed.stdout + fixed.stderr
    assert dpkg_status() == "install ok installed"
    files = run("dpkg", "-L", PACKAGE).stdout.splitlines()
    yield [Path(line) for line in files if line.strip()]
    if dpkg_status().endswith(" installed"):
        run("dpkg", "--purge", PACKAGE)


def test_the_installed_command_passes_its_selftest(installed, tmp_path):
    command = shutil.which(cfg.APP_NAME)
    assert command == f"/usr/bin/{cfg.APP_NAME}"
    assert Path(command).resolve() == Path(f"/opt/{cfg.APP_NAME}/{cfg.APP_NAME}")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", RUMMY_DESKTOP_HOME=str(tmp_path))
    result = run(cfg.APP_NAME, "--selftest", env=env, timeout=300)
    assert result.returncode == 0, (result.stdout + result.stderr)[-3000:]
    assert "selftest ok" in result.stdout


def test_the_installed_desktop_entry_and_metainfo_pass_their_validators(installed):
    desktop = SHARE / "applications" / f"{cfg.APP_ID}.desktop"
    metainfo = SHARE / "metainfo" / f"{cfg.APP_ID}.metainfo.xml"
    assert desktop in installed and metainfo in installed
    checked = run("desktop-file-validate", str(desktop))
    assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout
    if shutil.which("appstreamcli"):
        checked = run("appstreamcli", "validate", "--no-net", str(metainfo))
        assert checked.returncode == 0, checked.stdout + checked.stderr
    for size in ("48x48", "256x256", "scalable"):
        icon = next((SHARE / "icons" / "hicolor" / size / "apps").glob(f"{cfg.APP_ID}.*"))
        assert icon.is_file(), icon  # a link into the bundle resolves


def test_the_system_knows_rummy_files_and_opens_one_with_the_game(installed, tmp_path, monkeypatch):
    # shared-mime-info's database (what GIO and KDE read) maps *.rummy to the type...
    globs = (SHARE / "mime" / "globs2").read_text(encoding="utf-8")
    assert f":{cfg.SAVE_MIME_TYPE}:*.rummy" in globs
    # ...and the desktop's default application for the type is the game's entry.
    default = run("xdg-mime", "query", "default", cfg.SAVE_MIME_TYPE).stdout.strip()
    assert default == f"{cfg.APP_ID}.desktop"
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(SHARE / "applications" / default, encoding="utf-8")
    from rummy_desktop.engine import Game, RuleSet

    save = tmp_path / "saves" / "Friday night.rummy"
    save.parent.mkdir()
    game = Game(RuleSet.preset("three-thirteen", players=2), seed=12)
    save_game(save, game, [Seat.human("Ann"), Seat.computer("Bob")], game_id=new_game_id())
    # The Exec line as a launcher expands it: %f is the one file's path.
    argv = [
        str(save) if word == "%f" else word for word in shlex.split(entry["Desktop Entry"]["Exec"])
    ]
    home = tmp_path / "home"
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}  # xcb, as a desktop
    env["RUMMY_DESKTOP_HOME"] = str(home)
    launched = subprocess.Popen(
        ["xvfb-run", "-a", *argv],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # its own group: the game and its X server stop together
    )
    try:
        # The window opens the save and remembers it in Open Recent (settings.json).
        monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(home))
        settings = settings_path()
        deadline = time.monotonic() + 180
        while time.monotonic() < deadline and launched.poll() is None:
            if settings.is_file() and str(save) in settings.read_text(encoding="utf-8"):
                break
            time.sleep(0.5)
        running = launched.poll() is None
    finally:
        if launched.poll() is None:
            os.killpg(launched.pid, signal.SIGTERM)
        output = launched.communicate(timeout=60)[0].decode(errors="replace")
    assert running, f"the game stopped: {output[-3000:]}"
    assert str(save) in settings.read_text(encoding="utf-8"), output[-3000:]
    assert "Cannot open" not in output


def test_removing_the_package_leaves_nothing_behind(installed):
    purged = run("dpkg", "--purge", PACKAGE)
    assert purged.returncode == 0, purged.stdout + purged.stderr
    assert dpkg_status() == "not installed" or "not-installed" in dpkg_status()
    shared = {Path(p) for p in ("/", "/opt", "/usr", "/usr/bin", "/usr/share")}
    left = [p for p in installed if p not in shared and (p.exists() or p.is_symlink())]
    # Folders the package shares with others (hicolor's, applications/) stay, empty of it.
    left = [p for p in left if not (p.is_dir() and not p.is_symlink() and not _ours_in(p))]
    assert left == [], left
    assert not Path(f"/opt/{cfg.APP_NAME}").exists()
    assert shutil.which(cfg.APP_NAME) is None
    for cache in (SHARE / "applications" / "mimeinfo.cache", SHARE / "mime" / "globs2"):
        if cache.is_file():
            assert "rummy" not in cache.read_text(encoding="utf-8"), cache
    assert not (SHARE / "mime" / "application" / "x-rummy-save.xml").exists()


def _ours_in(folder: Path) -> bool:
    return any("rummy" in p.name.lower() for p in folder.rglob("*"))

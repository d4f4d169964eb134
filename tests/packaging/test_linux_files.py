"""The files that tell a Linux desktop about the game (packaging/linux/: the .desktop entry,
AppStream metainfo, the shared-mime-info type for ``.rummy``, the hicolor icons) and the .deb's
recipe (packaging/linux_package.py), checked without building anything: fast, in `make test`.

The desktop file and the metainfo are checked by the freedesktop validators themselves
(`desktop-file-validate`, `appstreamcli validate`), which `make test` installs as root.
"""

from __future__ import annotations

import configparser
import os
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from rummy_desktop import __version__
from rummy_desktop.persistence import SAVE_SUFFIX, Seat, new_game_id, save_game
from rummy_desktop.ui import app

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
sys.path.insert(0, str(ROOT / "packaging"))
import bundle_config as cfg  # noqa: E402
import linux_package as deb  # noqa: E402

DESKTOP = LINUX / f"{cfg.APP_ID}.desktop"
METAINFO = LINUX / f"{cfg.APP_ID}.metainfo.xml"
MIME = LINUX / f"{cfg.APP_ID}.mime.xml"
SMI = "{http://www.freedesktop.org/standards/shared-mime-info}"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


# ---- the desktop entry -------------------------------------------------------------------


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils")
def test_the_desktop_entry_passes_desktop_file_validate():
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_the_desktop_entry_opens_a_save_with_the_installed_command():
    entry = desktop_entry()
    assert entry["Exec"] == f"{cfg.APP_NAME} %f"  # one file: the command line opens one save
    assert entry["MimeType"].rstrip(";").split(";") == [cfg.SAVE_MIME_TYPE]
    assert entry["Icon"] == cfg.APP_ID
    assert entry["Terminal"] == "false"
    assert "CardGame" in entry["Categories"].split(";")
    # Wayland matches the window to this entry by the desktop file name the app sets.
    assert app.DESKTOP_ID == cfg.APP_ID == DESKTOP.stem


# ---- AppStream -----------------------------------------------------------------------------


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream")
def test_the_metainfo_passes_appstreamcli_validate():
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
    # Nothing worse than the pedantic and info notes (the new <developer> tag, unknown to
    # AppStream 0.16, and the upper case in the reverse-DNS id Flathub asks for).
    assert not re.search(r"^[EW]: ", result.stdout, re.MULTILINE), result.stdout


def test_the_metainfo_names_this_version_among_its_releases():
    releases = [r.get("version") for r in metainfo().iter("release")]
    assert releases and releases[0] == __version__, (
        f"add <release version='{__version__}' date='YYYY-MM-DD'> to {METAINFO.name}"
    )
    for release in metainfo().iter("release"):
        assert re.fullmatch(r"\d{4}-\d\d-\d\d", release.get("date", ""))


def test_the_metainfo_matches_the_desktop_entry_and_the_mime_type():
    root = metainfo()
    assert root.findtext("id") == cfg.APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("icon") == cfg.APP_ID
    assert root.findtext("provides/binary") == cfg.APP_NAME
    assert root.findtext("provides/mediatype") == cfg.SAVE_MIME_TYPE
    assert root.find("content_rating").get("type").startswith("oars-")
    assert root.findtext("url[@type='homepage']") == cfg.HOMEPAGE


def test_the_metainfo_screenshot_is_the_one_in_resources_at_its_size():
    images = [i for i in metainfo().iter("image")]
    assert images
    for image in images:
        relative = re.search(r"/main/(resources/screenshots/.+)$", image.text or "")
        assert relative, image.text
        png = ROOT / relative.group(1)
        width, height = struct.unpack(">II", png.read_bytes()[16:24])
        assert (width, height) == (int(image.get("width")), int(image.get("height")))


# ---- the .rummy file type ------------------------------------------------------------------


def test_the_mime_type_globs_rummy_files_and_its_magic_matches_a_real_save(tmp_path):
    from rummy_desktop.engine import Game, RuleSet

    kind = ET.parse(MIME).getroot().find(f"{SMI}mime-type")
    assert kind.get("type") == cfg.SAVE_MIME_TYPE
    assert [g.get("pattern") for g in kind.iter(f"{SMI}glob")] == [f"*{SAVE_SUFFIX}"]
    assert kind.find(f"{SMI}icon").get("name") == cfg.APP_ID
    path = tmp_path / f"a{SAVE_SUFFIX}"
    game = Game(RuleSet.preset("hillbilly", players=2), seed=3)
    save_game(path, game, [Seat.human("Ann"), Seat.computer("Bob")], game_id=new_game_id())
    head = path.read_bytes()
    for match in kind.iter(f"{SMI}match"):
        start, end = (int(n) for n in match.get("offset").split(":"))
        value = match.get("value").encode()
        assert value in head[start : end + len(value)], "the save no longer starts that way"


# ---- the .deb's recipe ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("python", "debian"),
    [
        ("0.1.0", "0.1.0"),
        ("1.2.0rc1", "1.2.0~rc1"),
        ("2.0b3", "2.0~b3"),
        ("1.0.post2", "1.0+post2"),
    ],
)
def test_debian_versions_sort_pre_releases_first(python, debian):
    assert deb.debian_version(python) == debian


@pytest.mark.skipif(shutil.which("dpkg") is None, reason="dpkg orders Debian versions")
def test_dpkg_agrees_a_release_candidate_comes_before_its_release():
    later = subprocess.run(
        ["dpkg", "--compare-versions", deb.debian_version("1.2.0rc1"), "lt", "1.2.0"]
    )
    assert later.returncode == 0


def test_the_hicolor_icons_are_the_sizes_their_folders_say():
    icons = deb.hicolor_icons()
    assert set(icons) == {"scalable", *(f"{s}x{s}" for s in deb.HICOLOR_SIZES)}
    for folder, path in icons.items():
        if folder == "scalable":
            assert path.suffix == ".svg" and path.is_file()
            continue
        width, height = struct.unpack(">II", path.read_bytes()[16:24])
        assert f"{width}x{height}" == folder, path.name


def test_the_package_layout_on_a_small_fake_bundle(tmp_path):
    bundle = tmp_path / "rummy-desktop"
    icons = bundle / "_internal" / "resources" / "icons"
    icons.mkdir(parents=True)
    (bundle / "rummy-desktop").write_bytes(b"\x7fELF" + b"\0" * 3000)
    (bundle / "rummy-desktop").chmod(0o700)
    shutil.copy2(ROOT / "resources" / "icons" / "rummy-desktop.png", icons)
    root = tmp_path / "root"
    deb.stage(bundle, root)
    deb._normalise_modes(root)
    command = root / "usr" / "bin" / cfg.APP_NAME
    assert os.readlink(command) == f"/opt/{cfg.APP_NAME}/{cfg.APP_NAME}"
    assert (root / "opt" / cfg.APP_NAME / cfg.APP_NAME).stat().st_mode & 0o777 == 0o755
    share = root / "usr" / "share"
    assert (share / "applications" / DESKTOP.name).read_bytes() == DESKTOP.read_bytes()
    assert (share / "metainfo" / METAINFO.name).read_bytes() == METAINFO.read_bytes()
    assert (share / "mime" / "packages" / f"{cfg.APP_ID}.xml").read_bytes() == MIME.read_bytes()
    big = share / "icons" / "hicolor" / "256x256" / "apps" / f"{cfg.APP_ID}.png"
    small = share / "icons" / "hicolor" / "16x16" / "apps" / f"{cfg.APP_ID}.png"
    # The bundle's own copy, linked (one copy installed); a size it lacks is copied in.
    assert os.readlink(big) == f"/opt/{cfg.APP_NAME}/_internal/resources/icons/rummy-desktop.png"
    assert not small.is_symlink() and small.stat().st_mode & 0o777 == 0o644
    assert "LGPL-2.1" in (share / "doc" / cfg.APP_NAME / "copyright").read_text()
    # Installed-Size as dpkg counts it: every file rounded up to a KiB, links and folders 1.
    files = [p for p in root.rglob("*") if p.is_file() and not p.is_symlink()]
    others = [p for p in root.rglob("*") if p.is_symlink() or p.is_dir()]
    expected = sum(-(-p.stat().st_size // 1024) for p in files) + len(others)
    assert deb.installed_kib(root) == expected


def test_the_control_file_names_the_package_its_version_and_its_libraries():
    text = deb.control("1.2.0rc1", "amd64", 4321)
    fields = dict(line.split(": ", 1) for line in text.splitlines() if not line.startswith(" "))
    assert fields["Package"] == "rummy-desktop" and fields["Version"] == "1.2.0~rc1"
    assert fields["Installed-Size"] == "4321" and fields["Architecture"] == "amd64"
    assert "libc6 (>= 2.35)" in fields["Depends"] and "libpulse0" in fields["Recommends"]
    assert text.endswith("\n") and "\n\n" not in text


@pytest.mark.parametrize("script", ["postinst", "postrm"])
def test_the_maintainer_scripts_are_valid_posix_shell(script):
    path = LINUX / "debian" / script
    assert path.read_text().startswith("#!/bin/sh\n")
    assert subprocess.run(["sh", "-n", str(path)]).returncode == 0

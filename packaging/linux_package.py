"""The Linux ``.deb`` of the onedir bundle: what a Debian or Ubuntu desktop needs to know the
game (menu entry, icon, the ``.rummy`` file type, the software centre's page) and to remove it.

    rummy-desktop_VERSION_ARCH.deb
      /opt/rummy-desktop/                  the PyInstaller folder, as built
      /usr/bin/rummy-desktop               -> /opt/rummy-desktop/rummy-desktop
      /usr/share/applications/ID.desktop   Exec=rummy-desktop %f, MimeType=application/x-rummy-save
      /usr/share/metainfo/ID.metainfo.xml  AppStream: description, screenshot, OARS, releases
      /usr/share/mime/packages/ID.xml      application/x-rummy-save for *.rummy
      /usr/share/icons/hicolor/*/apps/ID.* 16 to 512 px, and the SVG (links to the bundle's)
      /usr/share/doc/rummy-desktop/copyright

``postinst``/``postrm`` refresh the desktop, MIME and icon caches where those tools exist.
Built by ``dpkg-deb --root-owner-group`` from a staging folder (no fakeroot needed); the
desktop, metainfo and MIME files are the ones in ``packaging/linux/``, shared with Flatpak.
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
import tempfile
from pathlib import Path

import bundle_config as cfg

LINUX = cfg.ROOT / "packaging" / "linux"
PACKAGE = cfg.APP_NAME
PREFIX = f"opt/{cfg.APP_NAME}"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# The system libraries the bundle does not carry (README, "Install the app"); glibc 2.35 is
# the oldest the release is built on (ubuntu-22.04).
DEPENDS = (
    "libc6 (>= 2.35), libgl1, libegl1, libfontconfig1, libfreetype6, libglib2.0-0, "
    "libdbus-1-3, libssl3 | libssl3t64, libxkbcommon0, "
    "fonts-dejavu-core | fonts-freefont-ttf | fonts-liberation"
)
# Sound (QtMultimedia links PulseAudio's client and QtNetwork's Kerberos): without them the
# game plays silently; the Wayland cursor library for the Wayland platform plugin.
RECOMMENDS = "libpulse0, libgssapi-krb5-2, libwayland-cursor0, xdg-utils"
DESCRIPTION = """\
Hillbilly Rummy and Three Thirteen for the desktop
 Play the contract rummy games families play at the kitchen table against
 computer players of five levels, or hot seat with friends. A coach reviews
 your decisions; house rules, saves, statistics and a screen reader are
 supported. The command line analyses hands and runs bot tournaments."""


def debian_version(version: str) -> str:
    """A Python version as Debian orders it: ``1.2.0rc1`` -> ``1.2.0~rc1`` (a pre-release
    sorts before the release), ``1.2.0.post1`` -> ``1.2.0+post1``."""
    version = re.sub(r"(?<=\d)[.-]?(a|b|rc|dev)(\d*)", r"~\1\2", version)
    return re.sub(r"(?<=\d)[.-]?post(\d*)", r"+post\1", version)


def debian_arch() -> str:
    try:
        out = subprocess.run(
            ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
        )
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        machine = os.uname().machine
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(machine, machine)


def deb_path(dist: Path, version: str, arch: str | None = None) -> Path:
    return dist / f"{PACKAGE}_{debian_version(version)}_{arch or debian_arch()}.deb"


def installed_kib(root: Path) -> int:
    """Installed-Size as dpkg counts it: KiB, each file rounded up, a link or folder 1."""
    total = 0
    for folder, dirs, files in os.walk(root):
        for name in files + dirs:
            info = os.lstat(os.path.join(folder, name))
            total += -(-info.st_size // 1024) if stat.S_ISREG(info.st_mode) else 1
    return total


def control(version: str, arch: str, size_kib: int) -> str:
    return (
        f"Package: {PACKAGE}\n"
        f"Version: {debian_version(version)}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {cfg.MAINTAINER}\n"
        f"Installed-Size: {size_kib}\n"
        f"Depends: {DEPENDS}\n"
        f"Recommends: {RECOMMENDS}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Homepage: {cfg.HOMEPAGE}\n"
        f"Description: {DESCRIPTION}\n"
    )


COPYRIGHT = """\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Rummy Desktop
Source: {homepage}

Files: *
Copyright: Rummy Desktop contributors
Comment: The game, with Python, Qt (PySide6, LGPL-3.0), pydantic, platformdirs and
 confusable_homoglyphs (MIT; Unicode's confusables data, Unicode licence)
 inside /opt/rummy-desktop; Help > About in the game lists them.

Files: opt/rummy-desktop/_internal/resources/cards/*
Copyright: the SVG-cards authors (see AUTHORS beside the art)
License: LGPL-2.1
 The full text is /opt/rummy-desktop/_internal/resources/cards/LICENSE.LGPL-2.1
 (and /usr/share/common-licenses/LGPL-2.1).
"""


def _normalise_modes(root: Path) -> None:
    """0755 for folders and executables, 0644 for the rest, whatever the builder's umask."""
    for folder, dirs, files in os.walk(root):
        for name in dirs:
            path = os.path.join(folder, name)
            if not os.path.islink(path):
                os.chmod(path, 0o755)
        for name in files:
            path = os.path.join(folder, name)
            if os.path.islink(path):
                continue
            executable = os.lstat(path).st_mode & 0o111
            os.chmod(path, 0o755 if executable else 0o644)


def stage(bundle: Path, root: Path) -> None:
    """Lay out the package's files under ``root`` (the future ``/``)."""
    shutil.copytree(bundle, root / PREFIX, symlinks=True)
    usr_bin = root / "usr" / "bin"
    usr_bin.mkdir(parents=True)
    (usr_bin / cfg.APP_NAME).symlink_to(f"/{PREFIX}/{cfg.APP_NAME}")
    share = root / "usr" / "share"
    for source, target in (
        (f"{cfg.APP_ID}.desktop", f"applications/{cfg.APP_ID}.desktop"),
        (f"{cfg.APP_ID}.metainfo.xml", f"metainfo/{cfg.APP_ID}.metainfo.xml"),
        (f"{cfg.APP_ID}.mime.xml", f"mime/packages/{cfg.APP_ID}.xml"),
    ):
        (share / target).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(LINUX / source, share / target)
    bundled_icons = bundle / "_internal" / "resources" / "icons"
    for size, icon in hicolor_icons().items():
        folder = share / "icons" / "hicolor" / size / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / f"{cfg.APP_ID}{icon.suffix}"
        if (bundled_icons / icon.name).is_file():  # one copy: the bundle's (the size budget)
            target.symlink_to(f"/{PREFIX}/_internal/resources/icons/{icon.name}")
        else:
            shutil.copyfile(icon, target)
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(COPYRIGHT.format(homepage=cfg.HOMEPAGE), encoding="utf-8")


def hicolor_icons() -> dict[str, Path]:
    """The hicolor folder name (``48x48``, ``scalable``) of each icon in resources/icons."""
    icons = {"scalable": cfg.ICON_BASE.with_suffix(".svg")}
    for size in HICOLOR_SIZES:
        name = {256: "rummy-desktop.png"}.get(size, f"rummy-desktop-{size}.png")
        icons[f"{size}x{size}"] = cfg.ICON_BASE.parent / name
    return icons


def build_deb(bundle: Path, dist: Path, version: str) -> tuple[Path, int]:
    """Build the .deb of ``bundle`` into ``dist``; returns its path and Installed-Size (KiB).
    zstd: every system the bundle runs on (glibc 2.35: Debian 12, Ubuntu 22.04) reads it, and
    it packs 120 MB in seconds where xz takes over a minute on two cores."""
    if shutil.which("dpkg-deb") is None:
        raise RuntimeError("dpkg-deb is not installed (Debian's and Ubuntu's dpkg package)")
    arch = debian_arch()
    target = deb_path(dist, version, arch)
    with tempfile.TemporaryDirectory(prefix="rummy-deb-", dir=dist) as tmp:
        root = Path(tmp) / "root"
        stage(bundle, root)
        _normalise_modes(root)
        size = installed_kib(root)
        debian = root / "DEBIAN"
        debian.mkdir(mode=0o755)
        (debian / "control").write_text(control(version, arch, size), encoding="utf-8")
        for script in ("postinst", "postrm"):
            shutil.copyfile(LINUX / "debian" / script, debian / script)
            os.chmod(debian / script, 0o755)
        for path in (debian, debian / "control"):
            os.chmod(path, 0o755 if path.is_dir() else 0o644)
        target.unlink(missing_ok=True)
        subprocess.run(
            ["dpkg-deb", "--root-owner-group", "-Zzstd", "--build", str(root), str(target)],
            check=True,
            stdout=subprocess.DEVNULL,
        )
    return target, size

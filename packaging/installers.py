"""The installers people double-click: a setup .exe on Windows (NSIS), a disk image on macOS.

    python packaging/installers.py                # what `make installers` runs
    python packaging/installers.py --smoke-test   # also install it, run it, remove it (CI)

From the bundle ``packaging/build.py`` makes in ``dist/`` (built first if it is missing):

- **Windows** (and any system with ``makensis``): ``packaging/windows/rummy-desktop.nsi``
  compiled into ``dist/rummy-desktop-VERSION-windows-x64-setup.exe``. Off Windows the Linux
  folder stands in for the Windows one (``dist/rummy-desktop-VERSION-nsis-check-setup.exe``,
  never shipped), so the script is compiled and checked everywhere.
- **macOS**: ``dist/rummy-desktop-VERSION-macos-ARCH.dmg`` with ``Rummy Desktop.app`` and a
  link to /Applications (``hdiutil``).

Then the check: the files inside the installer (listed by ``7z``, which reads NSIS installers
and disk images) are exactly the bundle's. ``--smoke-test`` (the release workflow, on each
runner) installs it as a person would, runs the installed app's ``--selftest``, checks the
file type and the uninstall entry, and uninstalls (Windows) or unmounts (macOS).
"""

from __future__ import annotations

import argparse
import os
import plistlib
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path, PureWindowsPath

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
import build  # noqa: E402
import bundle_config as cfg  # noqa: E402

NSIS_SCRIPT = HERE / "windows" / "rummy-desktop.nsi"
SEVEN_ZIP = ("7z", "7za", "7zz")


class InstallerError(Exception):
    pass


def find_tool(*names: str, extra: tuple[str, ...] = ()) -> str | None:
    for name in names:
        found = shutil.which(name)
        if found:
            return found
    return next((path for path in extra if Path(path).is_file()), None)


def makensis() -> str:
    found = find_tool(
        "makensis",
        extra=(
            r"C:\Program Files (x86)\NSIS\makensis.exe",
            r"C:\Program Files\NSIS\makensis.exe",
        ),
    )
    if found is None:
        raise InstallerError("makensis is missing: install NSIS (Debian and Ubuntu: nsis)")
    return found


def seven_zip() -> str:
    found = find_tool(*SEVEN_ZIP, extra=(r"C:\Program Files\7-Zip\7z.exe",))
    if found is None:
        raise InstallerError("7z is missing: install 7-Zip (Debian and Ubuntu: p7zip-full)")
    return found


def setup_path(dist: Path, version: str) -> Path:
    kind = "windows-x64" if sys.platform == "win32" else "nsis-check"
    return dist / f"{cfg.APP_NAME}-{version}-{kind}-setup.exe"


def dmg_path(dist: Path, version: str) -> Path:
    return dist / f"{cfg.APP_NAME}-{version}-{build.platform_tag()}.dmg"


def bundle_files(bundle: Path) -> set[str]:
    """The bundle's files (symlinks included), relative, with forward slashes."""
    return {
        p.relative_to(bundle).as_posix() for p in bundle.rglob("*") if p.is_file() or p.is_symlink()
    }


def listed_files(archive: Path) -> set[str]:
    """The files inside an installer or disk image, as 7z lists them (folders left out)."""
    result = subprocess.run(
        [seven_zip(), "l", "-slt", "-ba", str(archive)],
        capture_output=True,
        text=True,
        errors="replace",
    )
    if result.returncode != 0:
        raise InstallerError(f"7z could not read {archive.name}: {result.stderr.strip()[:300]}")
    files = set()
    for block in re.split(r"\n\s*\n", result.stdout):
        fields = dict(re.findall(r"^([\w ]+) = (.*)$", block, re.MULTILINE))
        if "Path" in fields and not fields.get("Attributes", "").startswith("D"):
            if fields.get("Folder") == "+":
                continue
            files.add(PureWindowsPath(fields["Path"]).as_posix())
    return files


# ---- Windows: NSIS -------------------------------------------------------------------------


def nsis_defines(bundle: Path, outfile: Path, version: str, fast: bool) -> list[str]:
    exe = cfg.APP_NAME + (".exe" if sys.platform == "win32" else "")
    numbers = ".".join(str(n) for n in cfg.version_tuple(version))
    return [
        f"-DVERSION={version}",
        f"-DVERSION4={numbers}",
        f"-DSOURCE={bundle}",
        f"-DEXE={exe}",
        f"-DICON={cfg.ICON_BASE.with_suffix('.ico')}",
        f"-DOUTFILE={outfile}",
        f"-DCOMPRESSOR={'zlib' if fast else 'lzma'}",
    ]


def compile_nsis(bundle: Path, dist: Path, version: str, fast: bool = False) -> Path:
    outfile = setup_path(dist, version)
    outfile.unlink(missing_ok=True)
    command = [makensis(), "-V2", "-WX", *nsis_defines(bundle, outfile, version, fast)]
    command.append(str(NSIS_SCRIPT))
    print("+ makensis", " ".join(command[2:]), flush=True)
    result = subprocess.run(command, capture_output=True, text=True, errors="replace")
    if result.returncode != 0 or not outfile.is_file():
        raise InstallerError(f"makensis failed:\n{(result.stdout + result.stderr)[-3000:]}")
    return outfile


def check_nsis(setup: Path, bundle: Path) -> None:
    """The installer holds exactly the bundle's files (NSIS's own plug-ins aside)."""
    inside = {f for f in listed_files(setup) if not f.startswith("$PLUGINSDIR/")}
    # 7z names the install folder $INSTDIR/ or nothing, depending on its version.
    inside = {f.removeprefix("$INSTDIR/") for f in inside}
    expected = bundle_files(bundle)
    missing, extra = expected - inside, inside - expected - {"uninstall.exe"}
    if missing or extra:
        raise InstallerError(
            f"the installer's files differ from the bundle's: missing {sorted(missing)[:10]}, "
            f"extra {sorted(extra)[:10]}"
        )
    print(f"installer: {setup}  {build.mb(setup.stat().st_size)}, {len(inside)} files, as bundled")


def smoke_test_windows(setup: Path) -> None:
    """Install silently for this user, run the installed app, check the registry, uninstall."""
    import winreg

    # /D= and _?= must come last and unquoted (NSIS's rule), so the path has no space (Python
    # would quote it).
    target = Path(tempfile.mkdtemp(prefix="rummy-install-")) / "RummyDesktop"
    subprocess.run([str(setup), "/S", f"-D={target}"], check=True, timeout=600)
    exe = target / f"{cfg.APP_NAME}.exe"
    if not exe.is_file():
        raise InstallerError(f"the installer did not install {exe}")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", RUMMY_DESKTOP_HOME=str(target.parent / "h"))
    ran = subprocess.run([str(exe), "--selftest"], env=env, timeout=300)
    if ran.returncode != 0:
        raise InstallerError(f"the installed app's --selftest exited {ran.returncode}")
    key = r"Software\Microsoft\Windows\CurrentVersion\Uninstall\RummyDesktop"
    with winreg.OpenKey(winreg.HKEY_CURRENT_USER, key) as entry:
        uninstall = winreg.QueryValueEx(entry, "UninstallString")[0]
        if winreg.QueryValueEx(entry, "DisplayVersion")[0] != cfg.package_version():
            raise InstallerError("Settings > Apps shows another version")
    with winreg.OpenKey(
        winreg.HKEY_CURRENT_USER, r"Software\Classes\RummyDesktop.SavedGame\shell\open\command"
    ) as command:
        if str(exe) not in winreg.QueryValueEx(command, "")[0]:
            raise InstallerError(".rummy files do not open with the installed game")
    print(f"smoke test: installed to {target}, --selftest passed, registered; uninstalling")
    # _?= runs the uninstaller in place and waits for it (it leaves itself, deleted below).
    subprocess.run([uninstall.strip('"'), "/S", f"_?={target}"], check=True, timeout=600)
    (target / "uninstall.exe").unlink(missing_ok=True)
    if exe.exists() or (target / "_internal").exists():
        raise InstallerError("the uninstaller left the program behind")
    try:
        winreg.OpenKey(winreg.HKEY_CURRENT_USER, key).Close()
        raise InstallerError("the uninstaller left its Settings > Apps entry")
    except FileNotFoundError:
        pass
    print("smoke test: uninstalled, nothing left")


# ---- macOS: the disk image -----------------------------------------------------------------


def make_dmg(app: Path, dist: Path, version: str) -> Path:
    target = dmg_path(dist, version)
    target.unlink(missing_ok=True)
    with tempfile.TemporaryDirectory(prefix="rummy-dmg-") as tmp:
        staging = Path(tmp) / cfg.DISPLAY_NAME
        staging.mkdir()
        # ditto keeps the .app's symlinks and signature.
        subprocess.run(["ditto", str(app), str(staging / app.name)], check=True)
        (staging / "Applications").symlink_to("/Applications")
        subprocess.run(
            ["hdiutil", "create", "-volname", cfg.DISPLAY_NAME, "-srcfolder", str(staging)]
            + ["-fs", "HFS+", "-format", "UDZO", "-ov", str(target)],
            check=True,
        )
    print(f"disk image: {target}  {build.mb(target.stat().st_size)}")
    return target


def smoke_test_dmg(image: Path) -> None:
    """Mount it, check it, copy the app out as a person drags it, run that copy's selftest."""
    with tempfile.TemporaryDirectory(prefix="rummy-mount-") as tmp:
        mount = Path(tmp) / "volume"
        subprocess.run(
            ["hdiutil", "attach", "-nobrowse", "-readonly", "-mountpoint", str(mount), str(image)],
            check=True,
        )
        try:
            link = mount / "Applications"
            if not link.is_symlink() or os.readlink(link) != "/Applications":
                raise InstallerError("the disk image has no link to /Applications")
            app = mount / f"{cfg.DISPLAY_NAME}.app"
            info = plistlib.loads((app / "Contents" / "Info.plist").read_bytes())
            extensions = [
                ext
                for kind in info.get("UTExportedTypeDeclarations", [])
                for ext in kind["UTTypeTagSpecification"]["public.filename-extension"]
            ]
            if "rummy" not in extensions or not info.get("CFBundleDocumentTypes"):
                raise InstallerError("Info.plist does not declare the .rummy document type")
            applications = Path(tmp) / "Applications"
            applications.mkdir()
            subprocess.run(["ditto", str(app), str(applications / app.name)], check=True)
        finally:
            subprocess.run(["hdiutil", "detach", str(mount)], check=False)
        exe = applications / app.name / "Contents" / "MacOS" / cfg.APP_NAME
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", RUMMY_DESKTOP_HOME=str(Path(tmp) / "h"))
        ran = subprocess.run([str(exe), "--selftest"], env=env, timeout=300)
        if ran.returncode != 0:
            raise InstallerError(f"the installed app's --selftest exited {ran.returncode}")
    print("smoke test: the .app copied from the disk image passed its --selftest")


# ---- main ----------------------------------------------------------------------------------


def ensure_bundle(dist: Path) -> Path:
    bundle = build.bundle_dir(dist)
    if not build.executable(dist).is_file():
        print(f"{bundle} is missing: building it first (packaging/build.py)", flush=True)
        if build.main(["--dist", str(dist), "--no-archive", "--no-deb"]) != 0:
            raise InstallerError("the bundle did not build")
    return bundle


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="the build's folder")
    parser.add_argument("--fast", action="store_true", help="NSIS: zlib instead of LZMA")
    parser.add_argument(
        "--smoke-test", action="store_true", help="install, run and uninstall it (CI runners)"
    )
    args = parser.parse_args(argv)
    dist, version = args.dist.resolve(), cfg.package_version()
    start = time.perf_counter()
    try:
        bundle = ensure_bundle(dist)
        if sys.platform == "darwin":
            image = make_dmg(bundle, dist, version)
            if args.smoke_test:
                smoke_test_dmg(image)
        else:
            setup = compile_nsis(bundle, dist, version, fast=args.fast)
            check_nsis(setup, bundle)
            if args.smoke_test and sys.platform == "win32":
                smoke_test_windows(setup)
    except (InstallerError, subprocess.CalledProcessError, subprocess.TimeoutExpired) as exc:
        print(f"installers.py: error: {exc}", file=sys.stderr)
        return 1
    print(f"installers: done in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

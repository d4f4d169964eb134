"""Build the installed app for this OS, run its self-test, and pack it for download.

    python packaging/build.py                 # what `make package` runs
    python packaging/build.py --skip-build    # only test and pack what is in dist/

Steps: PyInstaller with packaging/rummy-desktop.spec into ``dist/`` (onedir; the ``.app`` on
macOS); then the built app runs ``--selftest`` with QT_QPA_PLATFORM=offscreen and the build
fails unless it exits 0; then the archive: ``dist/rummy-desktop-VERSION-linux-x86_64.tar.gz``,
``dist/rummy-desktop-VERSION-macos-ARCH.zip`` (of the .app, by ``ditto``, which keeps the
symlinks and signatures) or ``dist/rummy-desktop-VERSION-windows-x64.zip``; on Linux also the
package ``dist/rummy-desktop_VERSION_ARCH.deb`` (packaging/linux_package.py). It prints the
bundle's size on disk, the archive's path and the package's sizes. Exit status 0 when
everything passed. The Windows installer and the macOS disk image are packaging/installers.py.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
import bundle_config as cfg  # noqa: E402
import linux_package  # noqa: E402

SPEC = HERE / "rummy-desktop.spec"
SELFTEST_TIMEOUT_S = 300
# The size budget for the Linux onedir bundle (issue 6), and for the .deb installed (issue 37).
LINUX_BUDGET = {"disk": 120 * 2**20, "archive": 50 * 2**20, "installed": 120 * 2**20}


class BuildError(Exception):
    pass


def bundle_dir(dist: Path) -> Path:
    """The folder or .app that users get."""
    if sys.platform == "darwin":
        return dist / f"{cfg.DISPLAY_NAME}.app"
    return dist / cfg.APP_NAME


def executable(dist: Path) -> Path:
    if sys.platform == "darwin":
        return bundle_dir(dist) / "Contents" / "MacOS" / cfg.APP_NAME
    return bundle_dir(dist) / (cfg.APP_NAME + (".exe" if sys.platform == "win32" else ""))


def platform_tag() -> str:
    machine = platform.machine().lower()
    arch = {"amd64": "x64", "x86_64": "x86_64", "aarch64": "arm64", "arm64": "arm64"}
    if sys.platform == "win32":
        return "windows-" + {"amd64": "x64", "x86_64": "x64"}.get(machine, machine)
    if sys.platform == "darwin":
        return "macos-" + arch.get(machine, machine)
    return "linux-" + arch.get(machine, machine)


def archive_path(dist: Path, version: str) -> Path:
    suffix = ".tar.gz" if sys.platform.startswith("linux") else ".zip"
    return dist / f"{cfg.APP_NAME}-{version}-{platform_tag()}{suffix}"


def disk_size(path: Path) -> int:
    """Bytes of the files under ``path``; symlinks count as links, not as their targets."""
    if path.is_file():
        return path.stat().st_size
    total = 0
    for folder, _dirs, files in os.walk(path):
        for name in files:
            total += os.lstat(os.path.join(folder, name)).st_size
    return total


def mb(n: int) -> str:
    return f"{n / 2**20:.1f} MB"


# ---- the steps --------------------------------------------------------------------------


def build_translations() -> None:
    """The .qm files the bundle carries, built from translations/*.ts (make qm does the same;
    a build without make must not ship stale ones or none)."""
    command = [sys.executable, str(ROOT / "tools" / "translations.py"), "build"]
    if subprocess.run(command, cwd=ROOT).returncode != 0:
        raise BuildError("building the translations (.qm files) failed")


def run_pyinstaller(dist: Path, work: Path, clean: bool) -> float:
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        *(["--clean"] if clean else []),
        str(SPEC),
    ]
    print("+", " ".join(command), flush=True)
    start = time.perf_counter()
    result = subprocess.run(command, cwd=ROOT)
    if result.returncode != 0:
        raise BuildError(f"PyInstaller failed with status {result.returncode}")
    return time.perf_counter() - start


def selftest(dist: Path) -> float:
    """Run the built app's ``--selftest`` offscreen; BuildError unless it exits 0."""
    exe = executable(dist)
    if not exe.is_file():
        raise BuildError(f"the built app is missing: {exe}")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    # Never touch the builder's own saves and settings.
    env.setdefault("RUMMY_DESKTOP_HOME", str(dist / "selftest-home"))
    print(f"+ {exe} --selftest  (QT_QPA_PLATFORM=offscreen)", flush=True)
    start = time.perf_counter()
    try:
        result = subprocess.run(
            [str(exe), "--selftest"],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            errors="replace",
            timeout=SELFTEST_TIMEOUT_S,
        )
    except subprocess.TimeoutExpired:
        raise BuildError(f"the built app's --selftest ran over {SELFTEST_TIMEOUT_S} s") from None
    elapsed = time.perf_counter() - start
    output = result.stdout.strip()
    if output:  # empty on Windows: a windowed .exe has no standard output
        print(output)
    if result.returncode != 0:
        raise BuildError(f"the built app's --selftest exited with status {result.returncode}")
    print(f"selftest of the built app: exit 0 in {elapsed:.1f} s")
    return elapsed


def missing_linux_libraries(dist: Path) -> dict[str, list[str]]:
    """Linux: the shared libraries the Qt platform plugins cannot find (``ldd``), by plugin."""
    plugins = bundle_dir(dist) / "_internal" / "PySide6" / "Qt" / "plugins" / "platforms"
    if not sys.platform.startswith("linux") or not shutil.which("ldd") or not plugins.is_dir():
        return {}
    internal = bundle_dir(dist) / "_internal"
    env = dict(os.environ, LD_LIBRARY_PATH=f"{internal}:{internal / 'PySide6' / 'Qt' / 'lib'}")
    missing: dict[str, list[str]] = {}
    for plugin in sorted(plugins.glob("*.so")):
        out = subprocess.run(["ldd", str(plugin)], env=env, capture_output=True, text=True).stdout
        names = re.findall(r"^\s*(\S+) => not found", out, re.MULTILINE)
        if names:
            missing[plugin.name] = names
    return missing


def make_archive(dist: Path, version: str) -> Path:
    source = bundle_dir(dist)
    target = archive_path(dist, version)
    target.unlink(missing_ok=True)
    if sys.platform.startswith("linux"):
        with tarfile.open(target, "w:gz", compresslevel=9) as tar:
            tar.add(source, arcname=f"{cfg.APP_NAME}-{version}")  # keeps symlinks as links
    elif sys.platform == "darwin":
        # ditto keeps the symlinks inside Qt's frameworks and the code signatures.
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(source), str(target)], check=True)
    else:
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
            for path in sorted(source.rglob("*")):
                if path.is_file():
                    zf.write(path, Path(f"{cfg.APP_NAME}-{version}") / path.relative_to(source))
    return target


def make_deb(dist: Path, version: str) -> list[str]:
    """Linux: the .deb of the bundle; its problems (none when it was made within budget)."""
    if shutil.which("dpkg-deb") is None:
        return ["dpkg-deb is missing, so no .deb was made (Debian's and Ubuntu's dpkg package)"]
    deb, kib = linux_package.build_deb(bundle_dir(dist), dist, version)
    print(f"package: {deb}  {mb(deb.stat().st_size)}, {mb(kib * 1024)} installed")
    if kib * 1024 > LINUX_BUDGET["installed"]:
        return [f"the .deb installs {mb(kib * 1024)}, over {mb(LINUX_BUDGET['installed'])}"]
    return []


def macos_signature_problem(dist: Path) -> str | None:
    """macOS: PyInstaller signs the .app ad hoc; check that the signature holds together."""
    if sys.platform != "darwin" or not shutil.which("codesign"):
        return None
    result = subprocess.run(
        ["codesign", "--verify", "--deep", "--strict", str(bundle_dir(dist))],
        capture_output=True,
        text=True,
    )
    if result.returncode != 0:
        return f"codesign --verify failed: {result.stderr.strip()}"
    print("codesign --verify: the ad-hoc signature is valid")
    return None


# ---- main -------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument(
        "--work", type=Path, default=ROOT / "build" / "pyinstaller", help="PyInstaller's cache"
    )
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument("--skip-build", action="store_true", help="test and pack dist/ as it is")
    parser.add_argument("--no-archive", action="store_true", help="do not make the archive")
    parser.add_argument("--no-deb", action="store_true", help="Linux: do not make the .deb")
    parser.add_argument(
        "--strict",
        action="store_true",
        help="also fail when over the Linux size budget or when a Qt platform plugin's "
        "libraries are missing on the build machine (CI uses this)",
    )
    args = parser.parse_args(argv)
    dist, version = args.dist.resolve(), cfg.package_version()
    problems: list[str] = []
    try:
        if not args.skip_build:
            build_translations()
            build_s = run_pyinstaller(dist, args.work.resolve(), args.clean)
            print(f"PyInstaller build: {build_s:.0f} s")
        signature = macos_signature_problem(dist)
        if signature:
            problems.append(signature)
        for plugin, names in missing_linux_libraries(dist).items():
            problems.append(
                f"{plugin} needs {', '.join(names)}, missing on this machine, so the bundle "
                "lacks them (install them: see README, 'Install the app')"
            )
        selftest(dist)
        size = disk_size(bundle_dir(dist))
        print(f"bundle: {bundle_dir(dist)}  {mb(size)} on disk")
        if sys.platform.startswith("linux") and size > LINUX_BUDGET["disk"]:
            problems.append(f"the bundle is {mb(size)}, over {mb(LINUX_BUDGET['disk'])}")
        if not args.no_archive:
            archive = make_archive(dist, version)
            asize = archive.stat().st_size
            print(f"archive: {archive}  {mb(asize)}")
            if sys.platform.startswith("linux") and asize > LINUX_BUDGET["archive"]:
                problems.append(f"the archive is {mb(asize)}, over {mb(LINUX_BUDGET['archive'])}")
        if sys.platform.startswith("linux") and not args.no_deb:
            problems.extend(make_deb(dist, version))
    except BuildError as exc:
        print(f"build.py: error: {exc}", file=sys.stderr)
        return 1
    for problem in problems:
        print(f"build.py: {'error' if args.strict else 'warning'}: {problem}", file=sys.stderr)
    return 1 if problems and args.strict else 0


if __name__ == "__main__":
    sys.exit(main())

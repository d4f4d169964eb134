"""The Windows installer's script compiled by the real makensis (Debian's nsis runs it on
Linux), against a small stand-in folder so it takes a second: what `make installers` does with
the whole bundle. The installer's files are read back with 7z, which opens NSIS installers.
The real installer is built and smoke-tested on Windows by the release workflow.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import bundle_config as cfg  # noqa: E402
import installers  # noqa: E402

pytestmark = pytest.mark.skipif(
    installers.find_tool("makensis") is None or installers.find_tool(*installers.SEVEN_ZIP) is None,
    reason="needs makensis and 7z (Debian and Ubuntu: nsis, p7zip-full; make test installs them)",
)
EXE = cfg.APP_NAME + (".exe" if sys.platform == "win32" else "")


@pytest.fixture
def small_bundle(tmp_path) -> Path:
    """A folder laid out like the bundle: the program, _internal/ with a nested file whose
    name has a space, and a resource."""
    bundle = tmp_path / "dist" / cfg.APP_NAME
    (bundle / "_internal" / "resources" / "help").mkdir(parents=True)
    (bundle / EXE).write_bytes(b"MZ stand-in program")
    (bundle / "_internal" / "base_library.zip").write_bytes(b"PK" + bytes(200))
    (bundle / "_internal" / "resources" / "help" / "rules of play.md").write_text("# Rules\n")
    return bundle


def test_the_installer_holds_exactly_the_bundles_files(small_bundle):
    dist = small_bundle.parent
    setup = installers.compile_nsis(small_bundle, dist, "1.2.0rc1", fast=True)
    assert setup == installers.setup_path(dist, "1.2.0rc1") and setup.is_file()
    installers.check_nsis(setup, small_bundle)  # raises unless the lists are equal
    assert installers.bundle_files(small_bundle) == {
        EXE,
        "_internal/base_library.zip",
        "_internal/resources/help/rules of play.md",
    }


def test_the_check_fails_when_the_installer_lacks_a_file(small_bundle):
    dist = small_bundle.parent
    setup = installers.compile_nsis(small_bundle, dist, "1.2.0", fast=True)
    (small_bundle / "_internal" / "added-after.dll").write_bytes(b"late")
    with pytest.raises(installers.InstallerError, match="added-after.dll"):
        installers.check_nsis(setup, small_bundle)


def test_the_installer_carries_its_version_resource(small_bundle):
    dist = small_bundle.parent
    setup = installers.compile_nsis(small_bundle, dist, "1.2.0rc1", fast=True)
    info = subprocess.run(
        [installers.seven_zip(), "l", "-slt", str(setup)], capture_output=True, text=True
    ).stdout
    assert "Type = Nsis" in info or "Type = PE" in info
    data = setup.read_bytes()
    # The version strings are UTF-16 in the PE resources (VIAddVersionKey).
    for text in ("1.2.0rc1", "Rummy Desktop", "Rummy Desktop 1.2.0rc1 setup"):
        assert text.encode("utf-16-le") in data, text


def test_a_broken_script_is_an_error_not_an_installer(small_bundle, tmp_path, monkeypatch):
    broken = tmp_path / "broken.nsi"
    broken.write_text(installers.NSIS_SCRIPT.read_text().replace("SectionEnd", "", 1))
    monkeypatch.setattr(installers, "NSIS_SCRIPT", broken)
    with pytest.raises(installers.InstallerError, match="makensis failed"):
        installers.compile_nsis(small_bundle, small_bundle.parent, "1.0", fast=True)
    assert not installers.setup_path(small_bundle.parent, "1.0").exists()


def test_the_script_installs_per_user_and_registers_under_hkcu():
    script = installers.NSIS_SCRIPT.read_text()
    assert "RequestExecutionLevel user" in script
    assert 'InstallDir "$LOCALAPPDATA\\Programs\\' in script
    assert "HKLM" not in script  # nothing machine-wide, so no administrator
    assert '"%1"' in script and "Software\\Classes\\.rummy" in script

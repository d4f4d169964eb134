"""The resource helper from source and from a (fake) frozen bundle, and the bundle's recipe.

The fake bundle is laid out exactly as packaging/bundle_config.data_files() tells PyInstaller
to lay out the real one, so a file the app looks up but the spec forgets fails here, fast.
"""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path

import pytest

from rummy_desktop.tabletop.sounds import SOUND_NAMES
from rummy_desktop.ui import resources
from rummy_desktop.ui.resources import app_icon, resource_path, resources_root

ROOT = Path(__file__).resolve().parents[2]
# What the app opens at run time, relative to resources/.
USED_AT_RUN_TIME = (
    "cards/svg-cards.svg",
    "cards/NOTICE.md",
    "cards/LICENSE.LGPL-2.1",
    "cards/AUTHORS",
    "help/rules.md",
    *resources.APP_ICON_FILES,
    *(f"sounds/{name}.wav" for name in SOUND_NAMES),
)


def load_bundle_config():
    spec = importlib.util.spec_from_file_location(
        "bundle_config", ROOT / "packaging" / "bundle_config.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


cfg = load_bundle_config()


@pytest.fixture
def fake_bundle(tmp_path, monkeypatch):
    """A tmp folder laid out like the bundle's _internal/ (sys._MEIPASS), and the app frozen."""
    for source, folder in cfg.data_files():
        target = tmp_path / folder
        if Path(source).is_dir():
            shutil.copytree(source, target)
        else:
            target.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    return tmp_path


# ---- from source ------------------------------------------------------------------------


def test_from_source_the_root_is_the_repositorys_resources_folder():
    assert resources_root() == ROOT / "resources"
    assert resource_path("cards/svg-cards.svg") == ROOT / "resources" / "cards" / "svg-cards.svg"
    assert resource_path("cards/svg-cards.svg").is_file()


def test_a_meipass_without_frozen_is_ignored(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources_root() == ROOT / "resources"


def test_frozen_without_meipass_falls_back_to_source(monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert resources_root() == ROOT / "resources"


def test_the_icon_files_are_in_the_source_tree():
    icons = ROOT / "resources" / "icons"
    for name in ("svg", "png", "ico", "icns"):
        assert (icons / f"rummy-desktop.{name}").is_file(), name
    assert (icons / "rummy-desktop-512.png").is_file()


# ---- from the bundle --------------------------------------------------------------------


def test_frozen_the_root_is_meipass_resources(fake_bundle):
    assert resources_root() == fake_bundle / "resources"
    assert resource_path("cards/svg-cards.svg") == fake_bundle / "resources/cards/svg-cards.svg"


@pytest.mark.parametrize("relative", USED_AT_RUN_TIME)
def test_every_file_the_app_uses_is_in_the_bundle(fake_bundle, relative):
    path = resource_path(relative)
    assert path.is_file(), f"{relative} is not bundled (packaging/bundle_config.data_files)"
    assert fake_bundle in path.parents


def test_the_bundled_rules_are_docs_rules_md(fake_bundle):
    bundled = resource_path("help/rules.md").read_text(encoding="utf-8")
    assert bundled == (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")


def test_app_icon_loads_from_the_bundle(qapp, fake_bundle):
    icon = app_icon()
    assert not icon.isNull()
    sizes = {(s.width(), s.height()) for s in icon.availableSizes()}
    assert {(256, 256), (512, 512)} <= sizes


def test_app_icon_is_null_when_the_files_are_missing(qapp, tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert app_icon().isNull()


# ---- the icon files ---------------------------------------------------------------------


def test_the_ico_and_icns_hold_every_size():
    image = pytest.importorskip("PIL.Image", reason="Pillow is in the dev extras")
    icons = ROOT / "resources" / "icons"
    with image.open(icons / "rummy-desktop.ico") as ico:
        assert {(16, 16), (32, 32), (48, 48), (256, 256)} <= set(ico.info["sizes"])
    with image.open(icons / "rummy-desktop.icns") as icns:
        assert icns.size == (1024, 1024)
        assert {(16, 16, 2), (128, 128, 1), (512, 512, 2)} <= set(icns.info["sizes"])
    for name, size in (("rummy-desktop.png", 256), ("rummy-desktop-512.png", 512)):
        with image.open(icons / name) as png:
            assert png.size == (size, size)


# ---- the spec's recipe (packaging/bundle_config.py) -------------------------------------


def test_the_version_comes_from_the_package():
    from rummy_desktop import __version__

    assert cfg.package_version() == __version__
    assert cfg.version_tuple("1.2.3") == (1, 2, 3, 0)
    assert cfg.version_tuple("0.10.0rc1") == (0, 10, 0, 0)
    assert cfg.version_tuple("2") == (2, 0, 0, 0)


def test_the_windows_version_file_carries_the_version():
    # PyInstaller eval()s this text with its own classes (which need pefile, Windows only):
    # evaluate it here with stand-ins that record their arguments.
    def record(kind):
        return lambda *args, **kwargs: (kind, args, kwargs)

    names = ["VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct"]
    names += ["VarFileInfo", "VarStruct"]
    text = cfg.windows_version_file("1.2.3")
    kind, _args, info = eval(text, {name: record(name) for name in names})  # noqa: S307
    assert kind == "VSVersionInfo"
    assert info["ffi"][2]["filevers"] == (1, 2, 3, 0)
    assert info["ffi"][2]["prodvers"] == (1, 2, 3, 0)
    table = info["kids"][0][1][0][0][1][1]
    strings = dict(entry[1] for entry in table)
    assert strings["ProductVersion"] == strings["FileVersion"] == "1.2.3"
    assert strings["OriginalFilename"] == "rummy-desktop.exe"


def test_the_macos_info_plist():
    plist = cfg.info_plist("1.2.3")
    assert plist["CFBundleIdentifier"] == cfg.BUNDLE_ID
    assert plist["CFBundleShortVersionString"] == "1.2.3"
    assert plist["LSMinimumSystemVersion"] == "14.0"
    assert plist["NSHighResolutionCapable"] is True


def test_the_macos_info_plist_declares_the_rummy_document_type():
    import plistlib

    # Through plistlib, as PyInstaller writes it: only plist types, and it round-trips.
    plist = plistlib.loads(plistlib.dumps(cfg.info_plist("1.2.3")))
    (exported,) = plist["UTExportedTypeDeclarations"]
    assert exported["UTTypeTagSpecification"]["public.filename-extension"] == ["rummy"]
    assert exported["UTTypeTagSpecification"]["public.mime-type"] == [cfg.SAVE_MIME_TYPE]
    assert (cfg.ICON_BASE.parent / exported["UTTypeIconFile"]).is_file()
    (document,) = plist["CFBundleDocumentTypes"]
    assert document["LSItemContentTypes"] == [exported["UTTypeIdentifier"]]
    assert document["LSHandlerRank"] == "Owner"


def test_the_icon_per_platform():
    assert cfg.icon_for_platform("win32").endswith("rummy-desktop.ico")
    assert cfg.icon_for_platform("darwin").endswith("rummy-desktop.icns")
    assert cfg.icon_for_platform("linux") is None


@pytest.mark.parametrize(
    "dest",
    [
        # The game's languages: its own .qm files, and Qt's own strings (OK, Cancel) in them.
        "resources/translations/rummy_desktop_de.qm",
        "resources/translations/rummy_desktop_pseudo.qm",
        "PySide6/Qt/translations/qtbase_de.qm",
        "PySide6/Qt/translations/qtbase_fr.qm",
        "PySide6/translations/qtbase_es.qm",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/plugins/platforms/qwindows.dll",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/plugins/styles/qmodernwindowsstyle.dll",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
        "PySide6/Qt/lib/libQt6Widgets.so.6",
        "PySide6/Qt/lib/libQt6Svg.so.6",
        "PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui",
        "PySide6/Qt6Gui.dll",
        "PySide6/QtSvg.abi3.so",
        # Sound: QtMultimedia links QtNetwork and QtConcurrent (their C++ libraries only).
        "PySide6/QtMultimedia.abi3.so",
        "PySide6/Qt/lib/libQt6Multimedia.so.6",
        "PySide6/Qt/lib/libQt6Network.so.6",
        "PySide6/QtNetwork.abi3.so",  # QtMultimedia's Python module imports it
        "PySide6/Qt/lib/libQt6Concurrent.so.6",
        "PySide6/Qt/lib/libQt6DBus.so.6",
        "PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork",
        "PySide6/Qt6Network.dll",
        "PySide6/Qt6Multimedia.dll",
        "resources/icons/rummy-desktop.png",
        "resources/icons/rummy-desktop-512.png",
        "resources/sounds/going_out.wav",
        "libicudata.so.73",
        "python3.11/lib-dynload/_json.cpython-311-x86_64-linux-gnu.so",
    ],
)
def test_trimming_keeps_what_the_app_needs(dest):
    assert cfg.keep_file(dest)


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/platforms/libqvnc.so",
        "PySide6/Qt/plugins/platforms/libqlinuxfb.so",
        "PySide6/Qt/plugins/platforms/libqminimal.so",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/tls/libqopensslbackend.so",
        "PySide6/plugins/tls/qschannelbackend.dll",
        "PySide6/Qt/plugins/networkinformation/libqnetworkmanager.so",
        "PySide6/Qt/plugins/egldeviceintegrations/libqeglfs-kms-integration.so",
        "PySide6/Qt/plugins/imageformats/libqjpeg.so",
        "PySide6/Qt/plugins/imageformats/libqpdf.so",
        "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
        "PySide6/Qt/plugins/generic/libqtuiotouchplugin.so",
        "PySide6/Qt/lib/libQt6Pdf.so.6",
        "PySide6/Qt/lib/libQt6Qml.so.6",
        "PySide6/QtConcurrent.abi3.so",
        "PySide6/QtDBus.abi3.so",
        "PySide6/QtDBus.pyd",
        # Sound: QSoundEffect needs neither Qt's FFmpeg plugin nor FFmpeg, and the PulseAudio
        # library must be the desktop's own.
        "PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so",
        "PySide6/plugins/multimedia/ffmpegmediaplugin.dll",
        "PySide6/Qt/lib/libavcodec.so.61",
        "PySide6/Qt/lib/libswresample.so.5",
        "PySide6/avformat-61.dll",
        "PySide6/Qt/lib/libavutil.59.dylib",
        "PySide6/Qt/lib/libQt6FFmpegStub-ssl.so.3",
        "PySide6/Qt/lib/libQt6MultimediaQuick.so.6",
        "PySide6/Qt/lib/libQt6MultimediaWidgets.so.6",
        "libpulse.so.0",
        "libpulsecommon-16.1.so",
        "libsndfile.so.1",
        "libvorbisenc.so.2",
        "libgssapi_krb5.so.2",
        "libkrb5.so.3",
        "resources/icons/rummy-desktop.icns",
        "resources/icons/rummy-desktop.ico",
        "PySide6/Qt/translations/qtbase_ja.qm",  # Qt's strings in a language the game lacks
        "PySide6/Qt/translations/qtmultimedia_de.qm",
        "PySide6/translations/qt_fr.qm",
        "PySide6/opengl32sw.dll",
        "libgtk-3.so.0",
        "libdbus-1.so.3",
        "libsystemd.so.0",
        "libgcrypt.so.20",
        "libssl.so.3",
        "libcrypto.so.3",
    ],
)
def test_trimming_drops_what_the_notes_list(dest):
    assert not cfg.keep_file(dest)


def test_pruning_drops_system_libraries_nothing_kept_links_to():
    toc = [
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/qt/libQt6Gui.so.6", "BINARY"),
        ("libpython3.11.so.1.0", "/py/libpython3.11.so.1.0", "BINARY"),
        ("libfreetype.so.6", "/usr/lib/libfreetype.so.6", "BINARY"),
        ("libpng16.so.16", "/usr/lib/libpng16.so.16", "BINARY"),
        ("libkrb5.so.3", "/usr/lib/libkrb5.so.3", "BINARY"),  # QtNetwork's, now unused
        ("libxkbcommon.so.0", "/usr/lib/libxkbcommon.so.0", "BINARY"),  # dlopen()ed by Qt
        ("libz.so.1", "/usr/lib/libz.so.1", "BINARY"),
    ]
    imports = {
        "/qt/libQt6Gui.so.6": ["libfreetype.so.6", "libpng16.so.16"],
        "/py/libpython3.11.so.1.0": ["libz.so.1"],
    }
    kept = [dest for dest, *_ in cfg.prune_unreachable(toc, lambda src: imports.get(src, []))]
    assert "libkrb5.so.3" not in kept
    assert kept == [
        "PySide6/Qt/lib/libQt6Gui.so.6",
        "libpython3.11.so.1.0",
        "libfreetype.so.6",
        "libpng16.so.16",
        "libxkbcommon.so.0",
        "libz.so.1",
    ]


def test_the_other_systems_icon_files_stay_out_of_the_bundle() -> None:
    on_linux = [cfg._needs_icon_file(s, "linux") for s in (".icns", ".ico", ".png")]
    assert on_linux == [False, False, True]
    assert cfg._needs_icon_file(".icns", "darwin") and cfg._needs_icon_file(".ico", "win32")
    assert not cfg._needs_icon_file(".ico", "darwin")


# ---- the translations -------------------------------------------------------------------


def test_the_bundle_keeps_qts_strings_in_every_language_the_game_ships():
    from rummy_desktop.i18n.languages import LANGUAGES

    assert set(cfg.SHIPPED_LANGUAGES) == set(LANGUAGES) - {"en"}


def test_the_built_translations_are_bundled(tmp_path):
    """data_files() names resources/translations once it is built (make qm, build.py)."""
    (tmp_path / "resources" / "translations").mkdir(parents=True)
    assert (str(tmp_path / "resources" / "translations"), "resources/translations") in (
        cfg.data_files(tmp_path)
    )


def test_a_bundled_translation_loads_from_the_bundle(qapp, fake_bundle):
    """As build.py lays them out: the .qm files under the bundle's resources/translations,
    which the window finds and speaks (then English again)."""
    from rummy_desktop.i18n import translate
    from rummy_desktop.ui import language

    tools = importlib.util.spec_from_file_location(
        "translations_tool", ROOT / "tools" / "translations.py"
    )
    module = importlib.util.module_from_spec(tools)
    tools.loader.exec_module(module)
    module.build(fake_bundle / "resources" / "translations")
    assert fake_bundle in language.qm_folder().parents
    try:
        assert language.apply("de") == "de"
        assert translate("Menus", "&Game") == "&Spiel"
    finally:
        language.apply("en")
    assert translate("Menus", "&Game") == "&Game"

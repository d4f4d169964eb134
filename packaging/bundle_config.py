"""What goes into the PyInstaller bundle: version, data files and the Qt trimming rules.

Imported by ``rummy-desktop.spec`` (and by the tests); plain Python, no PyInstaller import at
module level, so it can be tested without building anything.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parents[1]
APP_NAME = "rummy-desktop"  # the executable and the onedir folder
DISPLAY_NAME = "Rummy Desktop"  # the macOS .app and the Windows file description
BUNDLE_ID = "io.github.rummy-desktop"
# The freedesktop/Flatpak application id: the .desktop, metainfo, MIME and icon names on Linux
# (packaging/linux/), and the window's desktop file name (rummy_desktop/ui/app.py DESKTOP_ID).
APP_ID = "io.github.rummy_desktop.RummyDesktop"
HOMEPAGE = "https://github.com/rummy-desktop/rummy-desktop"
MAINTAINER = "Rummy Desktop contributors"
SAVE_MIME_TYPE = "application/x-rummy-save"
SAVE_UTI = f"{BUNDLE_ID}.save"  # the macOS uniform type of a .rummy file
MACOS_MINIMUM = "14.0"  # PySide6 6.12 wheels need macOS 14 (PLATFORM_NOTES.md)
ICON_BASE = ROOT / "resources" / "icons" / "rummy-desktop"

# ---- version --------------------------------------------------------------------------------


def package_version(root: Path = ROOT) -> str:
    """``rummy_desktop.__version__``, read from the source without importing the package."""
    text = (root / "rummy_desktop" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r"""^__version__\s*=\s*["']([^"']+)["']""", text, re.MULTILINE)
    if match is None:
        raise RuntimeError("rummy_desktop/__init__.py has no __version__")
    return match.group(1)


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """Four numbers for a Windows version resource: ``"1.2.3rc1"`` -> ``(1, 2, 3, 0)``."""
    numbers = [int(re.match(r"\d*", part).group() or 0) for part in version.split(".")[:4]]
    return tuple((numbers + [0, 0, 0, 0])[:4])  # type: ignore[return-value]


def windows_version_file(version: str) -> str:
    """The Windows version resource of ``rummy-desktop.exe`` as a PyInstaller version file
    (the text ``pyi-grab_version`` writes; EXE(version=PATH) reads it with ``eval``)."""
    numbers = version_tuple(version)
    strings = {
        "CompanyName": "Rummy Desktop",
        "FileDescription": DISPLAY_NAME,
        "FileVersion": version,
        "InternalName": APP_NAME,
        "LegalCopyright": "Rummy Desktop contributors",
        "OriginalFilename": f"{APP_NAME}.exe",
        "ProductName": DISPLAY_NAME,
        "ProductVersion": version,
    }
    table = ",\n".join(f"          StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""# UTF-8
# Made by packaging/bundle_config.py from rummy_desktop.__version__ ({version}).
VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers},
    prodvers={numbers},
    mask=0x3F,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable(
        '040904B0',
        [
{table}
        ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def write_windows_version_file(version: str, folder: str | Path) -> str:
    """Write :func:`windows_version_file` into ``folder``; returns the file's path."""
    path = Path(folder) / "version_info.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(windows_version_file(version), encoding="utf-8")
    return str(path)


def info_plist(version: str) -> dict[str, object]:
    """Info.plist keys merged over PyInstaller's defaults for the macOS ``.app``."""
    return {
        "CFBundleName": DISPLAY_NAME,
        "CFBundleDisplayName": DISPLAY_NAME,
        "CFBundleIdentifier": BUNDLE_ID,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "CFBundlePackageType": "APPL",
        "LSApplicationCategoryType": "public.app-category.card-games",
        "LSMinimumSystemVersion": MACOS_MINIMUM,
        "NSHighResolutionCapable": True,
        "NSHumanReadableCopyright": "Rummy Desktop contributors",
        "NSPrincipalClass": "NSApplication",
        # A .rummy save is this app's own document: the Finder shows it as a "Rummy Desktop
        # saved game" and a double-click opens it in the game (a QFileOpenEvent, which the
        # window opens as Game > Open does).
        "CFBundleDocumentTypes": [
            {
                "CFBundleTypeName": "Rummy Desktop saved game",
                "CFBundleTypeRole": "Editor",
                "LSHandlerRank": "Owner",
                "LSItemContentTypes": [SAVE_UTI],
            }
        ],
        "UTExportedTypeDeclarations": [
            {
                "UTTypeIdentifier": SAVE_UTI,
                "UTTypeDescription": "Rummy Desktop saved game",
                "UTTypeConformsTo": ["public.json", "public.data", "public.content"],
                "UTTypeIconFile": Path(ICON_BASE).with_suffix(".icns").name,
                "UTTypeTagSpecification": {
                    "public.filename-extension": ["rummy"],
                    "public.mime-type": [SAVE_MIME_TYPE],
                },
            }
        ],
    }


# ---- data files -----------------------------------------------------------------------------


def data_files(root: Path = ROOT) -> list[tuple[str, str]]:
    """``(source, folder in the bundle)`` pairs: everything under ``resources/`` that
    ``ui/resources.py`` looks up, plus docs/rules.md as ``resources/help/rules.md``. The
    translations' .qm files are built (``tools/translations.py build``, which build.py runs
    first), never committed."""
    pairs: list[tuple[str, str]] = []
    for folder in ("cards", "icons", "sounds", "fonts", "help", "translations"):
        source = root / "resources" / folder
        if source.is_dir():
            pairs.append((str(source), f"resources/{folder}"))
    rules = root / "docs" / "rules.md"
    if rules.is_file():
        pairs.append((str(rules), "resources/help"))
    return pairs


def confusables_data(folder: Path) -> list[tuple[str, str]]:
    """The confusables table that ``rummy_desktop/look_alike.py`` reads, gzipped into
    ``folder`` (112 KB instead of 903 KB: the onedir budget has little room left) as
    ``confusable_homoglyphs/confusables.json.gz``; look_alike reads either form."""
    import gzip
    from importlib import resources

    import confusable_homoglyphs

    raw = (resources.files(confusable_homoglyphs) / "confusables.json").read_bytes()
    target = folder / "confusables.json.gz"
    target.write_bytes(gzip.compress(raw, 9, mtime=0))
    return [(str(target), "confusable_homoglyphs")]


# ---- trimming -------------------------------------------------------------------------------

# Python modules the app never imports (some are pulled in by hooks or optional imports).
EXCLUDED_MODULES = [
    "tkinter",
    "_tkinter",
    "pydoc_data",
    # ssl stays (issue 35): network play's WebSocket client imports it, and wss:// needs it.
    "lib2to3",
    "PIL",
    "numpy",
    "pytest",
    "_pytest",
    "hypothesis",
    "pytestqt",
    # simulate --cluster imports Ray only when asked; the bundle never carries it (hundreds of
    # MB with its gRPC and dashboard dependencies): the cluster extra is for a pip install.
    "ray",
    # The type checker is a dev tool; pydantic's mypy plugin module names it, so PyInstaller's
    # pydantic hook pulled all of mypy in (1.1 MB) once mypy was installed beside it.
    "mypy",
    "pydantic.mypy",
    # Line editing for an interactive prompt: the app has none (and it brings ncurses).
    "readline",
    # pydantic's debug printer (pretty_print_core_schema, never called) names rich, which is
    # installed only because import-linter needs it; rich then brought pygments and
    # markdown_it, 3 MB of the executable's archive.
    "rich",
    "pygments",
    "markdown_it",
    # pydantic's v1 compatibility package (imported only for a v1 model, which the app has
    # none of) and decimal's pure-Python fallback (the C _decimal is bundled).
    "pydantic.v1",
    "_pydecimal",
    # XML: the app reads and writes JSON only; the expat parser is 232 KB the budget lacks.
    "xml",
    "pyexpat",
    # PySide6.QtNetwork stays: QtMultimedia's Python module imports it (libshiboken refuses
    # to load QtMultimedia without it). QtDBus's Python module is pulled in by PyInstaller's
    # Qt hook because libQt6Gui links libQt6DBus; no Python code or binding imports it.
    "PySide6.QtDBus",
    # The CJK codecs' C halves (0.9 MB): the frozen app runs in Python's UTF-8 mode
    # (PYTHON_OPTIONS), so no locale makes Python need them for file names or standard I/O,
    # and the game reads and writes its files as UTF-8.
    "_codecs_jp",
    "_codecs_hk",
    "_codecs_cn",
    "_codecs_kr",
    "_codecs_tw",
    "_codecs_iso2022",
    "_multibytecodec",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickWidgets",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtPrintSupport",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtXml",
    "PySide6.QtDesigner",
    "PySide6.QtUiTools",
    "PySide6.QtHelp",
    "PySide6.QtConcurrent",
    "PySide6.QtStateMachine",
    "PySide6.QtSvgWidgets",
]

# Qt plugins kept, by plugin folder; a folder not listed is dropped whole. Names are matched
# without the platform's prefix and suffix (``libqxcb.so``, ``qwindows.dll`` -> ``qxcb``,
# ``qwindows``). ``None`` keeps the whole folder.
KEPT_PLUGINS: dict[str, set[str] | None] = {
    # offscreen for --selftest everywhere; xcb and wayland on Linux, cocoa on macOS, windows on
    # Windows. Dropped: eglfs, linuxfb, vnc, minimal, minimalegl, vkkhrdisplay, direct2d.
    "platforms": {"qoffscreen", "qxcb", "qwayland", "qcocoa", "qwindows"},
    # The GTK 3 theme drags in GTK and its libraries; the portal theme is small and gives
    # sandboxed (Flatpak-like) desktops their file dialogs.
    "platformthemes": {"qxdgdesktopportal"},
    "platforminputcontexts": {
        "composeplatforminputcontextplugin",
        "ibusplatforminputcontextplugin",
    },
    "xcbglintegrations": None,
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-decoration-client": {"bradient"},
    "wayland-graphics-integration-client": {"qt-plugin-wayland-egl", "shm-emulation-server"},
    # Card art is SVG; PNG is built into QtGui. The other image formats are not used.
    "imageformats": {"qsvg"},
    "iconengines": None,  # the SVG icon engine
    "styles": None,  # Windows: the native (modern Windows) style
    "accessiblebridge": None,
}

# Qt libraries (by module name) that nothing we keep needs: what the dropped plugins (virtual
# keyboard, eglfs, the PDF image format, the GTK theme) brought with them, and QtMultimedia's
# Quick and widget parts. QtNetwork and QtConcurrent stay as C++ libraries: QtMultimedia (the
# table's sounds) links both; QtConcurrent's and QtDBus's Python modules are dropped.
DROPPED_QT_LIBS = re.compile(
    r"(lib)?Qt6?(Qml\w*|Quick\w*|VirtualKeyboard\w*|Pdf\w*|OpenGLWidgets|PrintSupport|Sql|"
    r"Test|Xml|Designer\w*|UiTools|Help|StateMachine|SvgWidgets|MultimediaQuick|"
    r"MultimediaWidgets|FFmpegStub\w*|EglFS\w*|EglFsKms\w*|WlShellIntegration|"
    r"WaylandCompositor\w*)(\.|_|-|$)"
)
DROPPED_BINDINGS = re.compile(r"^Qt(Concurrent|DBus)\.(abi3\.so|pyd)$")

# Interpreter options of the frozen app (PyInstaller's OPTION entries): UTF-8 mode, as Python
# 3.15 has by default (PEP 686): file names, standard I/O and open() are UTF-8 whatever the
# locale, which is why the CJK codecs above can stay out.
PYTHON_OPTIONS = [("X utf8_mode=1", None, "OPTION")]

# The languages the game ships besides English (rummy_desktop/i18n/languages.py LANGUAGES; a
# test keeps the two the same): Qt's own strings (OK, Cancel) in them are kept, 0.5 MB.
SHIPPED_LANGUAGES = ("de", "fr", "es")
KEPT_TRANSLATIONS = re.compile(
    r"(^|/)resources/translations/[^/]+\.qm$"
    rf"|(^|/)translations/qtbase_({'|'.join(SHIPPED_LANGUAGES)})\.qm$"
)

# Other files: Qt's other translations (the game's languages are kept above), Windows'
# software OpenGL (20 MB), the GTK stack that only the GTK theme plugin used, FFmpeg
# (QSoundEffect plays WAV files without Qt's FFmpeg media plugin, which is dropped with the
# whole multimedia plugin folder),
# and PulseAudio: the sound library must be the desktop's own, to talk to its sound server;
# where it is missing QtMultimedia does not load and the game is silent (ui/sound.py).
DROPPED_OTHER = re.compile(
    r"(^|/)translations/[^/]+\.qm$"
    r"|(^|/)opengl32sw\.dll$"
    r"|(^|/)(lib)?(avcodec|avformat|avutil|avdevice|avfilter|swresample|swscale)[-.\d]*"
    r"(\.so[.\d]*|\.dll|\.dylib)$"
    r"|(^|/)libpulse(-simple|-mainloop-glib|common-[\d.]+)?\.so[.\d]*$"
    # ...and what only PulseAudio (its sound files) and QtNetwork (Kerberos) link: PyInstaller's
    # ldd lists are transitive, so pruning alone keeps them for libQt6Multimedia. Where the
    # system lacks them, QtMultimedia does not load and the game is silent.
    r"|(^|/)lib(sndfile|FLAC|vorbis|vorbisenc|vorbisfile|ogg|opus|mp3lame|mpg123|asyncns|"
    r"gssapi_krb5|krb5|k5crypto|krb5support|com_err|keyutils)\.so[.\d]*$"
    # The Windows and macOS icons: PyInstaller builds them into the .exe and the .app; at run
    # time the window takes the PNGs (ui/resources.py APP_ICON_FILES).
    r"|(^|/)resources/icons/[^/]+\.(ico|icns)$"
    r"|(^|/)lib(gtk-3|gdk-3|atk-1\.0|atk-bridge-2\.0|atspi|pango\w*-1\.0|cairo(-gobject)?|"
    r"gdk_pixbuf-2\.0|epoxy)\.so[.\d]*$"
    # The D-Bus client library is the desktop's own, as PulseAudio's is: it talks to the
    # system's bus daemon, and every Linux desktop has it (the .deb depends on libdbus-1-3).
    # Bundled, it brought systemd's client library and the crypto and compression libraries
    # that one links (2.8 MB), which nothing else of the bundle uses.
    r"|(^|/)lib(dbus-1|systemd|gcrypt|gpg-error|lz4|cap)\.so[.\d]*$"
    # OpenSSL (network play's ssl module) is the system's own too: it gets the system's
    # security fixes, and bundled it would take the bundle over its budget (5.4 MB). The .deb
    # depends on it; where it is missing only network play is unavailable.
    r"|(^|/)lib(ssl|crypto)\.so\.3$"
)


def _plugin_name(filename: str) -> str:
    name = filename.split(".")[0]
    return name[3:] if name.startswith("lib") else name


def keep_file(dest: str) -> bool:
    """Whether a bundle entry (its destination path in the bundle) is kept."""
    path = PurePosixPath(dest.replace("\\", "/"))
    parts = path.parts
    if "plugins" in parts:
        index = parts.index("plugins")
        if index + 2 < len(parts) and parts[index - 1] in ("Qt", "PySide6"):
            folder, rest = parts[index + 1], parts[index + 2 :]
            if folder == "platforms" and rest[0] == "darwin":  # macOS helper of qcocoa
                return True
            if folder not in KEPT_PLUGINS:
                return False
            kept = KEPT_PLUGINS[folder]
            return kept is None or _plugin_name(rest[-1]) in kept
    if any(DROPPED_QT_LIBS.match(part) for part in parts) or DROPPED_BINDINGS.match(parts[-1]):
        return False
    if parts[:2] == ("resources", "icons") and not _needs_icon_file(path.suffix):
        return False
    if KEPT_TRANSLATIONS.search(path.as_posix()):
        return True
    return not DROPPED_OTHER.search(path.as_posix())


def _needs_icon_file(suffix: str, platform: str = sys.platform) -> bool:
    """The .icns (macOS) and .ico (Windows) icons are the app's file icons on their own
    systems only; the window uses the PNGs. Off them they are 320 KB the budget lacks."""
    if suffix == ".icns":
        return platform == "darwin"
    if suffix == ".ico":
        return platform.startswith("win")
    return True


def trim(toc: list) -> list:
    """The entries of a PyInstaller TOC (``(dest, src, typecode)`` tuples) that are kept."""
    return [entry for entry in toc if keep_file(entry[0])]


# Linux system libraries that Qt loads with dlopen() rather than links: never pruned.
DLOPENED = re.compile(r"^lib(xkbcommon|xcb|X11|wayland|fontconfig|freetype|EGL|GL)")


def prune_unreachable(toc: list, imports_of) -> list:
    """Linux: drop the top-level system libraries that nothing kept links to any more.

    PyInstaller collected them for the plugins and Qt libraries ``trim`` removed (GTK's pango
    and cairo stack, QtNetwork's Kerberos, GIO). ``imports_of(path)`` gives the sonames a
    binary needs, transitively (PyInstaller's ``ldd``-based ``get_imports``). Roots: every
    binary in a subfolder (Qt, plugins, extension modules) and libpython."""

    def system_lib(dest: str) -> bool:
        return "/" not in dest.replace("\\", "/") and not dest.startswith("libpython")

    needed: set[str] = set()
    for dest, src, _kind in toc:
        if not system_lib(dest):
            needed.update(PurePosixPath(name).name for name in imports_of(src))
    return [
        entry
        for entry in toc
        if not system_lib(entry[0]) or entry[0] in needed or DLOPENED.match(entry[0])
    ]


def icon_for_platform(platform: str = sys.platform) -> str | None:
    """The icon file EXE/BUNDLE take on this platform: the .ico on Windows, the .icns on
    macOS; None on Linux, where an executable has no icon (the window sets its own)."""
    suffix = {"win32": ".ico", "darwin": ".icns"}.get(platform)
    path = ICON_BASE.with_suffix(suffix) if suffix else None
    return str(path) if path is not None and path.is_file() else None

"""Make the app icon's PNG, ICO and ICNS forms from resources/icons/rummy-desktop.svg.

    .venv/bin/python packaging/make_icons.py          # (re)write the icon files
    .venv/bin/python packaging/make_icons.py --check  # exit 1 if one is missing or stale

The SVG is the source (drawn by hand for the project). Each size is rendered from it by QtSvg,
so the small sizes are drawn for their size rather than shrunk from a big bitmap; Pillow then
packs them into a multi-size .ico (Windows) and an .icns (macOS). The outputs are committed, so
a build needs neither step; run this again after editing the SVG.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
SVG = ICONS / "rummy-desktop.svg"
# 256 and 512 for the window; the small ones for the title bar and taskbar, and for the Linux
# packages' hicolor icon theme (packaging/linux_package.py), drawn for their size.
PNG_SIZES = {
    "rummy-desktop.png": 256,
    "rummy-desktop-512.png": 512,
    **{f"rummy-desktop-{size}.png": size for size in (16, 24, 32, 48, 64, 128)},
}
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn at ``size`` x ``size`` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        render_png.app = QGuiApplication([])  # kept alive for the next calls
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: {svg} is not a valid SVG for QtSvg")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data)


def build_icons(svg: Path = SVG) -> dict[str, bytes]:
    """Every output file's name and bytes."""
    from PIL import Image

    sizes = sorted(set(PNG_SIZES.values()) | set(ICO_SIZES) | set(ICNS_SIZES))
    rendered = {size: render_png(svg, size) for size in sizes}
    images = {size: Image.open(io.BytesIO(png)).convert("RGBA") for size, png in rendered.items()}

    files = {name: rendered[size] for name, size in PNG_SIZES.items()}
    ico = io.BytesIO()
    biggest = images[max(ICO_SIZES)]
    biggest.save(
        ico,
        format="ICO",
        sizes=[(s, s) for s in ICO_SIZES],
        append_images=[images[s] for s in ICO_SIZES if s != max(ICO_SIZES)],
    )
    files["rummy-desktop.ico"] = ico.getvalue()
    icns = io.BytesIO()
    images[max(ICNS_SIZES)].save(
        icns,
        format="ICNS",
        append_images=[images[s] for s in ICNS_SIZES if s != max(ICNS_SIZES)],
    )
    files["rummy-desktop.icns"] = icns.getvalue()
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="only check that the files exist and are up to date"
    )
    args = parser.parse_args(argv)
    files = build_icons()
    stale = [name for name, data in files.items() if _read(ICONS / name) != data]
    if args.check:
        for name in stale:
            print(f"make_icons: resources/icons/{name} is missing or stale", file=sys.stderr)
        return 1 if stale else 0
    for name, data in files.items():
        (ICONS / name).write_bytes(data)
        print(f"resources/icons/{name}: {len(data):,} bytes{'' if name in stale else ' (same)'}")
    return 0


def _read(path: Path) -> bytes | None:
    return path.read_bytes() if path.is_file() else None


if __name__ == "__main__":
    sys.exit(main())

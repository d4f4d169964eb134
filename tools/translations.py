"""The Qt Linguist workflow: extract the game's sentences, write the pseudo-locale, build .qm.

    .venv/bin/python tools/translations.py update   # lupdate: the code's sentences into translations/*.ts
    .venv/bin/python tools/translations.py pseudo   # translations/rummy_desktop_pseudo.ts, generated
    .venv/bin/python tools/translations.py build [DIR]   # lrelease: every .ts into DIR (resources/translations)
    .venv/bin/python tools/translations.py merge REV...  # after a merge: fill new entries from REV's .ts files

``make translations`` runs update then the build; ``make run``, ``make test`` and ``make
package`` build the .qm files when a .ts is newer. docs/dev/translations.md tells the whole
workflow; the tests (tests/i18n) call these functions too.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rummy_desktop.i18n import plural_forms  # noqa: E402
from rummy_desktop.i18n.languages import LANGUAGES, PSEUDO  # noqa: E402
from rummy_desktop.i18n.pseudo import pseudo  # noqa: E402

TS_DIR = ROOT / "translations"
QM_DIR = ROOT / "resources" / "translations"
PREFIX = "rummy_desktop"
# The languages with a translator's .ts file (English is the source).
TRANSLATED = tuple(code for code in LANGUAGES if code != "en")
# How lupdate reads the package: Python files only; `Context.tr_noop("...")` marks a string
# as QT_TR_NOOP does; no source locations (a moved line would change every .ts and make
# parallel branches conflict), messages sorted (a new one lands in one stable place), and
# sentences no longer in the code dropped.
LUPDATE_OPTIONS = (
    "-extensions",
    "py",
    "-tr-function-alias",
    "QT_TR_NOOP+=tr_noop",
    "-locations",
    "none",
    "-sort-messages",
    "-no-obsolete",
    "-silent",
)


def ts_path(code: str, folder: Path = TS_DIR) -> Path:
    return folder / f"{PREFIX}_{code}.ts"


def qm_name(code: str) -> str:
    return f"{PREFIX}_{code}.qm"


def tool(name: str) -> str:
    """``pyside6-lupdate`` or ``pyside6-lrelease`` beside this Python (the venv's)."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (make install)")
    return found


def lupdate(ts_files: list[Path], sources: Path = ROOT / "rummy_desktop") -> None:
    """Merge the sentences marked in ``sources`` into each .ts file (made if missing)."""
    subprocess.run(
        [tool("pyside6-lupdate"), *LUPDATE_OPTIONS, str(sources), "-ts", *map(str, ts_files)],
        check=True,
        cwd=ROOT,
    )


def update() -> None:
    TS_DIR.mkdir(exist_ok=True)
    lupdate([ts_path(code) for code in TRANSLATED])
    write_pseudo()


def write_pseudo(template: Path | None = None, out: Path | None = None) -> Path:
    """The pseudo-locale's .ts, every translation :func:`pseudo` of its source, from the
    sources of ``template`` (the German .ts: every .ts holds the same sources)."""
    template = template or ts_path(TRANSLATED[0])
    out = out or ts_path(PSEUDO)
    tree = ET.parse(template)
    root = tree.getroot()
    root.set("language", "en")  # English plural rules: one form for 1, one for the rest
    root.set("sourcelanguage", "en")
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        translation.clear()
        if message.get("numerus") == "yes":
            for form in plural_forms(source):
                ET.SubElement(translation, "numerusform").text = pseudo(form)
        else:
            translation.text = pseudo(source)
    ET.indent(tree, space="    ")
    out.parent.mkdir(parents=True, exist_ok=True)
    tree.write(out, encoding="utf-8", xml_declaration=True)
    return out


def lrelease(ts: Path, qm: Path) -> None:
    qm.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [tool("pyside6-lrelease"), "-silent", "-nounfinished", str(ts), "-qm", str(qm)],
        check=True,
    )


def build(folder: Path = QM_DIR, ts_folder: Path = TS_DIR) -> list[Path]:
    """Every language's .qm, and the pseudo-locale's (written first if missing), in
    ``folder``; returns their paths."""
    if not ts_path(PSEUDO, ts_folder).is_file():
        write_pseudo(ts_path(TRANSLATED[0], ts_folder), ts_path(PSEUDO, ts_folder))
    built = []
    for code in (*TRANSLATED, PSEUDO):
        qm = folder / qm_name(code)
        lrelease(ts_path(code, ts_folder), qm)
        built.append(qm)
    return built


def merge(revisions: list[str]) -> None:
    """After merging branches that both changed the .ts files (resolve them to one side first):
    lupdate adds the sentences the other side's code brought, unfinished, and this fills them
    from the .ts files at ``revisions`` (git revisions: the other side's branch), then says
    what is still to translate."""
    from ts_fill import fill

    update()
    for code in TRANSLATED:
        path = ts_path(code)
        others = []
        for rev in revisions:
            shown = subprocess.run(
                ["git", "show", f"{rev}:{path.relative_to(ROOT).as_posix()}"],
                capture_output=True,
                text=True,
                cwd=ROOT,
            )
            if shown.returncode == 0:
                others.append(shown.stdout)
        text, filled, left = fill(path.read_text(encoding="utf-8"), others)
        path.write_text(text, encoding="utf-8")
        print(f"{path.name}: {filled} filled, {left} still to translate")
    update()  # lupdate's own layout again


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command == "update":
        update()
    elif command == "pseudo":
        write_pseudo()
    elif command == "merge" and len(argv) > 1:
        merge(argv[1:])
    elif command == "build":
        build(Path(argv[1]) if len(argv) > 1 else QM_DIR)
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

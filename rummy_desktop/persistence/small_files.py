"""Reading and writing the small versioned JSON files: settings and statistics.

A file that is not such a document at all (not JSON, not an object, too large) falls back
to a fresh default, the old file renamed aside. A document with some bad entries keeps every
good one: each top-level key is validated on its own (and, for the keys named ``by_item``,
each entry of it), and only what fails is set aside, into ``NAME.set-aside-<digest>`` beside
the file, with one sentence saying what. The file itself is not rewritten by reading it, and
the digest of its bytes in the side file's name says the sentence was given: the same file at
the next start is read quietly. Keys this version does not know (a newer version's) are not
used, not reported, and written back unchanged by :func:`write_model` (``keep_unknown``).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from ..quoting import quote, shorten
from .atomic import read_limited, set_aside, target_of, write_atomic
from .errors import SaveFileError, file_label
from .safe_json import parse_json

M = TypeVar("M", bound=BaseModel)
SET_ASIDE = ".set-aside-"


@dataclass(frozen=True)
class Part:
    """One thing set aside: a top-level ``key``, or one ``item`` of it (a dict's key, or
    None for an entry of a list)."""

    key: str
    item: str | None = None
    whole: bool = True
    why: str = ""  # the first validation problem, as a short phrase


@dataclass
class ByKey:
    """What :func:`validate_by_key` kept and set aside."""

    model: Any
    aside: dict[str, Any] = field(default_factory=dict)
    parts: list[Part] = field(default_factory=list)


def _reset(path: Path, reset: str, exc: SaveFileError) -> str:
    kept = set_aside(path) if path.is_file() else None
    where = f" The old file was kept as '{file_label(kept)}'." if kept else ""
    return f"{reset}: {exc}{where}"


def load_by_key(
    path: Path,
    model: type[M],
    max_bytes: int,
    what: str,
    *,
    reset: str,
    by_item: Collection[str],
    describe: Callable[[Sequence[Part]], list[str]],
    prepare: Callable[[dict[str, Any]], dict[str, Any]] | None = None,
) -> tuple[M, str | None]:
    """The file's model, every good key kept, and None or one sentence naming what was set
    aside (the first time this file is read with it). A file that is no such document gives
    ``model()`` and ``reset`` + why, the old file renamed aside. ``prepare`` may trim the
    parsed document before it is validated (a bound on its work)."""
    try:
        if not path.exists():
            return model(), None
    except OSError:
        return model(), None
    try:
        raw = read_limited(path, max_bytes, what)
        data = parse_json(raw, file_label(path), what)
        if not isinstance(data, dict):
            raise SaveFileError(
                f"Cannot open '{file_label(path)}': it is not a Rummy Desktop {what}."
            )
    except SaveFileError as exc:
        return model(), _reset(path, reset, exc)
    if prepare is not None:
        data = prepare(data)
    found = validate_by_key(data, model, by_item)
    if not found.parts:
        return found.model, None
    side = target_of(path).with_name(
        f"{target_of(path).name}{SET_ASIDE}{hashlib.sha256(raw).hexdigest()[:12]}"
    )
    if side.exists():
        return found.model, None  # this very file was read before: said then
    words = describe(found.parts)
    why = found.parts[0].why
    names = _listed(words)
    if why:  # the first problem, for whoever edits the file by hand
        first = describe(found.parts[:1])[0]
        names += f" could not be used ({why if len(words) == 1 else f'{first}: {why}'})"
    else:
        names += " could not be used"
    one = len(found.parts) == 1
    it, was = ("it", "was") if one else ("they", "were")
    noun = what.removesuffix(" file").capitalize()
    try:
        # ASCII: a set-aside value may hold text that is not Unicode (a lone surrogate).
        text = json.dumps(found.aside, ensure_ascii=True, indent=2)
        write_atomic(side, text.encode("ascii") + b"\n")
    except SaveFileError:
        return found.model, (
            f"{noun}: {names}, so this version leaves {'it' if one else 'them'} "
            "out and keeps everything else."
        )
    return found.model, (
        f"{noun}: {names}, so {it} {was} set aside in "
        f"'{file_label(side)}' and everything else kept."
    )


def _listed(words: list[str], most: int = 4) -> str:
    """``a, b and c``; past ``most``, the first few and how many more."""
    if len(words) > most:
        words = words[: most - 1] + [f"{len(words) - most + 1} more"]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def validate_by_key(data: dict[str, Any], model: type[M], by_item: Collection[str]) -> ByKey:
    """``data`` validated strictly one top-level key at a time; what fails is set aside.

    Keys the model does not know are left out (not set aside: a newer version's). For a key
    in ``by_item`` (a dict or a list), each entry is judged alone, so one bad contract list
    or recent file does not cost the others. ``version``: any whole number from 1 is read
    (a newer version's file keeps what this one knows); anything else is set aside.
    """
    fields = model.model_fields
    candidate = {k: v for k, v in data.items() if k in fields and k != "version"}
    found = ByKey(model=None)
    if "version" in data:
        version = data["version"]
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            found.aside["version"] = version
            found.parts.append(Part("version", why=f"{quote(version)} is not a version"))
    for _ in range(len(fields) + 1):
        try:
            found.model = model.model_validate(candidate, strict=True)
            return found
        except ValidationError as exc:
            errors = exc.errors(include_url=False)
        whys: dict[str, str] = {}
        for error in errors:
            if error["loc"] and str(error["loc"][0]) in candidate:
                whys.setdefault(str(error["loc"][0]), _phrase(error, 1))
        if not whys:  # an error of the whole model: nothing can be kept
            whys = {key: _phrase(errors[0], 0) for key in candidate}
        for key in sorted(whys):
            value = candidate.pop(key)
            if key in by_item:
                kept = _split_items(model, key, value, found)
                if kept is not None:
                    candidate[key] = kept
                    continue
            found.aside[key] = value
            found.parts.append(Part(key, why=whys[key]))
    found.model = model()
    return found


def _split_items(model: type[M], key: str, value: Any, found: ByKey) -> Any:
    """The good entries of ``value`` (each validated alone), the bad ones set aside in
    ``found``; None when the container itself is the problem (not a dict or list, or too
    many entries)."""
    if isinstance(value, dict):
        good_d: dict[str, Any] = {}
        bad_d: dict[str, Any] = {}
        parts: list[Part] = []
        for k, v in value.items():
            why = _invalid(model, {key: {k: v}}, skip=2)
            if why is None:
                good_d[k] = v
            else:
                bad_d[k] = v
                parts.append(Part(key, k, whole=False, why=why))
        good: Any = good_d
        bad: Any = bad_d
    elif isinstance(value, list):
        good, bad, parts = [], [], []
        for v in value:
            why = _invalid(model, {key: [v]}, skip=2)
            if why is None:
                good.append(v)
            else:
                bad.append(v)
                parts.append(Part(key, None, whole=False, why=why))
    else:
        return None
    if not bad or _invalid(model, {key: good}) is not None:
        return None
    found.aside[key] = bad
    found.parts += parts
    return good


def _invalid(model: type[BaseModel], data: dict[str, Any], skip: int = 0) -> str | None:
    """None if ``data`` validates, else its first problem (the first ``skip`` steps of
    its location left out)."""
    try:
        model.model_validate(data, strict=True)
    except ValidationError as exc:
        return _phrase(exc.errors(include_url=False)[0], skip)
    return None


def _phrase(error: Any, skip: int) -> str:
    """A validation error as a short phrase: ``card_values.joker: Input should be ...``."""
    where = ".".join(shorten(str(p)) for p in error["loc"][skip:])
    msg = shorten(str(error["msg"]).removeprefix("Value error, "), 120)
    return f"{where}: {msg}" if where else msg


def write_model(
    path: Path,
    model: BaseModel,
    indent: int,
    *,
    keep_unknown: bool = False,
    max_bytes: int = 0,
) -> None:
    """Write the model as JSON atomically; raises SaveFileError with one sentence.

    ``keep_unknown``: the keys of the file on disk (up to ``max_bytes``) that this version
    does not know are written back as they were, so a newer version's settings survive an
    older version's save.
    """
    doc = model.model_dump(mode="json")
    if keep_unknown:
        doc |= {k: v for k, v in on_disk(path, max_bytes).items() if k not in doc}
    text = json.dumps(doc, ensure_ascii=False, indent=indent)
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:  # a kept value holds a lone surrogate: JSON's \u escape for it
        data = json.dumps(doc, ensure_ascii=True, indent=indent).encode("ascii")
    write_atomic(path, data + b"\n", make_folder=True)


def on_disk(path: Path, max_bytes: int) -> dict[str, Any]:
    """The document in the file now, or nothing if there is none that reads."""
    try:
        if not path.exists():
            return {}
        data = parse_json(read_limited(path, max_bytes), file_label(path))
    except (SaveFileError, OSError):
        return {}
    return data if isinstance(data, dict) else {}

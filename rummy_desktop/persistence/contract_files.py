"""A table's own contract list as a file to share (Import / Export in the New Game dialog).

The file is a small JSON object: ``{"format": "rummy-desktop contracts", "version": 1,
"name": "Grandma's rounds", "contracts": [{"deal": 7, "sets": [3, 3], "runs": []}, ...]}``.
A bare ``{"contracts": [...]}`` (the ``--rules`` form) is read too. A later version's file
(``version`` above 1, or entries this version does not know) gives its rounds, and one
sentence naming the entries left out; a file that is no contract list, or whose rounds the
rules refuse, is refused with one sentence, and nothing is changed.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..engine import RulesError, RuleSet
from ..quoting import quote, shorten
from ..refusal_words import say
from .atomic import read_limited, write_atomic
from .errors import SaveFileError, file_label
from .safe_json import parse_json

FORMAT = "rummy-desktop contracts"
MAX_CONTRACT_BYTES = 200_000  # twenty rounds take about 2 KB
_KEYS = {"format", "version", "name", "contracts"}


def contract_document(name: str | None, contracts: list[dict[str, Any]]) -> dict[str, Any]:
    return {"format": FORMAT, "version": 1, "name": name, "contracts": contracts}


def write_contract_file(path: Path, name: str | None, contracts: list[dict[str, Any]]) -> None:
    """Write the list atomically; SaveFileError with one sentence on failure."""
    text = json.dumps(contract_document(name, contracts), ensure_ascii=False, indent=2)
    write_atomic(Path(path), text.encode("utf-8") + b"\n")


def read_contract_file(path: Path) -> tuple[str | None, list[dict[str, Any]], str | None]:
    """The name and rounds of a contract file, checked by the engine, and None or a sentence
    naming the entries this version does not know (left out); SaveFileError if it cannot
    be used."""
    path = Path(path)
    label = file_label(path)
    what = "contract list"
    data = parse_json(read_limited(path, MAX_CONTRACT_BYTES, what), label, what)
    prefix = f"Cannot use '{label}'"
    if not isinstance(data, dict) or "contracts" not in data:
        raise SaveFileError(f'{prefix}: it is not a contract list (it has no "contracts").')
    version = data.get("version", 1)
    if (
        data.get("format", FORMAT) != FORMAT
        or isinstance(version, bool)
        or not isinstance(version, int)
        or version < 1
    ):
        raise SaveFileError(f"{prefix}: it is not a contract list this version can read.")
    name = data.get("name")
    if name is not None and not isinstance(name, str):
        raise SaveFileError(f"{prefix}: its name must be text.")
    try:
        rules = RuleSet.from_overrides(
            "hillbilly", 2, {"contracts": data["contracts"], "contract_name": name}
        )
    except RulesError as exc:
        raise SaveFileError(f"{prefix}: {shorten(say(exc), 160)}.") from None
    return rules.contract_name, [c.to_json() for c in rules.contracts], _left_out(data, label)


def _left_out(data: dict[str, Any], label: str) -> str | None:
    """One sentence naming the top-level entries this version does not know (a newer
    version's), which the import leaves out; None when there are none."""
    extra = sorted(set(data) - _KEYS)
    if not extra:
        return None
    names = ", ".join(quote(k, 30) for k in extra[:3])
    if len(extra) > 3:
        names += f" and {len(extra) - 3} more"
    entry = "an entry" if len(extra) == 1 else "entries"
    return f"'{label}' has {entry} this version does not know ({names}), left out."

"""Refusals in words for the engine's tests: the engine raises data (a code and its values);
these helpers word it as a player reads it, so a test can still assert the real sentence."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import pytest

from rummy_desktop.engine import Problem, RefusalError
from rummy_desktop.refusal_words import say


def said(refusal: RefusalError | Problem | None, names: Sequence[str] = ()) -> str:
    """The refusal's sentence ('' for None: nothing was refused)."""
    return "" if refusal is None else say(refusal, names)


@contextmanager
def refused_with(
    kind: type[RefusalError], match: str | None = None
) -> Iterator[pytest.ExceptionInfo[RefusalError]]:
    """``pytest.raises(kind, match=...)``, matched against the refusal's sentence."""
    with pytest.raises(kind) as info:
        yield info
    if match is not None:
        text = said(info.value)
        assert re.search(match, text), f"{match!r} not in {text!r}"

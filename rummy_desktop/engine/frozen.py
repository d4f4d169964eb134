"""A dict that refuses to change: the rule set's tables (card values, decks, buys).

A rule set is shared by the game and every view handed to a bot, so its tables must not
change under the game (issue 38: one ``view.rules.card_values.update()`` made every seat
score 0). It stays a ``dict`` subclass so that everything reading rules as plain data (JSON,
saves, the house-rules panel) keeps working, and it pickles to worker processes.
"""

from __future__ import annotations

from typing import Any, NoReturn, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class FrozenDict(dict[K, V]):
    """A dict whose contents are fixed when it is made; every method that would change it
    raises TypeError. Hashable, so two equal tables are interchangeable keys."""

    __slots__ = ()

    def _refuse(self, *_args: Any, **_kwargs: Any) -> NoReturn:
        raise TypeError("the rules cannot change during a game: this table is read-only")

    __setitem__ = __delitem__ = __ior__ = _refuse
    clear = pop = popitem = setdefault = update = _refuse

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(frozenset(self.items()))

    def __reduce__(self) -> tuple[Any, ...]:
        # Rebuilt from a plain dict: unpickling must not call the refused __setitem__.
        return (type(self), (dict(self),))

    def __copy__(self) -> FrozenDict[K, V]:
        return self

    def __deepcopy__(self, _memo: dict[int, Any]) -> FrozenDict[K, V]:
        return self  # its keys and values are numbers and strings


def frozen(value: Any) -> Any:
    """A validated table as a FrozenDict (anything else is left for validation to refuse)."""
    return FrozenDict(value) if isinstance(value, dict) else value

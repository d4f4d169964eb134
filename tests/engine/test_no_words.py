"""The engine holds no sentence for people (issue 36): it says what is wrong as data, and the
words are made outside it (``rummy_desktop/refusal_words.py``). docs/engine.md, "Refusals".

The rule, read from the source's syntax tree: a string literal is *sentence-like* when two
words of two or more letters stand next to each other, separated by white space (an f-string
is read with each placeholder as a word: ``f"{n} {kind}s"`` is words). Such a literal may
stand only

* in a docstring, or in a comment (which the tree does not hold);
* as the message of an ``assert``, or inside ``raise X(...)`` where ``X`` is one of Python's
  own exception types (``ValueError``, ``TypeError``...): a developer's note on a programming
  error or on machine data that is not the engine's (a view's JSON, an action's shape). A
  refusal a person reads is one of the engine's own exceptions, which take a code, not text;
* in :data:`ALLOWED`: the games' names, which are names (kept in saves as they are), and a
  preset's citation of its rule text.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import rummy_desktop.engine

ENGINE = Path(rummy_desktop.engine.__file__).parent
DEVELOPER_ERRORS = {
    "AssertionError",
    "IndexError",
    "KeyError",
    "NotImplementedError",
    "RuntimeError",
    "TypeError",
    "ValueError",
}
SENTENCE = re.compile(r"[A-Za-z]{2,}\s+[A-Za-z]{2,}")
# (file, literal): names of games and a citation, not sentences.
ALLOWED = {
    ("rules.py", "Hillbilly Rummy"),  # RuleSet.game_name
    ("rules.py", "Three Thirteen"),
    ("rules.py", "Contract rummy, own rounds"),  # a contract list nobody has named
    ("presets.py", "Hillbilly Rummy"),  # Preset.name, kept as the rules' contract_name
    ("presets.py", "Liverpool Rummy"),
    ("presets.py", "Contract Rummy"),
    ("presets.py", "Contract Rummy (Bicycle)"),
    ("presets.py", "the Hillbilly seed text (RULES.md 3.1)"),  # Preset.sources: a citation
}


def _text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "word" for v in node.values)
    return None


def sentences(source: str) -> list[tuple[int, str]]:
    """The sentence-like literals of a module that the rule above does not allow."""
    tree = ast.parse(source)
    exempt: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        documented = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
        if isinstance(node, documented) and body and isinstance(body[0], ast.Expr):
            exempt.add(id(body[0].value))
        if isinstance(node, ast.Assert) and node.msg is not None:
            exempt.update(id(n) for n in ast.walk(node.msg))
        raised = node.exc if isinstance(node, ast.Raise) else None
        if (
            isinstance(raised, ast.Call)
            and isinstance(raised.func, ast.Name)
            and raised.func.id in DEVELOPER_ERRORS
        ):
            exempt.update(id(n) for n in ast.walk(raised))
        if isinstance(node, ast.JoinedStr):  # read whole, not part by part
            exempt.update(id(v) for v in node.values)
    found = []
    for node in ast.walk(tree):
        text = _text(node)
        if text is not None and id(node) not in exempt and SENTENCE.search(text):
            found.append((getattr(node, "lineno", 0), text))
    return sorted(found)


def test_the_engine_holds_no_sentence_for_people():
    offending = []
    for path in sorted(ENGINE.rglob("*.py")):
        for line, text in sentences(path.read_text(encoding="utf-8")):
            if (path.name, text) not in ALLOWED:
                offending.append(f"{path.relative_to(ENGINE)}:{line}: {text!r}")
    assert not offending, "words for people in the engine:\n" + "\n".join(offending)


def test_every_allowed_literal_is_still_there():
    """The allow-list stays short and true: nothing in it that the engine no longer holds."""
    held = {
        (path.name, text)
        for path in ENGINE.rglob("*.py")
        for _line, text in sentences(path.read_text(encoding="utf-8"))
    }
    assert held >= ALLOWED


def test_the_rule_finds_what_it_should():
    """The rule itself: each kind of sentence is found, each allowed place is left alone."""
    source = '''
"""A module docstring, a sentence."""
def f(card, n, kind):
    """A docstring, a sentence."""
    assert card, "a developer's note"
    if n:
        raise ValueError(f"not a card: {card}")
    if kind:
        raise IllegalAction(f"{card} is not in your hand")
    x = f"{n} {kind}"
    y = "two words"
    z = ("one", "x y", "AB-CD", "set", "7H 8H", "{} {}")
    return "Wait: the offer"
'''
    found = [text for _line, text in sentences(source)]
    assert found == ["word is not in your hand", "word word", "two words", "Wait: the offer"]

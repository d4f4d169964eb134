"""A hostile or broken host against `rummy-desktop join`: each fault ends the join with one
line on standard error and exit status 2, within seconds (never a traceback, never a hang,
never a terminal escape printed), and a message type this version does not know is passed
over. The host is a fake one that says what each test makes it say (fake_host.py); the
joined window meets the same hosts in tests/ui/test_hostile_host_window.py."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest

from rummy_desktop.cli import main
from rummy_desktop.net import SeatClient

from . import fake_host as fake
from .fake_host import FakeHost, SilentDoor

M = fake.deal()
HAND = fake.sync(M)["view"]["hand"]
DEEP = '{"type": "chat", "seq": 0, "name": "Ann", "text": ' + "[" * 100_000 + "]" * 100_000 + "}"
ESC = "\x1b]0;owned\x07\x1b[2J\u202e\u2066"  # a terminal's title and clear, direction overrides

# name: (what the host says after the hello, a phrase of the one line)
FAULTS: dict[str, tuple[Callable[..., Any], str]] = {
    "broken JSON": (
        fake.says(fake.welcome(M), fake.sync(M), '{"type": "update", "seq": 1, '),
        "the host sent something that is not the protocol: not JSON",
    ),
    "not an object": (
        fake.says(fake.welcome(M), "[1, 2, 3]"),
        "the host sent something that is not the protocol: a message is a JSON object",
    ),
    "another protocol version": (
        fake.says(fake.welcome(M, version=2), fake.sync(M), fake.over(M)),
        "the host speaks protocol version 2",
    ),
    "a welcome without a seat": (
        fake.says({"type": "welcome", "version": 1, "seq": 0}),
        "the host sent something that is not the protocol",
    ),
    "an impossible seat": (
        fake.says(fake.welcome(M, seat=7), fake.sync(M), fake.over(M)),
        "the host sent something that is not the protocol",
    ),
    "a view naming unknown cards": (
        fake.says(fake.welcome(M), fake.sync(M, hand=["ZZ", *HAND[1:]])),
        "the host sent something that is not the protocol",
    ),
    "a view of another seat": (
        fake.says(fake.welcome(M), fake.sync(M, seat=0)),
        "the host sent something that is not the protocol",
    ),
    "a view of seats that are not there": (
        fake.says(fake.welcome(M), fake.sync(M, to_act=[1], went_out=9, turn=5)),
        "the host sent something that is not the protocol",
    ),
    "a view whose cards are not the pack": (
        fake.says(fake.welcome(M), fake.sync(M, hand=[HAND[0]] * len(HAND))),
        "the host sent something that is not the protocol",
    ),
    "events of seats that are not there": (
        fake.says(
            fake.welcome(M),
            fake.sync(M) | {"events": [{"type": "TurnStarted", "seat": 9}]},
        ),
        "the host sent something that is not the protocol",
    ),
    "a huge frame": (
        fake.says(fake.welcome(M), fake.sync(M), fake.chat("x" * 1_200_000)),
        "the host sent a message over the limit of 1 MB",
    ),
    "deep nesting": (
        fake.says(fake.welcome(M), fake.sync(M), DEEP),
        "the host sent something that is not the protocol: not JSON",
    ),
    "an end of game that is not numbers": (
        fake.says(
            fake.welcome(M), fake.sync(M), {"type": "over", "seq": 0, "totals": ESC, "winners": []}
        ),
        "the host sent something that is not the protocol",
    ),
    "a refusal in escapes": (
        fake.says({"type": "refused", "seq": 0, "reason": f"go away{ESC}"}),
        "the table refused us: go away",
    ),
    "a host that never speaks": (fake.says(), "did not answer"),
    "a host that closes at once": (
        fake.says(then_wait=False),
        "the host closed the connection",
    ),
}


def join(url: str) -> int | None:
    """`rummy-desktop join` against ``url``, on a thread the test does not wait on forever."""
    status: list[int] = []
    thread = threading.Thread(
        target=lambda: status.append(
            main(["join", url, "--code", "t", "--name", "Eve", "--bot", "random"])
        ),
        daemon=True,
    )
    thread.start()
    thread.join(20)
    return status[0] if status else None  # None: it was still running


@pytest.fixture(autouse=True)
def _quick(monkeypatch):
    # A person's join waits 10 s for a silent host's first word; the test, half a second.
    monkeypatch.setattr(SeatClient, "answer_timeout", 0.5, raising=False)


@pytest.mark.parametrize("fault", list(FAULTS))
def test_a_broken_host_ends_the_join_with_one_line(fault: str, capsys):
    script, phrase = FAULTS[fault]
    with FakeHost(script) as host:
        status = join(host.url)
    out, err = capsys.readouterr()
    assert status == 2, f"{fault}: still running, or ended {status}: {err[-300:]}"
    assert err.count("\n") == 1 and err.startswith("rummy-desktop: error: "), err[:400]
    assert phrase in err, err
    assert "\x1b" not in out + err and "\u202e" not in out + err and "\x07" not in out + err
    assert "Traceback" not in err


def test_a_silent_port_ends_the_join_with_one_line(capsys):
    with SilentDoor() as door:
        status = join(door.url)
    err = capsys.readouterr().err
    assert status == 2 and err.count("\n") == 1, err
    assert "cannot reach the table" in err


def test_a_message_type_this_version_does_not_know_is_passed_over(capsys):
    script = fake.says(
        fake.welcome(M),
        fake.sync(M),
        {"type": "weather", "seq": 0, "sky": "grey"},
        fake.chat(f"hello{ESC}", name=f"Ann{ESC}"),
        fake.over(M),
    )
    with FakeHost(script) as host:
        status = join(host.url)
    out, err = capsys.readouterr()
    assert status == 0, err
    assert out.startswith("Game over: seat 1 won; totals 0, 0")
    assert "\x1b" not in out + err


def test_a_flood_of_messages_is_read_to_its_end(capsys):
    script = fake.says(
        fake.welcome(M),
        fake.sync(M),
        *(fake.chat(f"line {i}") for i in range(20_000)),
        fake.over(M),
    )
    with FakeHost(script) as host:
        status = join(host.url)
    out, err = capsys.readouterr()
    assert status == 0, err
    assert out.startswith("Game over: seat 1 won")

"""Write the table's sounds into resources/sounds/ (16-bit mono WAV, made here, no samples).

    .venv/bin/python tools/make_sounds.py            # rewrite resources/sounds/*.wav
    .venv/bin/python tools/make_sounds.py OUT_DIR    # write them somewhere else

Every sound is synthesised from numbers: card noises are short bursts of filtered noise
(a seeded generator, so the files are the same on every run), the chimes are a few sine
partials with soft attacks and exponential decays. The output is byte-for-byte
reproducible; tests/ui/test_sound.py checks the shipped files against it.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050  # Hz: plenty for card noises and a chime, and half the bytes of 44.1 kHz
PEAK = 0.5  # of full scale: sounds sit under the player's other audio, never clip
OUT = Path(__file__).resolve().parents[1] / "resources" / "sounds"

Samples = list[float]


def _noise(count: int, seed: int) -> Samples:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(count)]


def _band(samples: Samples, low_hz: float, high_hz: float) -> Samples:
    """A gentle band-pass: a one-pole high-pass then a one-pole low-pass (takes the hiss off
    the noise and leaves the papery middle)."""
    hp = math.exp(-2 * math.pi * low_hz / RATE)
    lp = math.exp(-2 * math.pi * high_hz / RATE)
    out: Samples = []
    prev_in = prev_hp = prev_lp = 0.0
    for x in samples:
        prev_hp = hp * (prev_hp + x - prev_in)
        prev_in = x
        prev_lp = (1 - lp) * prev_hp + lp * prev_lp
        out.append(prev_lp)
    return out


def _envelope(count: int, attack_s: float, decay_s: float) -> Samples:
    """Rise over ``attack_s`` (a half cosine), then decay exponentially with time constant
    ``decay_s``; the last 5 ms fade to exactly zero so no file ends in a click."""
    attack = max(1, int(attack_s * RATE))
    tail = min(count, int(0.005 * RATE))
    env = []
    for i in range(count):
        if i < attack:
            level = 0.5 - 0.5 * math.cos(math.pi * i / attack)
        else:
            level = math.exp(-(i - attack) / (decay_s * RATE))
        if i >= count - tail:
            level *= (count - i - 1) / tail
        env.append(level)
    return env


def _mix(length_s: float, *parts: tuple[float, Samples]) -> Samples:
    """Parts placed at their start times (seconds) in a buffer ``length_s`` long."""
    out = [0.0] * int(length_s * RATE)
    for start_s, part in parts:
        at = int(start_s * RATE)
        for i, value in enumerate(part[: max(0, len(out) - at)]):
            out[at + i] += value
    return out


def _normalised(samples: Samples, peak: float = PEAK) -> Samples:
    top = max(abs(s) for s in samples) or 1.0
    return [s * peak / top for s in samples]


def snap(length_s: float, seed: int, low: float = 900, high: float = 5200) -> Samples:
    """A card put down: a sharp, short burst of mid noise with a faint low knock under it."""
    count = int(length_s * RATE)
    burst = _band(_noise(count, seed), low, high)
    env = _envelope(count, 0.0015, length_s / 6)
    knock = [
        0.35 * math.sin(2 * math.pi * 180 * i / RATE) * e
        for i, e in enumerate(_envelope(count, 0.001, 0.012))
    ]
    return [b * e + k for b, e, k in zip(burst, env, knock, strict=True)]


def swish(length_s: float, seed: int, low: float = 1500, high: float = 7000) -> Samples:
    """A card slid off a pile: noise that swells and fades, brighter than a snap."""
    count = int(length_s * RATE)
    body = _band(_noise(count, seed), low, high)
    env = [math.sin(math.pi * i / count) ** 2 for i in range(count)]
    return [b * e for b, e in zip(body, env, strict=True)]


def bell(freq: float, length_s: float, decay_s: float) -> Samples:
    """A soft bell: a sine with two quieter, slightly inharmonic partials."""
    count = int(length_s * RATE)
    env = _envelope(count, 0.006, decay_s)
    partials = ((1.0, 1.0), (2.01, 0.28), (3.98, 0.08))
    return [
        e * sum(a * math.sin(2 * math.pi * freq * m * i / RATE) for m, a in partials)
        for i, e in enumerate(env)
    ]


def draw() -> Samples:
    return _normalised(swish(0.11, seed=1), 0.42)


def discard() -> Samples:
    return _normalised(snap(0.09, seed=2))


def lay_down() -> Samples:
    """Three cards fanned onto the felt, quickly one after another."""
    return _normalised(
        _mix(
            0.24,
            (0.0, snap(0.07, seed=3)),
            (0.065, [0.8 * s for s in snap(0.07, seed=4, low=1000)]),
            (0.13, [0.9 * s for s in snap(0.09, seed=5, low=800)]),
        )
    )


def buy() -> Samples:
    """The discard taken out of turn: a swish and a soft tick (the penalty card)."""
    return _normalised(
        _mix(0.2, (0.0, swish(0.1, seed=6)), (0.11, [0.7 * s for s in snap(0.08, seed=7)]))
    )


def going_out() -> Samples:
    """A rising major arpeggio (C6 E6 G6), each note ringing under the next."""
    notes = (1046.5, 1318.5, 1568.0)
    return _normalised(
        _mix(0.55, *((0.08 * n, bell(f, 0.55 - 0.08 * n, 0.14)) for n, f in enumerate(notes)))
    )


def round_end() -> Samples:
    """Two low bell notes falling a fourth (G5 then D5): the hand is over."""
    return _normalised(
        _mix(0.6, (0.0, bell(784.0, 0.6, 0.16)), (0.15, [0.9 * s for s in bell(587.3, 0.45, 0.18)]))
    )


SOUNDS: dict[str, Callable[[], Samples]] = {
    "draw": draw,
    "discard": discard,
    "lay_down": lay_down,
    "buy": buy,
    "going_out": going_out,
    "round_end": round_end,
}


def write_wav(path: Path, samples: Samples) -> None:
    frames = b"".join(struct.pack("<h", round(max(-1.0, min(1.0, s)) * 32767)) for s in samples)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def make_all(folder: Path = OUT) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in SOUNDS.items():
        path = folder / f"{name}.wav"
        write_wav(path, make())
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else OUT
    for path in make_all(folder):
        print(f"{path}  {path.stat().st_size / 1024:.1f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

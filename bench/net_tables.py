"""Many network tables in one host process, bot seats on loopback (issue 35's scale goal).

    .venv/bin/python bench/net_tables.py [--tables 100] [--seats 4] [--seconds 30]
                                         [--think-ms 1000] [--seed S]

A host process (this script with --serve) holds --tables tables of --seats remote seats
each; this process joins every seat over WebSocket on 127.0.0.1 with a ``simple`` bot that
waits --think-ms (spread 0.5x to 1.5x: a quick person) before each move. Measured for
--seconds once every table is dealt: the round trip of an action (sent, to the host's
update that includes it, on the same connection), the host's CPU, and its memory per table
(its RSS with the tables minus its RSS before any, over the tables). --think-ms 0 is the
stress case: every seat answers at once and the host is the bottleneck.
Goal (issue 35): 100 tables of 4 seats on a 2-core machine, p95 under 100 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import random
import resource
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from websockets.asyncio.client import connect  # noqa: E402

from rummy_desktop.ai import make_bot  # noqa: E402
from rummy_desktop.match.seat import Seat  # noqa: E402
from rummy_desktop.match.setup import GameSetup  # noqa: E402
from rummy_desktop.net import Host, HostConfig, wire  # noqa: E402


def rss_kb() -> float:
    """This process's resident memory now (Linux), else its peak."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1024
    except OSError:
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 1024 if sys.platform == "darwin" else peak


def cpu_s() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


# ---- the host process --------------------------------------------------------------------


async def serve(tables: int, seats: int, variant: str, seed: int) -> None:
    base = rss_kb()
    host = Host(HostConfig(hello_timeout=30, idle_timeout=600), log=lambda line: None)
    for t in range(tables):
        people = tuple(Seat.of(f"P{i}") for i in range(seats))
        host.add_table(f"t{t}", GameSetup(variant, people, {}, seed + t))
    port = await host.start("127.0.0.1", 0)
    print(json.dumps({"port": port, "rss_kb": base}), flush=True)
    loop = asyncio.get_running_loop()
    # The bench says "measure" (start of the window) and "report" (its end) on stdin.
    for _ in range(2):
        await loop.run_in_executor(None, sys.stdin.readline)
        held = sum(t.match is not None and not t.done.is_set() for t in host.tables.values())
        print(json.dumps({"rss_kb": rss_kb(), "cpu_s": cpu_s(), "held": held}), flush=True)
    await host.close()


# ---- the seats ---------------------------------------------------------------------------


class Seats:
    def __init__(self, think_ms: float, seed: int) -> None:
        self.think = think_ms / 1000
        self.rng = random.Random(seed)
        self.measuring = False
        self.rtts: list[float] = []
        self.dealt = 0
        self.ended = 0

    async def play(self, url: str, code: str, n: int) -> None:
        bot = make_bot("simple", n)
        rules = None
        seat = -1
        pending: tuple[int, float] | None = None
        async with connect(url, proxy=None, max_size=1 << 20, compression=None) as ws:
            hello = {"type": "hello", "version": wire.PROTOCOL_VERSION, "code": code}
            await ws.send(json.dumps({**hello, "name": f"Bot {n}"}))
            async for raw in ws:
                m = json.loads(raw)
                kind = m["type"]
                if kind == "welcome":
                    rules, seat = wire.read_rules(m["rules"]), m["seat"]
                elif kind in ("sync", "update"):
                    now = time.perf_counter()
                    if kind == "sync" and seat == 0:
                        self.dealt += 1
                    if pending is not None and m["seq"] > pending[0]:
                        if self.measuring:
                            self.rtts.append(now - pending[1])
                        pending = None
                    v = m["view"]
                    if seat in v["to_act"] and v["phase"] != "game_over" and rules is not None:
                        action = bot.choose(wire.read_view(v, rules))
                        if self.think:
                            await asyncio.sleep(self.think * self.rng.uniform(0.5, 1.5))
                        message = {"type": "action", "seq": m["seq"], "action": None}
                        message["action"] = wire.action_json(action)
                        pending = (m["seq"], time.perf_counter())
                        await ws.send(json.dumps(message))
                elif kind == "over":
                    self.ended += 1
                    return


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(p / 100 * len(ordered)) - 1))]


async def run(args: argparse.Namespace) -> None:
    child = subprocess.Popen(
        [sys.executable, os.path.abspath(__file__), "--serve", "--tables", str(args.tables),
         "--seats", str(args.seats), "--variant", args.variant, "--seed", str(args.seed)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert child.stdin is not None and child.stdout is not None
    start = json.loads(child.stdout.readline())
    url = f"ws://127.0.0.1:{start['port']}"
    seats = Seats(args.think_ms, args.seed)
    games = [
        asyncio.ensure_future(seats.play(url, f"t{t}", t * args.seats + i))
        for t in range(args.tables)
        for i in range(args.seats)
    ]
    while seats.dealt < args.tables:
        await asyncio.sleep(0.05)
    loop = asyncio.get_running_loop()

    async def ask() -> dict:
        child.stdin.write("go\n")
        child.stdin.flush()
        return json.loads(await loop.run_in_executor(None, child.stdout.readline))

    first = await ask()
    seats.measuring = True
    began = time.perf_counter()
    await asyncio.sleep(args.seconds)
    seats.measuring = False
    took = time.perf_counter() - began
    last = await ask()
    for g in games:
        g.cancel()
    await asyncio.gather(*games, return_exceptions=True)
    child.wait(30)

    ms = [r * 1000 for r in seats.rtts]
    print(
        f"net tables: {args.tables} tables of {args.seats} seats ({args.variant}), "
        f"think {args.think_ms:g} ms, measured {took:.0f} s"
    )
    print(f"net tables: tables held  {last['held']}")
    if ms:
        print(
            f"net tables: round trip of an action  p50 {pct(ms, 50):.1f} ms  "
            f"p95 {pct(ms, 95):.1f} ms  max {max(ms):.1f} ms  ({len(ms)} actions, "
            f"{len(ms) / took:.0f}/s)"
        )
    cpu = (last["cpu_s"] - first["cpu_s"]) / took
    print(f"net tables: host CPU  {cpu * 100:.0f}% of one core")
    per = (last["rss_kb"] - start["rss_kb"]) / args.tables
    print(
        f"net tables: host memory  {start['rss_kb'] / 1024:.0f} MB before the tables, "
        f"{last['rss_kb'] / 1024:.0f} MB with them: {per:.0f} KB per table"
    )
    print(f"net tables: games that ended during the run  {seats.ended // args.seats}")
    if hasattr(os, "getloadavg"):  # a shared machine's other work shows in every figure
        cores = os.cpu_count() or 1
        print(f"net tables: load average {os.getloadavg()[0]:.1f} on {cores} cores")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tables", type=int, default=100)
    p.add_argument("--seats", type=int, default=4)
    p.add_argument("--seconds", type=float, default=30.0)
    p.add_argument("--think-ms", type=float, default=1000.0)
    p.add_argument("--variant", default="three-thirteen")
    p.add_argument("--seed", type=int, default=35)
    p.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.serve:
        asyncio.run(serve(args.tables, args.seats, args.variant, args.seed))
    else:
        asyncio.run(run(args))


if __name__ == "__main__":
    main()

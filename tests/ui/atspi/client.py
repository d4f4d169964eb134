"""A screen reader's view of the game: a real AT-SPI client (python3-pyatspi, the library Orca
is built on) that starts the game, listens to the accessibility bus while one turn is played,
reads the window's tree, and prints what it received as one JSON line.

Run with the system's python3 inside a D-Bus session on an X display:
``dbus-run-session -- xvfb-run -a python3 client.py VENV_PYTHON driver.py``
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pyatspi
from gi.repository import GLib

EVENTS = (
    "focus:",
    "object:state-changed:focused",
    "object:property-change:accessible-name",
    "object:announcement",
)


def main() -> int:
    python, driver = sys.argv[1], sys.argv[2]
    got: dict[str, list] = {"events": [], "tree": [], "driver": [], "hand_later": []}
    hand: list = []  # the hand's list object, found in the tree

    def heard(event) -> None:
        try:
            name, role = event.source.name, event.source.getRoleName()
        except Exception:  # the object went away before we asked
            name, role = "", ""
        data = event.any_data if isinstance(event.any_data, str) else ""
        got["events"].append([event.type, role, name, event.detail1, data])
        if not got["tree"] and event.detail1 == 1 and ", in your hand, " in name:
            GLib.idle_add(read_tree)  # the table has the focus: the game is dealt and shown
        if hand and not got["hand_later"] and re.search(r", in your hand, \d+ of 4$", data):
            GLib.idle_add(read_hand)  # a card drawn, the arrows on the hand: read it again

    for kind in EVENTS:
        pyatspi.Registry.registerEventListener(heard, kind)
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb")
    env.pop("QT_QPA_PLATFORMTHEME", None)
    game = subprocess.Popen([python, driver], env=env, stdout=subprocess.PIPE, text=True, bufsize=1)

    def read_tree() -> bool:
        if got["tree"]:
            return False
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None:
                walk(app, 0)
        return False

    def read_hand() -> bool:
        node = hand[0]
        try:
            kids = [node.getChildAtIndex(i) for i in range(node.childCount)]
            got["hand_later"] = [node.name] + [k.name for k in kids]
        except Exception as e:  # the list went away: say so, the test shows it
            got["hand_later"] = [f"gone: {e}"]
        return False

    def walk(node, depth: int) -> None:
        if node is None or depth > 12 or len(got["tree"]) > 3000:
            return
        try:
            states = [pyatspi.stateToString(s) for s in node.getState().getStates()]
            role, name = node.getRoleName(), node.name
            got["tree"].append([depth, role, name, node.description, states])
            if role == "list" and name.startswith("Your hand") and not hand:
                hand.append(node)
            for i in range(node.childCount):
                walk(node.getChildAtIndex(i), depth + 1)
        except Exception:
            return

    def poll() -> bool:
        if game.poll() is None:
            return True
        got["driver"] = [line for line in game.stdout.read().splitlines() if line]
        pyatspi.Registry.stop()
        return False

    GLib.timeout_add(30000, read_tree)  # at the latest (a machine under load is slow)
    GLib.timeout_add(200, poll)
    GLib.timeout_add(90000, lambda: pyatspi.Registry.stop() or False)
    pyatspi.Registry.start()
    if game.poll() is None:
        game.kill()
    print("CLIENT " + json.dumps(got), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

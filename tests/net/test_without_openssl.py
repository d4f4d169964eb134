"""The Linux bundle leaves OpenSSL to the system (packaging/bundle_config.py): where it is
missing, network play is refused in one line; the rest of the game is untouched."""

from __future__ import annotations

import subprocess
import sys

NO_SSL = (
    "import sys; sys.modules['ssl'] = None; sys.modules['_ssl'] = None; "
    "from rummy_desktop.cli import main; sys.exit(main(sys.argv[1:]))"
)


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", NO_SSL, *args], capture_output=True, text=True, timeout=60
    )


def test_host_and_join_say_network_play_needs_openssl():
    for args in (
        ("host", "--variant", "three-thirteen", "--players", "2", "--port", "0"),
        ("join", "ws://127.0.0.1:9", "--name", "Ann", "--bot", "easy"),
    ):
        run = _run(*args)
        assert run.returncode == 2, run.stderr
        lines = run.stderr.strip().splitlines()
        assert len(lines) == 1 and "OpenSSL" in lines[0], run.stderr


def test_the_rest_of_the_command_line_works_without_it():
    run = _run("analyze", "--json", "--round", "1", "7H", "7S", "7D")
    assert run.returncode == 0, run.stderr

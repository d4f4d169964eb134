"""`rummy-desktop --selftest` plays a round of each game in the real window and exits 0."""

from __future__ import annotations

from rummy_desktop.cli import main


def test_selftest_exits_zero_with_one_summary_line(qtbot, capsys):
    status = main(["--selftest"])
    out = capsys.readouterr().out.strip().splitlines()
    assert status == 0, out
    assert len(out) == 1
    assert out[0].startswith("selftest ok: hillbilly round 1")
    assert "three-thirteen round 1" in out[0]
    assert (
        out[0].endswith(" moves)") and "network: hosted and joined a table on 127.0.0.1" in out[0]
    )

"""Contract games of their own rounds in the files: a saved game, an old save, the settings."""

from __future__ import annotations

import json
from pathlib import Path

from rummy_desktop.engine import HILLBILLY_ROUNDS, Game, preset_rules
from rummy_desktop.persistence import Seat, load_game, new_game_id, save_game
from rummy_desktop.persistence.settings import Settings, load_settings, save_settings

from .conftest import play


def test_a_liverpool_game_saves_and_resumes_with_its_rounds(tmp_path: Path) -> None:
    rules = preset_rules("liverpool", 3)
    game = play(Game(rules, seed=12), 60)
    path = tmp_path / "liverpool.rummy"
    save_game(path, game, [Seat.human("Mum"), Seat.computer("A"), Seat.computer("B")],
              game_id=new_game_id())  # fmt: skip
    saved = json.loads(path.read_text())
    assert saved["rules"]["contract_name"] == "Liverpool Rummy"
    assert len(saved["rules"]["contracts"]) == 7
    loaded = load_game(path)
    assert loaded.game.rules == rules and loaded.game.round_no == game.round_no
    assert loaded.game.hand(0) == game.hand(0)


def test_a_save_from_before_the_contracts_keeps_its_meaning(tmp_path: Path) -> None:
    rules = preset_rules("hillbilly", 2)
    game = play(Game(rules, seed=3), 25)
    path = tmp_path / "old.rummy"
    save_game(path, game, [Seat.human("A"), Seat.computer("B")], game_id=new_game_id())
    document = json.loads(path.read_text())
    for key in ("contracts", "contract_name", "pip_values"):  # what an older version wrote
        document["rules"].pop(key)
    path.write_text(json.dumps(document))
    loaded = load_game(path)
    assert loaded.game.rules.contracts == HILLBILLY_ROUNDS
    assert loaded.game.rules.buy_limits == rules.buy_limits
    assert loaded.game.hand(1) == game.hand(1)


def test_named_lists_are_kept_in_the_settings(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    rounds = [{"deal": 7, "sets": [3, 3], "runs": [], "buys": 2, "all_at_once": False}]
    save_settings(Settings().with_contract_variant("Friday", rounds), path)
    settings, problem = load_settings(path)
    assert problem is None and settings.contract_variants == {"Friday": rounds}


def test_a_damaged_list_in_the_settings_is_set_aside_alone(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    good = [{"deal": 7, "sets": [3, 3]}]
    content = {
        "version": 1,
        "player_name": "Ann",
        "contract_variants": {"X": [{"deal": 1}], "Nan": good},
    }
    path.write_text(json.dumps(content))
    settings, problem = load_settings(path)
    assert settings == Settings(player_name="Ann", contract_variants={"Nan": good})
    assert problem is not None and "\n" not in problem and "the contract list 'X'" in problem
    assert json.loads(path.read_text()) == content  # the player's file is left as it was
    [aside] = tmp_path.glob("settings.json.set-aside-*")
    assert json.loads(aside.read_text()) == {"contract_variants": {"X": [{"deal": 1}]}}


def test_a_lists_name_in_the_settings_is_cleaned_and_kept_apart_from_a_look_alike(
    tmp_path: Path,
) -> None:
    path = tmp_path / "settings.json"
    one, two = [{"deal": 7, "sets": [3, 3]}], [{"deal": 8, "sets": [3, 3]}]
    names = {"Mine\u202e\u200b": one, "MINE": two}  # one key clean, one alike to it
    path.write_text(json.dumps({"version": 1, "contract_variants": names}))
    settings, problem = load_settings(path)
    assert problem is None
    assert settings.contract_variants == {"Mine": one, "MINE (2)": two}


def test_the_resume_offer_names_the_game_and_its_rounds(tmp_path: Path) -> None:
    from rummy_desktop.persistence import autosave

    rules = preset_rules("liverpool", 2)
    game = play(Game(rules, seed=8), 30)
    path = tmp_path / "autosave.rummy"
    save_game(path, game, [Seat.human("Ann"), Seat.computer("Bob")], game_id=new_game_id())
    offer = autosave.find_resumable(path)
    assert offer is not None
    assert offer.description.startswith(f"Liverpool Rummy, round {game.round_no} of 7: Ann, Bob")

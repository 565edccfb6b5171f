"""The games.jsonl record is documented by a JSON schema (simulation/data/game-record.schema.json, docs/research.md):
what `mechdeck sim` writes for every rule set validates against it, old results files still read, and a line that
is not a game record is refused with the field that is wrong."""
import json
from pathlib import Path

import pytest

from mechdeck.kernel import rule_set_ids
from mechdeck.simulation import play_game
from mechdeck.simulation.results import ResultsError, encode_game, iter_rows, record_problem

OLD_RESULTS = Path(__file__).parent / "old_results"


@pytest.mark.parametrize("rules_id", sorted(rule_set_ids()))
def test_every_rule_set_writes_valid_records(rules_id):
    players = 3 if rules_id == "war-rig" else 2
    config = {"players": players} if players != 2 else {}
    row = json.loads(encode_game(play_game(rules_id, ("heuristic",) * players, 5, config)).line)
    assert record_problem(row) == ""
    assert row["rules"] == rules_id and len(row["agents"]) == players and row["actions"]


def test_old_results_files_still_read():
    assert list(iter_rows(OLD_RESULTS))


@pytest.mark.parametrize("change, field", [({"winner": "P1"}, "winner"), ({"agents": []}, "agents"),
                                           ({"returns": [1, -2]}, "returns/1"), ({"seed": -1}, "seed")])
def test_a_bad_record_is_refused_naming_the_field(tmp_path, change, field):
    row = json.loads(encode_game(play_game("domination-v2.2", ("random", "random"), 3)).line)
    row.update(change)
    path = tmp_path / "games.jsonl"
    path.write_text(json.dumps(row) + "\n")
    with pytest.raises(ResultsError, match=rf"games.jsonl, line 1: not a game record of `mechdeck sim`: {field}"):
        list(iter_rows(path))


def test_a_line_without_the_required_fields_is_refused(tmp_path):
    path = tmp_path / "games.jsonl"
    path.write_text('{"seed": 1}\n')
    with pytest.raises(ResultsError, match="'index' is a required property"):
        list(iter_rows(path))

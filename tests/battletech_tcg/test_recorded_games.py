"""The BattleTech TCG plays its recorded games decision for decision (tools/record_tcg_games.py): 200 games by seed,
decks (presets and random legal decks, a quarter of them of every implemented set) and bots (heuristic against
heuristic, and the random bot in one seat).  A change meant to leave the games alone -- a new card layout, a
compiled build (issue 17) -- must pass unchanged; a rule fix that changes games on purpose re-records them."""
import json

import pytest

from tooling import load_tool

record_tool = load_tool("record_tcg_games")
RECORDED = json.loads(record_tool.RECORD.read_text(encoding="utf-8"))["games"]
CHUNK = 25


def test_the_record_is_the_tools_lineup_and_every_game_ended():
    assert [{key: game[key] for key in record_tool.LINEUP_KEYS} for game in RECORDED] == record_tool.lineups()
    assert all(game["decisions"] < record_tool.MAX_DECISIONS for game in RECORDED)


@pytest.mark.parametrize("first", range(0, len(RECORDED), CHUNK))
def test_recorded_games_play_as_recorded(first):
    for recorded in RECORDED[first:first + CHUNK]:
        assert record_tool.play({key: recorded[key] for key in record_tool.LINEUP_KEYS}) == recorded

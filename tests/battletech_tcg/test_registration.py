"""The BattleTech TCG is registered with the other rule sets but loads its 1,179-card pool only when first used, so
Domination commands and simulation workers start without it."""
import subprocess
import sys

from mechdeck.games import BATTLETECH_TCG
from mechdeck.kernel import get_rules, rule_set_ids


def test_registered_under_its_own_id():
    assert BATTLETECH_TCG in rule_set_ids()
    assert get_rules(BATTLETECH_TCG).id == BATTLETECH_TCG


def test_importing_the_games_does_not_load_the_tcg_cards():
    code = ("import sys, mechdeck.games, mechdeck.agents\n"
            "from mechdeck.kernel import get_rules\n"
            "print('mechdeck.games.battletech_tcg.cards' in sys.modules)\n"
            "get_rules('domination-v2.2').new_game(1)\n"
            "print('mechdeck.games.battletech_tcg.cards' in sys.modules)\n"
            "get_rules('battletech-tcg').new_game(1)\n"
            "print('mechdeck.games.battletech_tcg.cards' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["False", "False", "True"]


def test_two_players_no_more():
    """Ruling T11: the rulebook gives rules for a player and one opponent only, so the rule set takes two seats."""
    import pytest

    from mechdeck.kernel import RulesError
    rules = get_rules(BATTLETECH_TCG)
    assert (rules.min_players, rules.max_players) == (2, 2)
    assert rules.new_game(0, {"players": 2}).decision is not None
    for wrong in (1, 3, 4):
        with pytest.raises(RulesError, match=rf"^battletech-tcg is played by 2 players, not {wrong}$"):
            rules.new_game(0, {"players": wrong})

"""Set-up of Domination v2.2 (rule book "Game Set-Up" and "Start of Game", Set-Up FAQ, RULINGS 1 and 2): Supply
piles, starting decks, hands, the first player and the second player's bonus Infantry Platoon, and set-up errors."""
from collections import Counter

import pytest

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.games.domination_v22.core import BY_NAME
from mechdeck.kernel import RulesError, get_rules

R = get_rules("domination-v2.2")
BASE = ("Basic Factory", "Munitions Factory", "Advanced Factory", "Infantry Platoon")
SEEDS = range(12)


def names(state, zone):
    return [R.card_name(state.card_types[c]) for c in state.zones[zone]]


def supply_piles(state):
    return [n for n in state.counters["piles"] if n not in BASE]


@pytest.mark.parametrize("seed", SEEDS)
def test_starting_decks_are_7_basic_factories_and_3_platoons(seed):
    state = R.new_game(seed, {"supply": "random"})
    for p in (0, 1):
        cards = names(state, f"hand{p}") + names(state, f"deck{p}")
        assert Counter(cards) == {"Basic Factory": 7, "Infantry Platoon": 3}
        assert names(state, f"discard{p}") == [] and names(state, f"play{p}") == []


@pytest.mark.parametrize("seed", SEEDS)
def test_base_piles_give_the_starting_decks_and_the_bonus_platoon(seed):
    """RULINGS 1: 25 - 7 - 7 Basic Factories, 15 Munitions, 10 Advanced, 20 - 3 - 3 - 1 Infantry Platoons."""
    state = R.new_game(seed, {"supply": "random"})
    left = {n: len(state.zones["pile:" + n]) for n in BASE}
    assert left == {"Basic Factory": 11, "Munitions Factory": 15, "Advanced Factory": 10, "Infantry Platoon": 13}


@pytest.mark.parametrize("seed", SEEDS)
def test_each_player_starts_with_five_cards_in_hand(seed):
    state = R.new_game(seed, {"supply": "random"})
    assert len(state.zones["hand0"]) == len(state.zones["hand1"]) == 5
    assert len(state.zones["deck0"]) == len(state.zones["deck1"]) == 5


@pytest.mark.parametrize("first", [0, 1])
def test_second_player_deploys_a_bonus_platoon(first):
    state = R.new_game(5, {"supply": "first-game", "first_player": first})
    second = 1 - first
    assert names(state, f"units{second}") == ["Infantry Platoon"]
    assert names(state, f"units{first}") == []
    assert state.counters["first_player"] == first
    assert state.counters["active"] == first
    assert state.decision.player == first  # the first player plays the first turn
    assert state.counters["turn"] == 1


def test_first_player_is_random_when_not_given():
    firsts = {R.new_game(seed, {"supply": "random"}).counters["first_player"] for seed in range(40)}
    assert firsts == {0, 1}


@pytest.mark.parametrize("seed", SEEDS)
def test_supply_is_4_base_piles_6_unit_piles_and_6_other_piles(seed):
    state = R.new_game(seed, {"supply": "random"})
    piles = state.counters["piles"]
    assert len(piles) == 16 and len(set(piles)) == 16
    assert tuple(piles[:4]) == BASE
    chosen = supply_piles(state)
    kinds = Counter("unit" if BY_NAME[n].type == "Unit" else "other" for n in chosen)
    assert kinds == {"unit": 6, "other": 6}
    for n in chosen:
        assert len(state.zones["pile:" + n]) == 5
        assert not BY_NAME[n].base


def test_first_game_preset_uses_long_tom_battery():
    """RULINGS 2: the preset's "Artillery Support" is not in the card list; Long Tom Battery takes its place."""
    state = R.new_game(0, {"supply": "first-game"})
    assert supply_piles(state) == ["Cicada", "Schrek PPC Carrier", "Battle Armor Squad", "Uziel", "Awesome",
                                   "Mad Cat (Timberwolf)", "Ammo Dump", "Rapid Deployment", "Supply Route", "Convoy",
                                   "Long Tom Battery", "Command Council"]


def test_named_supply_is_completed_at_random():
    state = R.new_game(1, {"supply": ["Atlas", "Headshot!"]})
    chosen = supply_piles(state)
    assert "Atlas" in chosen and "Headshot!" in chosen and len(chosen) == 12
    kinds = Counter("unit" if BY_NAME[n].type == "Unit" else "other" for n in chosen)
    assert kinds == {"unit": 6, "other": 6}


def test_short_names_are_accepted():
    state = R.new_game(1, {"supply": ["mad cat", "Schrek PPC Tank", "kit fox"]})
    chosen = supply_piles(state)
    assert {"Mad Cat (Timberwolf)", "Schrek PPC Carrier", "Kit Fox (Uller)"} <= set(chosen)


def test_reaction_and_resource_piles_are_support_piles():
    """Set-Up FAQ: Reaction cards and non-base Resource cards (Black Market) take one of the six Support piles."""
    others = ["Black Market", "Headshot!", "Assassination", "Defense System", "Expert Mech Techs", "Ammo Dump"]
    state = R.new_game(2, {"supply": others})
    chosen = supply_piles(state)
    assert [n for n in chosen if BY_NAME[n].type != "Unit"] == others
    with pytest.raises(RulesError, match="6 Support/Reaction/Resource piles; 7 were named"):
        R.new_game(2, {"supply": others + ["Convoy"]})


@pytest.mark.parametrize("config, message", [
    ({"supply": ["Basic Factory"]}, "Basic Factory is a base card"),
    ({"supply": ["Infantry Platoon"]}, "Infantry Platoon is a base card"),
    ({"supply": ["Uziel", "uziel"]}, "Uziel is named twice"),
    ({"supply": ["Artillery Support"]}, "unknown card 'Artillery Support'"),
    ({"supply": ["Atlas", "Awesome", "Cicada", "Jenner", "Uziel", "Zeus", "Orion"]}, "6 Unit piles; 7 were named"),
    ({"supply": 12}, "supply must be 'random', 'first-game' or a list of card names"),
    ({"supply": "first game"}, "supply must be"),
    ({"supplies": "random"}, "unknown set-up option"),
    ({"first_player": 2}, r"first_player is a seat from 0 \(P1\) to 1 \(P2\)"),
])
def test_bad_set_up_options_are_refused(config, message):
    with pytest.raises(RulesError, match=message):
        R.new_game(0, config)


def test_each_supply_card_exists_in_five_copies_and_base_piles_as_printed():
    for name, copies in (("Basic Factory", 25), ("Munitions Factory", 15), ("Advanced Factory", 10),
                         ("Infantry Platoon", 20)):
        assert BY_NAME[name].base and BY_NAME[name].copies == copies
    state = R.new_game(3, {"supply": "first-game"})
    total = sum(len(state.zones["pile:" + n]) for n in state.counters["piles"])
    in_play = sum(len(v) for k, v in state.zones.items() if not k.startswith("pile:"))
    assert total + in_play == 130  # 12 piles of 5 and the 70 base cards

"""Cases where a 'Mech's special text must not apply (docs/scenarios.md, "Writing rule cases"; a docstring starting
"Does not apply:" marks each for tools/scenario_coverage.py): Hand-to-Hand against a faster Unit, AP against a 'Mech,
NARC outside its group; the plain resource Supports ("deploy revealed" for Flea, Hornet and Spider is in
test_card_negatives_commands.py, with the other cards of that text)."""
import pytest

from mechdeck.games.battletech_tcg.board import armor
from mechdeck.games.battletech_tcg.cards import BASE_SET, card_by_name, card_by_number
from mechdeck.games.battletech_tcg.missions import assignable

from tcg_support import cid, dice, do, finish_effects, mission, public
from test_cards_mechs import block, game, keep_out, stock_lost


@pytest.mark.parametrize("name", ["Axman (AXM-1N)", "Hatchetman (HCT-3F)", "Hatchetman (HCT-5S)"])
def test_hand_to_hand_against_a_faster_blocker(name):
    """Does not apply: "+1 attack, usable only against Units of the same speed or slower": blocked by a fast 'Mech
    alone, the 'Mech deals only its printed attack."""
    card = card_by_name(name)
    s = game({"patrol": [name]}, {"patrol": [{"card": "Dragonfly D (Viper)", "guard": "stock"}]})
    unit, fly = cid(s, name, "patrol0"), cid(s, "Dragonfly D (Viper)", "patrol1")
    mission(s, unit, target="stock")
    block(s, fly)
    keep_out(s)
    assert assignable(s, unit, fly) == card.attack
    finish_effects(s)
    assert s.counters["dmg:%d" % fly] == card.attack - armor(s, fly)


@pytest.mark.parametrize("name", ["Koshi A (Mist Lynx)", "Loki Prime (Hellbringer)", "Uller C (Kit Fox)"])
def test_ap_against_a_blocking_mech(name):
    """Does not apply: AP's "+1 damage to any target other than a 'Mech": blocked by a 'Mech, it assigns only its
    printed attack to the blocker."""
    card = card_by_name(name)
    s = game({"patrol": [name]}, {"patrol": [{"card": "Atlas (AS7-D)", "guard": "stock"}]})
    unit, atlas = cid(s, name, "patrol0"), cid(s, "Atlas (AS7-D)", "patrol1")
    mission(s, unit, target="stock")
    block(s, atlas)
    keep_out(s)
    assert assignable(s, unit, atlas) == card.attack
    finish_effects(s)
    assert s.counters.get("dmg:%d" % atlas, 0) == max(0, card.attack - armor(s, atlas))


NARC = ["Loki A (Hellbringer)", "Masakari B (Warhawk)", "Orion (ON1-M)", "Puma C (Adder)", "Ryoken D (Storm Crow)",
        "Stalker (STK-5M)", "Thor B (Summoner)", "Trebuchet (TBT-7M)"]


@pytest.mark.parametrize("name", NARC)
def test_narc_mech_outside_the_attacking_group(name):
    """Does not apply: NARC lowers the rolls of missiles "assigned by a 'Mech in a group that includes" the NARC
    'Mech: left home, it does not help another missile 'Mech attacking alone (a 4 stays a 4: no damage)."""
    s = game({"patrol": [name, "Puma A (Adder)"], "post": ["Support - Munitions"]}, {})
    puma = cid(s, "Puma A (Adder)", "patrol0")
    mission(s, puma, target="stock")
    assert not any(o[0] == "decline" and o[-1] == "narc" for o in s.decision.options)
    do(s, ("missile", puma, "stock"))
    dice(s, 4)
    finish_effects(s)
    assert "missile volley of Puma A (Adder) rolls 4: 0 damage to Stockpile" in public(s)
    assert stock_lost(s) == card_by_name("Puma A (Adder)").attack


SUPPORTS = [n for n in BASE_SET if card_by_number(n).name.startswith("Support - ")]


@pytest.mark.parametrize("number", SUPPORTS)
def test_resource_support_provides_no_other_asset(number):
    """Does not apply: a plain resource Support ("{T}: {R} Tactics (...)") provides only the asset it prints, none
    of the other four (the data test of the plain resources: tools/scenario_coverage.py counts them as checked)."""
    card = card_by_number(number)
    printed = card.name.removeprefix("Support - ")
    assert card.text == "{T}: {R}" or card.text.startswith("{T}: {R} " + printed)   # Politics: the name alone
    assert card.provides == (printed[0],)


def test_dasher_d_revealed_by_an_attack_stays_under_construction():
    """Does not apply: Dasher D goes to the Patrol region "if fully constructed when you reveal it": revealed by
    the opponent's unblocked attack, it stays where it is."""
    s = game({"patrol": ["Cicada (CDA-2A)"]}, {"build": [{"card": "Dasher D (Fire Moth)", "cc": 4}]})
    cicada, dasher = cid(s, "Cicada (CDA-2A)", "patrol0"), cid(s, "Dasher D (Fire Moth)", "build1")
    mission(s, cicada, target=dasher)
    finish_effects(s)
    assert dasher in s.zones["build1"] and s.counters.get("up:%d" % dasher)
    assert not any(t.startswith("Dasher D (Fire Moth) moves") for t in public(s))

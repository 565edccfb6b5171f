"""'Mech cards of the base set (abilities/mechs.py and the options the engine reads from the data): a table-driven
check of every 'Mech's options against its printed text, behaviour tests of each option kind, and one or more tests
per 'Mech with special text."""
import re
from types import SimpleNamespace

import pytest

from mechdeck.games.battletech_tcg.abilities import implemented_numbers
from mechdeck.games.battletech_tcg.abilities.registry import plain_by_data
from mechdeck.games.battletech_tcg.board import armor
from mechdeck.games.battletech_tcg.cards import BASE_SET, card_by_number
from mechdeck.games.battletech_tcg.missions import assignable, attack_of, initiative

from tcg_support import FILL, R, cid, dice, do, finish_effects, mission, options, public, game as tcg_game

MECHS = [n for n in BASE_SET if card_by_number(n).kind == "mech"]


def game(p0, p1, keep=True, **spec):
    """A position; ``keep``: P1 also has a Mercury guarding the Scrapheap, so that P1's Missions phase goes on
    after a mission instead of running into the next turns."""
    return tcg_game(p0, p1, stock=10, spare={"card": "Mercury (MCY-97)", "guard": "scrap"} if keep else None, **spec)


def stock_lost(state):
    """Cards scrapped from P2's Stockpile (the filler cards are only ever there)."""
    return sum(1 for c in state.zones["scrap1"] if R.card_name(state.card_types[c]) == FILL)


def block(state, *units):
    do(state, *[("block", u) for u in units])
    if state.decision.options == (("no more blockers",),) or ("no more blockers",) in state.decision.options:
        do(state, "no more blockers")


def keep_out(state, *defender_actions):
    """The defender keeps the target out of the battle, plays ``defender_actions`` and is done declaring."""
    do(state, "keep target out", *defender_actions)
    while state.decision.player == 1 and state.decision.prompt.startswith("P2"):
        do(state, "done")


# -- the data: every base-set 'Mech's options say what its printed text says ---------------------------------------------
def printed_options(text: str) -> dict:
    """The options a 'Mech's printed text (errata applied) names, read independently of the data."""
    out: dict = {}
    if m := re.search(r"Missile (\d+)", text):
        out["missile"] = int(m.group(1))
    heat = [[int(x), int(y)] for x, y in re.findall(r"Overheat (\d+): ?\+(\d+) attack", text)]
    if heat:
        out["overheat"] = heat
    alpha = [int(y) for y in re.findall(r"Alpha Strike: ?\+(\d+) attack", text)]
    if alpha:
        out["alpha_strike"] = alpha
    jump = [[int(a or b), int(i)] for a, b, i in
            re.findall(r"Jump \((?:-(\d+) attack|attack ?-(\d+)): \+(\d+) initiative\)", text)]
    if jump:
        out["jump"] = jump
    if "Anti-Missile" in text or re.search(r"Each missile assigned to a 'Mech in a group that includes .+? deals -1",
                                           text):
        out["anti_missile"] = True
    if m := re.search(r"attacks and is blocked, it may deal (?:up to )?(\d+) of its damage to the target", text):
        out["through"] = int(m.group(1))
    if m := re.search(r"Long-Range (\d+)", text):
        out["through"] = int(m.group(1))
    if re.search(r"\bNARC \(", text, re.IGNORECASE):
        out["narc"] = True
    if "ECM (" in text:
        out["ecm"] = True
    if re.search(r"deals \+1 damage to any target other than a '?Mech", text):
        out["ap"] = True
    if m := re.search(r"has \+(\d+) attack, usable only against Units of the same speed or slower", text):
        out["hand_to_hand"] = int(m.group(1))
    return out


def test_there_are_142_base_set_mechs():
    assert len(MECHS) == 142


@pytest.mark.parametrize("number", MECHS)
def test_options_match_the_printed_text(number):
    card = card_by_number(number)
    data = {k: (list(map(list, v)) if k in ("overheat", "jump") else list(v) if k == "alpha_strike" else v)
            for k, v in card.options.items()}
    assert data == printed_options(card.text)


def test_every_base_set_mech_is_implemented():
    assert set(MECHS) <= implemented_numbers()


SPECIAL = {"LT013", "LT028", "LT051", "LT052", "LT053", "LT062", "LT087", "LT103", "LT104", "LT113", "LT116",
           "LT134", "LT136", "LT143", "LT145", "LT164", "LT188", "LT197", "LT204", "LT214", "LT231", "LT233",
           "LT261", "LT269", "LT272", "LT275"}


def test_plain_by_data_accepts_exactly_the_option_only_texts():
    assert {n for n in MECHS if not plain_by_data(card_by_number(n))} == SPECIAL
    # Long-Range and "the Awesome" are options the engine reads (ruling T350)
    assert plain_by_data(card_by_number("LT012")) and plain_by_data(card_by_number("LT011"))


@pytest.mark.parametrize("text", [
    "Missile 1 Draw a card.",
    "Anti-Missile (Each missile assigned to a 'Mech in a group that includes any of your 'Mechs deals -1 damage.)",
    "Each missile assigned to a 'Mech in a group that includes Atlas deals -1 damage. Scrap a site.",
    "If one of your 'Mechs attacks and is blocked, it may deal 2 of its damage to the target.",
    "If Zeus attacks and is blocked, it may deal 2 of its damage to the target.",
    "Overheat 2: +2 attack, usable only against slow 'Mechs",
    "Jump (-1 attack: +1 initiative) ECM (Each 'Mech in a group that includes at least one 'Mech with ECM gets +1 "
    "armor.)",
])
def test_plain_by_data_rejects_anything_extra(text):
    fake = SimpleNamespace(kind="mech", name="Atlas (AS7-K)", text=text, subtypes=())
    assert not plain_by_data(fake)


# -- option kinds -----------------------------------------------------------------------------------------------------
def test_overheat_damage_is_lumped_with_other_damage_against_armor_once():
    s = game({"patrol": ["Black Knight (BL6-KNT)"]}, {"patrol": [{"card": "Banshee (BNC-3E)", "guard": "stock"}]})
    bk, ban = cid(s, "Black Knight (BL6-KNT)", "patrol0"), cid(s, "Banshee (BNC-3E)", "patrol1")
    mission(s, bk, target="stock")
    block(s, ban)
    keep_out(s)
    do(s, ("overheat", bk, 0))
    assert ("overheat", bk, 0) not in options(s)          # once per mission
    assert attack_of(s, bk) == 6
    finish_effects(s)
    # 3 Overheat + 2 from the Banshee = 5 against armor 2 once: 3 structure (not 1 + 0)
    assert s.counters["dmg:%d" % bk] == 3
    assert s.counters["dmg:%d" % ban] == 3                # 6 against armor 3
    assert stock_lost(s) == 0


def test_alpha_strike_needs_the_printed_overheat_first_and_depletes_a_survivor():
    s = game({"patrol": ["Imp (IMP-3E)"]}, {})
    imp = cid(s, "Imp (IMP-3E)", "patrol0")
    mission(s, imp, target="stock")
    assert ("alpha strike", imp, 0) not in options(s)
    do(s, ("overheat", imp, 0))
    assert ("alpha strike", imp, 0) in options(s)
    do(s, ("alpha strike", imp, 0))
    finish_effects(s)
    assert stock_lost(s) == (3 + 3 + 1)
    assert s.counters["dmg:%d" % imp] == 1                # 4 Overheat against armor 3
    assert s.counters.get("dep:%d" % imp) and s.counters.get("tap:%d" % imp)
    assert "Imp (IMP-3E) is depleted" in public(s)


def test_alpha_strike_without_overheat_is_offered_at_once_and_a_destroyed_striker_is_not_depleted():
    s = game({"patrol": ["Centurion (CN9-D)"]}, {"patrol": [{"card": "Mad Cat A (Timber Wolf)", "guard": "stock"}]})
    cen, cat = cid(s, "Centurion (CN9-D)", "patrol0"), cid(s, "Mad Cat A (Timber Wolf)", "patrol1")
    mission(s, cen, target="stock")
    block(s, cat)
    keep_out(s)
    assert s.decision.player == 0                         # the Mad Cat's damage had one place to go
    do(s, ("alpha strike", cen, 0))
    finish_effects(s)
    assert cen in s.zones["scrap0"]                       # 9 against 1/6
    assert s.counters["dmg:%d" % cat] == 2                # 2 + 2 against armor 2
    assert "Centurion (CN9-D) is depleted" not in public(s)


def test_jump_cannot_take_attack_below_zero():
    s = game({"patrol": ["Black Hawk D (Nova)"]}, {})
    bhd = cid(s, "Black Hawk D (Nova)", "patrol0")
    mission(s, bhd, target="stock")
    assert not any(a[0] == "jump" for a in options(s))    # Player's Guide, Black Hawk D


def test_gladiator_c_jump_costs_two_attack_for_one_initiative():
    s = game({"patrol": ["Gladiator C (Executioner)"]}, {})
    glad = cid(s, "Gladiator C (Executioner)", "patrol0")
    mission(s, glad, target="stock")
    assert initiative(s, 0) == 0
    do(s, ("jump", glad, 0))
    assert attack_of(s, glad) == 4 and initiative(s, 0) == 1
    assert ("jump", glad, 0) not in options(s)


@pytest.mark.parametrize("roll,munitions,damage", [
    (1, False, 1), (2, False, 2), (3, False, 0), (3, True, 3), (4, True, 0), (5, True, 0), (6, False, 0)])
def test_missile_rolled_at_resolution(roll, munitions, damage):
    s = game({"patrol": ["Fenris C (Ice Ferret)"], "post": ["Support - Munitions"] if munitions else []}, {})
    fen = cid(s, "Fenris C (Ice Ferret)", "patrol0")
    mission(s, fen, target="stock")
    do(s, ("missile", fen, "stock"))
    assert ("missile", fen, "stock") not in options(s)    # Missile 1: one volley
    dice(s, roll)
    finish_effects(s)
    assert stock_lost(s) == 1 + damage
    assert f"missile volley of Fenris C (Ice Ferret) rolls {roll}: {damage} damage to Stockpile" in public(s)


def test_missiles_may_go_to_the_target_when_blocked_and_fewer_may_be_fired():
    s = game({"patrol": ["Puma A (Adder)"]}, {"patrol": [{"card": "Dragon (DRG-1N)", "guard": "stock"}]})
    puma, dragon = cid(s, "Puma A (Adder)", "patrol0"), cid(s, "Dragon (DRG-1N)", "patrol1")
    mission(s, puma, target="stock")
    block(s, dragon)
    keep_out(s)                                           # the Dragon's damage goes to the Puma
    do(s, ("missile", puma, "stock"))
    dice(s, 2)
    do(s, ("assign", puma, dragon), "done")                 # one of three volleys fired
    assert stock_lost(s) == 2
    assert sum(1 for t in public(s) if t.startswith("missile volley")) == 1


ANTI_MISSILE = [n for n in MECHS if card_by_number(n).options.get("anti_missile")]


@pytest.mark.parametrize("number", ANTI_MISSILE)
def test_anti_missile(number):
    name = card_by_number(number).name
    s = game({"patrol": ["Puma A (Adder)"]}, {"patrol": [{"card": name, "guard": "stock"}]})
    puma, am = cid(s, "Puma A (Adder)", "patrol0"), cid(s, name, "patrol1")
    mission(s, puma, target="stock")
    block(s, am)
    do(s, "keep target out")
    assert ("decline", am, "anti_missile") in options(s) and s.decision.player == 1
    do(s, "done", ("missile", puma, am))
    dice(s, 2)
    finish_effects(s)
    assert f"missile volley of Puma A (Adder) rolls 2: 1 damage to {name}" in public(s)


def test_anti_missile_is_cumulative_per_unit_of_the_group_and_may_be_declined():
    s = game({"patrol": ["Puma A (Adder)"]},
             {"patrol": [{"card": "Fenris A (Ice Ferret)"}, {"card": "Fenris D (Ice Ferret)"}]})
    puma = cid(s, "Puma A (Adder)", "patrol0")
    fa, fd = cid(s, "Fenris A (Ice Ferret)", "patrol1"), cid(s, "Fenris D (Ice Ferret)", "patrol1")
    mission(s, puma, target="stock")
    block(s, fa, fd)
    keep_out(s)
    do(s, ("missile", puma, fa), ("missile", puma, fa), ("assign", puma, fd))
    dice(s, 2, 2)
    finish_effects(s)
    assert public(s).count("missile volley of Puma A (Adder) rolls 2: 0 damage to Fenris A (Ice Ferret)") == 2

    s = game({"patrol": ["Puma A (Adder)"]},
             {"patrol": [{"card": "Fenris A (Ice Ferret)"}, {"card": "Fenris D (Ice Ferret)"}]})
    mission(s, puma, target="stock")
    block(s, fa, fd)
    keep_out(s, ("decline", fd, "anti_missile"))
    do(s, ("missile", puma, fa), ("assign", puma, fd))
    dice(s, 2)
    finish_effects(s)
    assert "missile volley of Puma A (Adder) rolls 2: 1 damage to Fenris A (Ice Ferret)" in public(s)


def test_anti_missile_does_nothing_for_a_mech_card_under_construction():
    s = game({"patrol": ["Puma A (Adder)"]}, {"build": [{"card": "Fenris A (Ice Ferret)", "cc": 2}]})
    puma, fen = cid(s, "Puma A (Adder)", "patrol0"), cid(s, "Fenris A (Ice Ferret)", "build1")
    mission(s, puma, target=fen)
    do(s, ("missile", puma, fen))
    dice(s, 2)
    finish_effects(s)
    assert "missile volley of Puma A (Adder) rolls 2: 2 damage to P2's face-down card under construction" in public(s)
    assert s.counters["cc:%d" % fen] == 2 - 3 // 2       # 1 attack + 2 missile damage: one counter off


THROUGH = [n for n in MECHS if card_by_number(n).options.get("through")]


@pytest.mark.parametrize("number", THROUGH)
def test_through_damage_to_the_target_when_blocked(number):
    card = card_by_number(number)
    s = game({"patrol": [card.name]}, {"patrol": [{"card": "Atlas (AS7-D)", "guard": "stock"}]})
    unit, atlas = cid(s, card.name, "patrol0"), cid(s, "Atlas (AS7-D)", "patrol1")
    mission(s, unit, target="stock")
    block(s, atlas)
    keep_out(s)
    assert assignable(s, unit, "stock") == card.options["through"]
    while ("assign", unit, "stock") in options(s):
        do(s, ("assign", unit, "stock"))
    finish_effects(s)
    assert stock_lost(s) == min(card.options["through"], card.attack)
    assert s.counters.get("dmg:%d" % atlas, 0) == max(0, card.attack - card.options["through"] - 3)


# -- Hand-to-Hand: Hatchetman (HCT-3F), Hatchetman (HCT-5S), Axman -------------------------------------------------
@pytest.mark.parametrize("number", ["LT103", "LT104", "LT013"])
def test_hand_to_hand_only_against_units_of_the_same_speed_or_slower(number):
    card = card_by_number(number)
    # blocked by a slow Banshee (3/9): attack +1 goes to it
    s = game({"patrol": [card.name]}, {"patrol": [{"card": "Banshee (BNC-3E)", "guard": "stock"}]})
    unit, ban = cid(s, card.name, "patrol0"), cid(s, "Banshee (BNC-3E)", "patrol1")
    mission(s, unit, target="stock")
    block(s, ban)
    keep_out(s)
    finish_effects(s)
    assert s.counters["dmg:%d" % ban] == card.attack + 1 - 3

    # blocked by a fast Dragonfly D (1/5): only the printed attack
    s = game({"patrol": [card.name]}, {"patrol": [{"card": "Dragonfly D (Viper)", "guard": "stock"}]})
    unit, fly = cid(s, card.name, "patrol0"), cid(s, "Dragonfly D (Viper)", "patrol1")
    mission(s, unit, target="stock")
    block(s, fly)
    keep_out(s)
    assert assignable(s, unit, fly) == card.attack
    finish_effects(s)
    assert s.counters["dmg:%d" % fly] == card.attack - 1

    # unblocked against the Stockpile (not a Unit): only the printed attack
    s = game({"patrol": [card.name]}, {})
    unit = cid(s, card.name, "patrol0")
    mission(s, unit, target="stock")
    finish_effects(s)
    assert stock_lost(s) == card.attack


def test_hatchetman_splits_its_extra_attack_only_to_the_slow_blocker():
    s = game({"patrol": ["Hatchetman (HCT-3F)"]},
             {"patrol": [{"card": "Banshee (BNC-3E)", "guard": "stock"}, {"card": "Dragonfly D (Viper)"}]})
    hat = cid(s, "Hatchetman (HCT-3F)", "patrol0")
    ban, fly = cid(s, "Banshee (BNC-3E)", "patrol1"), cid(s, "Dragonfly D (Viper)", "patrol1")
    mission(s, hat, target="stock")
    block(s, ban, fly)
    keep_out(s)
    assert assignable(s, hat, fly) == 3 and assignable(s, hat, ban) == 4
    do(s, ("assign all", hat, fly))                       # the 3 of its printed attack
    assert assignable(s, hat, ban) == 1 and ("assign", hat, fly) not in options(s)
    do(s, ("assign", hat, ban))
    finish_effects(s)
    assert s.counters["dmg:%d" % fly] == 2 and "dmg:%d" % ban not in s.counters


# -- AP: Dragonfly C, Koshi A, Loki Prime, Uller C -------------------------------------------------------------------
@pytest.mark.parametrize("number", ["LT062", "LT134", "LT145", "LT272"])
def test_ap_plus_one_damage_to_a_target_other_than_a_mech(number):
    card = card_by_number(number)
    s = game({"patrol": [card.name]}, {})
    unit = cid(s, card.name, "patrol0")
    mission(s, unit, target="stock")
    finish_effects(s)
    assert stock_lost(s) == card.attack + 1

    s = game({"patrol": [card.name]}, {"patrol": [{"card": "Atlas (AS7-D)", "guard": "stock"}]})
    unit, atlas = cid(s, card.name, "patrol0"), cid(s, "Atlas (AS7-D)", "patrol1")
    mission(s, unit, target="stock")
    block(s, atlas)
    keep_out(s)
    assert assignable(s, unit, atlas) == card.attack      # a 'Mech: no +1
    finish_effects(s)
    assert s.counters.get("dmg:%d" % atlas, 0) == max(0, card.attack - 3)


def test_ap_counts_a_mech_card_under_construction_as_not_a_mech():
    s = game({"patrol": ["Dragonfly C (Viper)"]}, {"build": [{"card": "Atlas (AS7-D)", "cc": 5}]})
    fly, atlas = cid(s, "Dragonfly C (Viper)", "patrol0"), cid(s, "Atlas (AS7-D)", "build1")
    mission(s, fly, target=atlas)
    finish_effects(s)
    assert s.counters["cc:%d" % atlas] == 5 - 4 // 2


# -- ECM: Koshi C, Loki Prime, Raven, Uller C ------------------------------------------------------------------------
@pytest.mark.parametrize("number", ["LT136", "LT145", "LT204", "LT272"])
def test_ecm_gives_each_unit_of_the_group_plus_one_armor(number):
    card = card_by_number(number)
    s = game({"patrol": [card.name, "Commando (COM-2D)"]}, {})
    unit, com = cid(s, card.name, "patrol0"), cid(s, "Commando (COM-2D)", "patrol0")
    assert armor(s, com) == 1
    mission(s, unit, com, target="stock")
    assert armor(s, com) == 2 and armor(s, unit) == card.armor + 1
    do(s, ("decline", unit, "ecm"))
    assert armor(s, com) == 1 and ("decline", unit, "ecm") not in options(s)


def test_ecm_is_not_cumulative_and_protects_blockers_at_resolution():
    s = game({"patrol": ["Fenris D (Ice Ferret)"]},
             {"patrol": [{"card": "Raven (RVN-3L)", "guard": "stock"}, {"card": "Koshi C Mist Lynx"},
                         {"card": "Commando (COM-2D)", "guard": "stock"}]})
    fen = cid(s, "Fenris D (Ice Ferret)", "patrol0")
    raven, koshi, com = (cid(s, n, "patrol1") for n in ("Raven (RVN-3L)", "Koshi C Mist Lynx", "Commando (COM-2D)"))
    mission(s, fen, target="stock")
    block(s, raven, koshi, com)
    keep_out(s)
    assert armor(s, com) == 2                             # two ECM units: still +1
    do(s, ("assign", fen, com), ("assign", fen, com), ("assign", fen, com), ("assign all", fen, raven))
    finish_effects(s)
    assert s.counters["dmg:%d" % com] == 1                # 3 against armor 1 + 1: the Commando (2 structure) lives
    assert s.counters["dmg:%d" % raven] == 1              # 2 against armor 0 + 1


# -- NARC: Loki A, Masakari B, Orion (ON1-M), Puma C, Raven, Ryoken D, Stalker (STK-5M), Thor B, Trebuchet (TBT-7M) ---
NARC_WITH_MISSILES = ["LT143", "LT188", "LT197", "LT214", "LT233", "LT261", "LT269"]


@pytest.mark.parametrize("number", NARC_WITH_MISSILES)
def test_narc_subtracts_one_from_each_missile_roll(number):
    card = card_by_number(number)
    s = game({"patrol": [card.name], "post": ["Support - Munitions"]}, {})
    unit = cid(s, card.name, "patrol0")
    mission(s, unit, target="stock")
    assert ("decline", unit, "narc") in options(s)
    do(s, ("missile", unit, "stock"))
    dice(s, 4)
    finish_effects(s)
    assert f"missile volley of {card.name} rolls 3: 3 damage to Stockpile" in public(s)
    assert stock_lost(s) == card.attack + 3


def test_narc_declined_and_roll_of_one():
    s = game({"patrol": ["Orion (ON1-M)"], "post": ["Support - Munitions"]}, {})
    orion = cid(s, "Orion (ON1-M)", "patrol0")
    mission(s, orion, target="stock")
    do(s, ("decline", orion, "narc"), ("missile", orion, "stock"))
    dice(s, 4)
    finish_effects(s)
    assert "missile volley of Orion (ON1-M) rolls 4: 0 damage to Stockpile" in public(s)

    s = game({"patrol": ["Orion (ON1-M)"], "post": ["Support - Munitions"]}, {})
    orion = cid(s, "Orion (ON1-M)", "patrol0")
    mission(s, orion, target="stock")
    do(s, ("missile", orion, "stock"))
    dice(s, 1)
    finish_effects(s)
    assert "missile volley of Orion (ON1-M) rolls 0: 0 damage to Stockpile" in public(s)


@pytest.mark.parametrize("number", ["LT164", "LT204"])
def test_narc_without_missiles_helps_the_missiles_of_its_group(number):
    name = card_by_number(number).name
    s = game({"patrol": [name, "Puma A (Adder)"], "post": ["Support - Munitions"]}, {"stock": [FILL] * 20})
    narc, puma = cid(s, name, "patrol0"), cid(s, "Puma A (Adder)", "patrol0")
    mission(s, narc, puma, target="stock")
    do(s, ("missile", puma, "stock"))
    dice(s, 4)
    finish_effects(s)
    assert "missile volley of Puma A (Adder) rolls 3: 3 damage to Stockpile" in public(s)


def test_narc_does_not_help_the_other_side():
    s = game({"patrol": ["Puma A (Adder)"], "post": ["Support - Munitions"]},
             {"patrol": [{"card": "Raven (RVN-3L)"}]})
    puma, raven = cid(s, "Puma A (Adder)", "patrol0"), cid(s, "Raven (RVN-3L)", "patrol1")
    mission(s, puma, target="stock")
    block(s, raven)
    keep_out(s)
    do(s, ("missile", puma, "stock"))
    dice(s, 4)
    finish_effects(s)
    assert "missile volley of Puma A (Adder) rolls 4: 0 damage to Stockpile" in public(s)


# -- Dasher C / D / Prime ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("number", ["LT051", "LT052", "LT053"])
def test_dasher_may_go_to_patrol_at_once_when_revealed(number):
    card = card_by_number(number)
    cost = card.cost + sum(card.assets.values())
    s = game({"build": [{"card": card.name, "cc": cost}]}, {}, keep=False, phase="deploy")
    dasher = cid(s, card.name, "build0")
    do(s, ("reveal", dasher))
    assert set(options(s)) == {("to patrol", dasher), ("stay", dasher)} and s.decision.player == 0
    do(s, ("to patrol", dasher))
    assert dasher in s.zones["patrol0"] and "up:%d" % dasher not in s.counters
    if s.decision.prompt.startswith("Deploy"):
        do(s, "done")
    assert s.decision.prompt.startswith("Missions") and ("mission",) in options(s)   # it may attack this turn
    do(s, "mission")
    assert ("add", dasher) in options(s)

    s = game({"build": [{"card": card.name, "cc": cost}]}, {}, phase="deploy")
    do(s, ("reveal", dasher), ("stay", dasher))
    assert dasher in s.zones["build0"] and s.counters.get("up:%d" % dasher)


def test_dasher_revealed_by_an_unblocked_attack_is_not_placed():
    s = game({"patrol": ["Cicada (CDA-2A)"]}, {"build": [{"card": "Dasher Prime (Fire Moth)", "cc": 4}]})
    cic, dasher = cid(s, "Cicada (CDA-2A)", "patrol0"), cid(s, "Dasher Prime (Fire Moth)", "build1")
    mission(s, cic, target=dasher)
    finish_effects(s)
    assert dasher in s.zones["build1"] and s.counters.get("up:%d" % dasher)
    assert s.counters.get("cc:%d" % dasher, 0) == 0 and "Dasher Prime (Fire Moth) moves" not in " ".join(public(s))


# -- Flea, Hornet, Hussar, Spider: deployed revealed, an additional deployment --------------------------------------------
@pytest.mark.parametrize("number,extra", [("LT087", True), ("LT113", True), ("LT116", True), ("LT231", True),
                                          ("LT126", False)])
def test_deployed_revealed_gives_an_additional_deployment(number, extra):
    name = card_by_number(number).name
    s = game({"hand": [name], "post": ["Support - Logistics", "Support - Assembly"]}, {}, phase="deploy", deploys=2)
    c = cid(s, name, "hand0")
    do(s, ("deploy", c))
    assert s.counters["deploys"] == 1
    if card_by_number(number).cost:
        do(s, ("tap", cid(s, "Support - Assembly", "post0")), ("build", c))
    do(s, ("reveal", c))
    assert s.counters["deploys"] == (2 if extra else 1)


# -- UrbanMech --------------------------------------------------------------------------------------------------------
def test_urbanmech_cannot_block_unless_guarding():
    s = game({"patrol": ["Banshee (BNC-3E)"]}, {"patrol": ["UrbanMech (UM-R60)", "Zeus (ZEU-6S)"]})
    ban = cid(s, "Banshee (BNC-3E)", "patrol0")
    urban, zeus = cid(s, "UrbanMech (UM-R60)", "patrol1"), cid(s, "Zeus (ZEU-6S)", "patrol1")
    mission(s, ban, target="stock")
    assert ("block", zeus) in options(s) and ("block", urban) not in options(s)

    s = game({"patrol": ["Banshee (BNC-3E)"]}, {"patrol": [{"card": "UrbanMech (UM-R60)", "guard": "stock"}]})
    ban, urban = cid(s, "Banshee (BNC-3E)", "patrol0"), cid(s, "UrbanMech (UM-R60)", "patrol1")
    mission(s, ban, target="stock")
    assert ("block", urban) in options(s)


# -- Catapult ---------------------------------------------------------------------------------------------------------
def test_catapult_deals_one_damage_lumped_with_the_battle_damage():
    s = game({"patrol": ["Commando (COM-2D)"]},
             {"patrol": [{"card": "Banshee (BNC-3E)", "guard": "stock"}, "Catapult (CPLT-C3)"]})
    com = cid(s, "Commando (COM-2D)", "patrol0")
    ban, cat = cid(s, "Banshee (BNC-3E)", "patrol1"), cid(s, "Catapult (CPLT-C3)", "patrol1")
    mission(s, com, target="stock")
    assert not any(a[0] == "use" for a in options(s))    # not before blockers
    block(s, ban)
    do(s, "keep target out")
    assert s.decision.player == 1 and ("use", cat, "catapult") in options(s)
    do(s, ("use", cat, "catapult"))
    assert set(options(s)) == {("choose", com), ("choose", ban), ("choose", "stock")}
    do(s, ("choose", com))
    assert s.counters.get("tap:%d" % cat)
    assert ("use", cat, "catapult") not in options(s)
    finish_effects(s)
    assert com in s.zones["scrap0"]                      # 2 + 1 = 3 against armor 1: 2 structure = destroyed


def test_catapult_works_while_activated_in_the_construction_region():
    s = game({"patrol": ["Commando (COM-2D)"], "build": [{"card": "Catapult (CPLT-C3)", "up": True}]}, {})
    com, cat = cid(s, "Commando (COM-2D)", "patrol0"), cid(s, "Catapult (CPLT-C3)", "build0")
    mission(s, com, target="stock")
    do(s, ("use", cat, "catapult"), ("choose", "stock"))
    finish_effects(s)
    assert stock_lost(s) == 2 + 1

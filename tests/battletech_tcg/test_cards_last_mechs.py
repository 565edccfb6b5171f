"""Units of Arsenal, Commander's Edition and Crusade played by their data and by abilities/mechs.py
(docs/tcg-last-sets.md section 5: group A, and the six mechs.py rows of group B).  The option reader
(registry.only_options / plain_by_data) takes these sets' reminders (T1108), the Vehicle reminders of Arsenal and
Crusade (T1101) and the Resource forms of T1109; every card's options are the ones its text prints, every sentence
is one the engine plays, and each card plays its options.  One or more behaviour tests for each kind of reminder the
reader learnt and each group-B card; OmniMech-Pod Cache and the Blackjacks (T1131)."""
import random
import re
from types import SimpleNamespace

import pytest

from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.abilities.mechs import LAST_ECM_AP_NARC_C3_HAND_TO_HAND
from mechdeck.games.battletech_tcg.abilities.registry import only_options, plain_by_data
from mechdeck.games.battletech_tcg.board import armor, assets
from mechdeck.games.battletech_tcg.cards import card_by_number
from mechdeck.games.battletech_tcg.missions import assignable, attack_of

from tcg_support import FILL, R, cid, dice, do, finish_effects, mission, names, options, public
from tcg_support import game as tcg_game
from test_cards_later_mechs import (OWN_SENTENCES, block, game, keep_out, name, printed_options,
                                    test_anti_missile as anti_missile,
                                    test_each_mech_plays_its_options as plays_its_options,
                                    test_may_go_to_patrol_at_once_when_activated as patrol_at_once,
                                    test_naga_deals_two_damage_to_a_mech_or_the_target as naga_damage,
                                    test_naga_on_the_target_and_never_outside_a_mission_or_when_tapped as naga_target,
                                    test_through_damage_to_the_target_when_blocked as through_damage)

# -- the cards ---------------------------------------------------------------------------------------------------------
GROUP_A = ["AR003", "AR007", "AR008", "AR010", "AR016", "AR018", "AR025", "AR028", "AR029", "AR037", "AR038", "AR039",
           "AR043", "AR044", "AR055", "AR057", "AR058", "AR059", "AR060", "AR065", "AR067", "AR068", "AR069", "AR071",
           "AR073", "AR075", "AR079", "AR081", "AR082", "AR085", "AR086", "AR087", "AR093", "AR100", "CE005", "CE010",
           "CE016", "CE019", "CE024", "CE026", "CE032", "CE040", "CE047", "CE050", "CE073", "CE098", "CE121", "CE129",
           "CE146", "CE149", "CE154", "CE160", "CE168", "CE169", "CE207", "CE214", "CE215", "CE217", "CE258", "CE309",
           "CE314", "CE340", "CR004", "CR007", "CR008", "CR009", "CR010", "CR011", "CR012", "CR013", "CR014", "CR015",
           "CR018", "CR019", "CR020", "CR021", "CR022", "CR028", "CR029", "CR030", "CR032", "CR035", "CR038", "CR039",
           "CR041", "CR044", "CR045", "CR046", "CR047", "CR048", "CR049", "CR054", "CR064", "CR074", "CR075", "CR076",
           "CR079", "CR081", "CR082", "CR083", "CR084", "CR085", "CR087", "CR090", "CR094", "CR101", "CR103", "CR104",
           "CR106", "CR107", "CR108"]
GROUP_B = ["CE273", "CE335", "CR001", "CR023", "CR053", "CR072"]
# name variants that are reprints: they play as the earlier printing (T1105, T1106)
REPRINTS = {"CE032", "CE073", "CE098", "CE154", "CE160", "CE168", "CE169", "CE258"}
# the sentences of group B beyond options, as the later sets word them (test_cards_later_mechs.OWN_SENTENCES) and
# Venom Revised's and Naga B's own wording
LAST_SENTENCES = OWN_SENTENCES + [
    r"You may move [^.]+ to your Patrol region as soon as you activate it\.",
    r"\{T\}: Choose any 'Mech or the target and deal 2 damage to it\. Use this ability only during a mission\.",
]
C3 = ["CE214", "CE215", "CR013", "CR030"]


def last_printed_options(text: str) -> dict:
    """``printed_options`` of the earlier sets' wordings with these sets' keyword lines read as well."""
    out = printed_options(text)
    if "C3 (" in text:
        out["c3"] = True
    if re.search(r"AP \([^()]+ (?:deals \+1 damage to any target other than a (?:'?Mech|Unit)|has \+1 attack, only "
                 r"usable against targets other than Units)", text):
        out["ap"] = True
    if m := re.search(r"Hand-to-Hand (\d+)", text):
        out["hand_to_hand"] = int(m.group(1))
    return out


# -- the data: options as printed, every sentence played ---------------------------------------------------------------
@pytest.mark.parametrize("number", GROUP_A + GROUP_B)
def test_options_match_the_printed_text_and_every_sentence_is_played(number):
    card = card_by_number(number)
    assert dict(card.options) == last_printed_options(card.text), card.text
    assert number in implemented_numbers()
    if number in REPRINTS:
        assert card.plays_as != number and where(number).endswith(f", as {card.plays_as} (a Commander's Edition "
                                                                  f"reprint of its text, ruling T1105)")
    elif number in GROUP_B:
        rest = card.text
        for sentence in LAST_SENTENCES:
            rest = re.sub(sentence, " ", rest)
        assert rest != card.text and only_options(SimpleNamespace(name=card.name, text=rest)), rest
        assert where(number).startswith("mechs.py")
    elif plain_by_data(card):
        assert where(number).startswith("its data") and number not in LAST_ECM_AP_NARC_C3_HAND_TO_HAND
    else:
        # options mechs.py's hooks read (ECM, NARC, AP, C3, Hand-to-Hand), registered there
        assert only_options(card, hooked=True) and number in LAST_ECM_AP_NARC_C3_HAND_TO_HAND
        assert where(number) == "mechs.py"


def test_the_reader_takes_the_last_sets_reminders():
    """T1108: the Long-Range and Anti-Missile reminders of CE/CR, the Vehicle reminders of Arsenal and Crusade, VTOL
    and the Battle Armor reminders, with or without a space after ")"; a reminder naming another card is no option
    of this one, and a sentence of rules is never read as one."""
    def unit(text, kind="unit", card_name="Rhino"):
        return SimpleNamespace(kind=kind, name=card_name, text=text, subtypes=("Vehicle",))

    reminders = [
        "Long-Range 2 (If Rhino is blocked, it may deal up to 2 of its damage to the target.)",
        "Long-Range 3 (If Rhino is blocked, it may deal up to 3 damage to the target.)",
        "Anti-Missile (Prevent 1 damage from each missile fired at a Unit in a group that includes Rhino.)",
        "Vehicle (Activates, attacks, guards, and blocks like a 'Mech. If damaged, roll a die. On a 6, scrap Vehicle.)",
        "Vehicle (If Rhino is damaged, roll a die. On a 5 or 6, scrap it.)",
        "Battle Armor (Activates, attacks, guards, and blocks like a 'Mech, and cannot attack or block alone.) Attacks "
        "or blocks at the speed of the fastest Omni Mech in the group accompanying it, if any.",
        "Battle Armor (Cannot attack or block alone, but does so at the speed of the fastest Omni 'Mech, if any, in "
        "the group that includes it.)",
        "Vehicle (If Rhino is damaged, roll a die. On a 5 or 6, scrap it.)VTOL (Vehicles with VTOL cannot be blocked "
        "by patrolling 'Mechs or by patrolling vehicles without VTOL.)Missile 3",
    ]
    for text in reminders:
        assert plain_by_data(unit(text)), text
    for text in ("Vehicle (If Zhukov is damaged, roll a die. On a 5 or 6, scrap it.)",
                 "Long-Range 2 (If Zhukov is blocked, it may deal up to 2 of its damage to the target.)",
                 "Vehicle (If Rhino is damaged, roll a die. On a 5 or 6, scrap it.) Rhino cannot block unless "
                 "guarding.",
                 "ECM (Units in groups including any with ECM each get +1 armor.)"):
        assert not plain_by_data(unit(text)), text
    # ECM, NARC, C3, AP and Hand-to-Hand are read by mechs.py's hooks: options, but not the engine's own
    for text in ("ECM (Units in groups including any with ECM each get+1 armor.)",
                 "NARC (Units in groups including any with NARC may subtract 1 from the die roll of each missile they "
                 "fire.)", "C3 (Each Unit with C3 in a group that includes at least one other Unit with C3 gets +2 "
                 "attack.)", "AP (Rhino deals +1 damage to any target other than a Unit.)",
                 "Hand-to-Hand 1 (Rhino has +1 attack, only usable against Units of the same speed or slower.)"):
        assert only_options(unit(text), hooked=True) and not only_options(unit(text)), text
    assert not only_options(unit("AP (Zhukov deals +1 damage to any target other than a Unit.)"), hooked=True)


# -- each card plays its options ---------------------------------------------------------------------------------------
def _own(option: str) -> list[str]:
    """The cards of both groups with that option, but the reprints, which play as their earlier printings (whose
    tests these are; test_commanders_edition.py)."""
    return [n for n in GROUP_A + GROUP_B if card_by_number(n).options.get(option) and n not in REPRINTS]


# C3 cards get +2 only beside another (below); Thor B Revised's NARC lowers its own missile rolls (below)
@pytest.mark.parametrize("number", [n for n in GROUP_A + GROUP_B if n not in C3 + ["CE314"] and n not in REPRINTS])
def test_each_unit_plays_its_options(number):
    """As test_cards_later_mechs: attacking the Stockpile, blocked by an Atlas, the options offered are exactly its
    data's, and each works (Vehicles too: the Atlas's damage may scrap one, T1101)."""
    plays_its_options(number)


@pytest.mark.parametrize("number", _own("through"))
def test_long_range_in_the_ce_and_cr_reminder(number):
    through_damage(number)


@pytest.mark.parametrize("number", _own("anti_missile"))
def test_anti_missile_in_the_ce_and_cr_reminder(number):
    anti_missile(number)


def _attack(p0: dict, p1: dict, unit: str, blocker: str | None = None, **spec):
    """A position where P1's ``unit`` (a card name or collector number, in P1's patrol) attacks P2's Stockpile,
    blocked by P2's ``blocker`` (guarding the Stockpile) if one is named, the target kept out: (state, unit id,
    blocker id)."""
    if blocker is not None:
        p1 = dict(p1, patrol=list(p1.get("patrol", ())) + [{"card": blocker, "guard": "stock"}])
    s = tcg_game(dict(p0, patrol=[unit] + list(p0.get("patrol", ()))), p1, stock=20, **spec)
    attacker = s.zones["patrol0"][0]
    mission(s, attacker, *s.zones["patrol0"][1:len(p0.get("patrol", ())) + 1], target="stock")
    guard = s.zones["patrol1"][-1] if blocker is not None else None
    if guard is not None:
        block(s, guard)
        keep_out(s)
    return s, attacker, guard


# (with Koshi C (Mist Lynx) under its own number: it plays as LT136)
ECM = ["AR008", "AR082", "AR086", "CE010", "CE024", "CE168", "CR049", "CR079", "CR106"]


@pytest.mark.parametrize("number", ECM)
def test_ecm_in_every_wording_gives_its_group_plus_one_armor(number):
    card = card_by_number(number)
    s, unit, _ = _attack({"patrol": ["Commando (COM-2D)"]}, {}, number)
    com = s.zones["patrol0"][1]
    assert armor(s, com) == 2 and armor(s, unit) == card.armor + 1


@pytest.mark.parametrize("number", ECM)
def test_declined_ecm_gives_no_armor(number):
    """Does not apply: its controller declines the ECM (ruling T353's "unless declined")."""
    card = card_by_number(number)
    s, unit, _ = _attack({"patrol": ["Commando (COM-2D)"]}, {}, number)
    do(s, ("decline", unit, "ecm"))
    assert armor(s, s.zones["patrol0"][1]) == 1 and armor(s, unit) == card.armor


AP = ["AR007", "AR025", "AR038", "CR012"]


@pytest.mark.parametrize("number", AP)
def test_ap_in_the_arsenal_and_crusade_wordings_adds_one_against_the_stockpile(number):
    """AR: "other than a 'Mech", CR: "other than a Unit" -- one rule (T1108)."""
    card = card_by_number(number)
    s, unit, _ = _attack({}, {}, number)
    assert assignable(s, unit, "stock") == card.attack + 1


@pytest.mark.parametrize("number", AP)
def test_ap_adds_nothing_against_a_mech(number):
    """Does not apply: the blocking Atlas is a Unit."""
    card = card_by_number(number)
    s, unit, atlas = _attack({}, {}, number, "Atlas (AS7-D)")
    assert assignable(s, unit, atlas) == card.attack


HAND_TO_HAND = ["CE024", "CE129", "CE207"]


@pytest.mark.parametrize("number", HAND_TO_HAND)
def test_hand_to_hand_in_the_ce_wording_against_a_unit_as_slow(number):
    card = card_by_number(number)
    s, unit, banshee = _attack({}, {}, number, "Banshee (BNC-3E)")          # slow
    assert assignable(s, unit, banshee) == card.attack + card.options["hand_to_hand"]


@pytest.mark.parametrize("number", HAND_TO_HAND)
def test_hand_to_hand_adds_nothing_against_a_faster_unit_or_the_stockpile(number):
    """Does not apply: a fast blocker, or the Stockpile."""
    card = card_by_number(number)
    s, unit, fly = _attack({}, {}, number, "Dragonfly D (Viper)")
    assert assignable(s, unit, fly) == card.attack
    s, unit, _ = _attack({}, {}, number)
    assert assignable(s, unit, "stock") == card.attack


NARC = ["CR039", "CR087", "CE314", "CE215", "CE258"]   # Ryoken D (Stormcrow) under its own number (it plays as LT214)


def _narc_volley(number: str, decline: bool) -> list[str]:
    """The NARC unit attacks with a Puma A (Adder) (Missile 2, with Munitions): the log of the Puma's volley, rolled
    4."""
    s, unit, _ = _attack({"patrol": ["Puma A (Adder)"], "post": ["Support - Munitions"]}, {}, number)
    puma = s.zones["patrol0"][1]
    if decline:
        do(s, ("decline", unit, "narc"))
    do(s, ("missile", puma, "stock"))
    dice(s, *[4] * 10)
    finish_effects(s)
    return [t for t in public(s) if t.startswith("missile volley of Puma A (Adder)")]


@pytest.mark.parametrize("number", NARC)
def test_narc_in_the_ce_wording_helps_the_missiles_of_its_group(number):
    """Each missile roll of its group's missiles reads 1 less: 4 reads 3, and Munitions makes a 3 deal 3."""
    assert _narc_volley(number, decline=False) == ["missile volley of Puma A (Adder) rolls 3: 3 damage to Stockpile"]


@pytest.mark.parametrize("number", NARC)
def test_declined_narc_leaves_the_roll(number):
    """Does not apply: declined, the 4 stays a 4."""
    assert [t.partition(":")[0] for t in _narc_volley(number, decline=True)] == [
        "missile volley of Puma A (Adder) rolls 4"]


@pytest.mark.parametrize("number", C3)
def test_c3_in_the_ce_and_cr_wording_with_another_c3_unit(number):
    """"Each Unit with C3 in a group that includes at least one other Unit with C3 gets +2 attack" (T1108): with the
    Blackjack (BJ2-OB), each gets +2."""
    card = card_by_number(number)
    s, unit, _ = _attack({"patrol": ["Blackjack (BJ2-OB)"]}, {}, number)
    jack = s.zones["patrol0"][1]
    assert attack_of(s, unit) == card.attack + 2 and attack_of(s, jack) == card_by_number("MW005").attack + 2


@pytest.mark.parametrize("number", C3)
def test_c3_needs_another_c3_unit(number):
    """Does not apply: its group's other Unit has no C3."""
    card = card_by_number(number)
    s, unit, _ = _attack({"patrol": ["Commando (COM-2D)"]}, {}, number)
    assert attack_of(s, unit) == card.attack


@pytest.mark.parametrize("number, rolls, scrapped", [("AR010", 6, True), ("AR010", 5, True), ("AR010", 4, False),
                                                     ("CR083", 5, True), ("CR083", 1, False)])
def test_a_vehicle_by_its_reminder_rolls_when_damaged(number, rolls, scrapped):
    """Bulldog's "On a 6, scrap Vehicle" and Rhino's "On a 5 or 6, scrap it" are the Vehicle roll: 5 or 6 (PG)."""
    vehicle = name(number)
    s = game({"patrol": ["Banshee (BNC-3E)"]}, {"patrol": [{"card": vehicle, "guard": "stock"}]})
    banshee, unit = cid(s, "Banshee (BNC-3E)", "patrol0"), cid(s, vehicle, "patrol1")
    mission(s, banshee, target="stock")
    block(s, unit)
    keep_out(s)
    dice(s, rolls)
    finish_effects(s)
    assert (unit in s.zones["scrap1"]) == scrapped
    assert any("Vehicle roll" in t and str(rolls) in t for t in public(s))


# -- the Resources of T1109 --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("number, amount, provided", [("AR105", 1, {"L", "M"}), ("CR005", 1, {"M", "P"}),
                                                      ("CE153", 2, set()), ("CR056", 3, {"L"})])
def test_a_resource_of_resource_lines_and_asset_reminders_plays_by_its_data(number, amount, provided):
    """Weapons Depot (two asset reminders), Backing of the Grand Council (Crusade's reminder), Jade Falcon High
    Command ("{T}: {R} {R}") and Improved Construction Facilities ("{T}: {R} {R} {R}"): the {R}s it taps for and the
    assets it provides."""
    card = card_by_number(number)
    assert plain_by_data(card) and where(number).startswith("its data")
    s = game({"post": [card.name], "build": [{"card": "Atlas (AS7-D)", "cc": 0}]}, {}, phase="deploy")
    resource = cid(s, card.name, "post0")
    assert provided <= set(assets(s, 0))
    do(s, ("tap", resource))
    assert s.counters.get("pool0") == amount
    # Does not apply: a Resource with a sentence of its own is not read from its data
    assert not plain_by_data(card_by_number("CE269"))    # Smoke Jaguar High Command: "{T}: {R} {T}: Re roll ..."


# -- group B: the shared sentences of mechs.py -------------------------------------------------------------------------
DEPLOY_REVEALED = ["CE273", "CR023", "CR053"]
RESOURCES = ["Support - Politics", "Support - Logistics", "Support - Assembly"]


def _reveal(state, c) -> None:
    """Build the card in the Deploy phase, one counter per resource tapped, and reveal it."""
    while ("reveal", c) not in options(state):
        do(state, next(a for a in options(state) if a[0] == "tap"), ("build", c))
    do(state, ("reveal", c))


@pytest.mark.parametrize("number", DEPLOY_REVEALED)
def test_deployed_revealed_for_an_additional_deployment(number):
    """Spider Revised (its "Spider" is itself, T1107), Charger (CGR-1L), Hollander: revealed the turn it is deployed,
    it gives the deployment back (T356)."""
    s = tcg_game({"hand": [number], "post": RESOURCES}, {}, stock=10, phase="deploy", deploys=2)
    c = s.zones["hand0"][0]
    do(s, ("deploy", c))
    assert s.counters["deploys"] == 1
    _reveal(s, c)
    assert s.counters["deploys"] == 2


@pytest.mark.parametrize("number", DEPLOY_REVEALED)
def test_revealed_a_later_turn_gives_no_deployment(number):
    """Does not apply: deployed in an earlier turn, it is revealed now (T356: the turn it was deployed)."""
    card = card_by_number(number)
    s = tcg_game({"build": [{"card": number, "cc": 0}], "post": RESOURCES}, {}, stock=10, phase="deploy",
                 deploys=2)
    _reveal(s, cid(s, card.name, "build0"))
    assert s.counters["deploys"] == 2 and s.counters.get(f"up:{s.zones['build0'][0]}")


def test_venom_revised_may_go_to_patrol_at_once():
    patrol_at_once("CE335")


def test_venom_revised_activated_by_an_attack_is_not_placed():
    """Does not apply: activated by the opponent's attack, it is not "you activate it" (T841)."""
    s = game({"patrol": ["Commando (COM-2D)"]}, {"build": [{"card": "CE335", "cc": 7}]})   # it costs 6
    com, venom = cid(s, "Commando (COM-2D)", "patrol0"), s.zones["build1"][0]
    mission(s, com, target=venom)
    finish_effects(s)
    assert venom in s.zones["build1"] and s.counters.get(f"up:{venom}")
    assert ("to patrol", venom) not in (options(s) if s.decision else ())


def test_annihilator_anh_1a_cannot_block_unless_guarding():
    s = tcg_game({"patrol": ["Banshee (BNC-3E)"]}, {"patrol": ["CR001", "Zeus (ZEU-6S)"]}, stock=10)
    mission(s, s.zones["patrol0"][0], target="stock")
    annihilator, zeus = s.zones["patrol1"]
    assert ("block", zeus) in options(s) and ("block", annihilator) not in options(s)
    s = tcg_game({"patrol": ["Banshee (BNC-3E)"]}, {"patrol": [{"card": "CR001", "guard": "stock"}]}, stock=10)
    mission(s, s.zones["patrol0"][0], target="stock")
    block(s, s.zones["patrol1"][0])
    assert s.zones["patrol1"][0] in s.counters["m.blk"]


def test_naga_b_deals_two_damage_to_a_mech_or_the_target():
    naga_damage("CR072")
    naga_target("CR072")


def test_naga_b_offers_no_vehicle():
    """Does not apply: Crusade's "'Mech" is a 'Mech (T1100, T1102), so an engaged Vehicle (Magi) is not offered;
    the older Naga Prime's "'Mech" reads "Unit" and offers it."""
    for naga_name, vehicle_offered in (("Naga B", False), ("Naga Prime", True)):
        s = game({"patrol": ["Commando (COM-2D)", "Magi"]}, {"patrol": [naga_name]})
        com, magi = cid(s, "Commando (COM-2D)", "patrol0"), cid(s, "Magi", "patrol0")
        naga = cid(s, naga_name, "patrol1")
        mission(s, com, magi, target="stock")
        do(s, ("no block",))
        while s.decision.player == 0:
            do(s, "done")
        do(s, ("use", naga, "naga"))
        assert ("choose", com) in options(s) and (("choose", magi) in options(s)) == vehicle_offered


# -- T1131: OmniMech-Pod Cache and the Blackjacks ---------------------------------------------------------------------
def test_pod_cache_trades_bj2_ob_for_bj2_oa_only():
    """The Guide's "You can't trade a Blackjack BJ2-08 for a Blackjack BJ2": only the Omni Blackjacks, BJ2-OB and
    BJ2-OA, are configurations of one another; Blackjack (BJ2), its CE spelling (BJ-2), BJ-1 and BJ-3 are no Omni."""
    others = ["Blackjack (BJ2)", "CE032", "Blackjack (BJ-1)", "Blackjack (BJ-3)"]
    for stock, found in ((others + ["Blackjack (BJ2-OA)"], True), (others, False)):
        s = game({"post": ["OmniMech-Pod Cache"], "patrol": ["Blackjack (BJ2-OB)"], "stock": stock + [FILL] * 3}, {},
                 phase="deploy")
        do(s, ("use", cid(s, "OmniMech-Pod Cache", "post0"), "pod"))   # the only Omni 'Mech, the only configuration
        assert "Blackjack (BJ2-OB)" in names(s, "scrap0")
        assert ("Blackjack (BJ2-OA)" in names(s, "patrol0")) == found
        assert sorted(n for n in names(s, "stock0") if n.startswith("Blackjack")) == [
            "Blackjack (BJ-1)", "Blackjack (BJ-2)", "Blackjack (BJ-3)", "Blackjack (BJ2)"]   # not one of them
        assert ("P1 finds no other configuration of Blackjack (BJ2-OB)" in public(s)) != found


# -- the bots ----------------------------------------------------------------------------------------------------------
def test_random_games_through_the_last_sets_units_run():
    """Random play from positions holding these cards (Vehicles, reprints, the group-B sentences) never stops."""
    mine = [name(n) for n in ("AR010", "CR083", "CE214", "CE215", "CR072", "CE335", "CR001", "CE024")]
    theirs = [name(n) for n in ("CR087", "AR029", "CE273", "CR053", "CR013", "CR030", "AR038")]
    for seed in range(3):
        s = game({"patrol": mine[:4], "hand": mine[4:], "stock": (mine + [FILL]) * 3, "post": ["Support - Tactics"]},
                 {"patrol": theirs[:4], "hand": theirs[4:], "stock": (theirs + [FILL]) * 3}, keep=False, seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if s.decision is None:
                break
            R.apply(s, rng.choice(s.decision.options))
        assert len(names(s, "scrap0")) + len(names(s, "scrap1")) > 0

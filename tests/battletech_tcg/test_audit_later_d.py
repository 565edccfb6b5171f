"""Audit of the later-set cards of card_flow.py, terrain_and_factions.py and battle_commands.py against their printed
texts and the Player's Guide (issue 17, rulings T1050-T1059): a test per discrepancy found, each failing before its
fix, and a few that pin a reading the audit checked (so marked)."""
from tcg_support import FILL, cid, do, game, options, public
from test_cards_later_leaders import CHARGER, IDLE, until_player

REM = "The Remembrance"
CICADA, BANSHEE = "Cicada (CDA-2A)", "Banshee (BNC-5S)"   # fast 'Mechs; a slow one
STAY = "Hunchback (HBK-4G)"   # an idle 'Mech keeps the active player's Missions phase open


def _assign_until_over(s):
    while "m.att" in s.counters:
        do(s, next((a for a in options(s) if a[0] == "assign all"), ("done",)))


# -- MW095 The Remembrance ---------------------------------------------------------------------------------------------
def test_the_remembrance_counts_no_verse_for_a_mech_restocked_from_play():
    """Does not apply: "Whenever a 'Mech any opponent controls is scrapped" (T1050): Omi Kurita puts her player's
    Kurita 'Mech from play on top of the Stockpile, which is no scrapping; its later scrapping from the Stockpile
    (by the mission's damage) is not from play either."""
    s = game({"stock": [FILL] * 12, "post": ["Omi Kurita"], "patrol": [{"card": CHARGER, "guard": "stock"}]},
             {"stock": [FILL] * 3, "post": [REM], "patrol": ["Black Hawk Prime (Nova)", IDLE]}, active=1)
    rem, charger = cid(s, REM, "post1"), cid(s, CHARGER, "patrol0")
    do(s, ("mission",), ("add", cid(s, "Black Hawk Prime (Nova)", "patrol1")), ("target", "stock"),
       ("block", charger), ("keep target out",))
    until_player(s, 0)
    do(s, ("use", cid(s, "Omi Kurita", "post0"), "stock"), ("stock", charger))
    assert s.zones["stock0"][-1] == charger
    _assign_until_over(s)
    assert charger in s.zones["scrap0"]                            # scrapped later, from the Stockpile
    assert f"verse:{rem}" not in s.counters and "The Remembrance gets a verse counter (1)" not in public(s)


def test_the_remembrance_deals_its_damage_only_to_an_opposing_mech_in_the_mission():
    """"Use this ability only during a mission": it affects only the 'Mechs in the mission (Guide, Command Cards:
    Abilities; T1051), so an opposing 'Mech outside it is not offered and a mission without one offers nothing."""
    s = game({"stock": [FILL] * 5, "post": [REM], "patrol": [BANSHEE, STAY]},
             {"stock": [FILL] * 5, "patrol": [CICADA, {"card": "Atlas (AS7-D)", "tapped": True}]})
    rem, cicada, atlas = cid(s, REM, "post0"), cid(s, CICADA, "patrol1"), cid(s, "Atlas (AS7-D)", "patrol1")
    s.counters[f"verse:{rem}"] = 3
    do(s, ("mission",), ("add", cid(s, BANSHEE, "patrol0")), ("target", "stock"))
    assert ("use", rem, "recite") not in options(s)               # no opposing 'Mech in the mission yet
    do(s, ("block", cicada), ("keep target out",))
    while ("use", rem, "recite") not in options(s):
        do(s, options(s)[-1])
    do(s, ("use", rem, "recite"), ("withdraw", 2))                # the only opposing 'Mech in it: chosen at once
    assert s.counters[f"verse:{rem}"] == 1 and ("damage", atlas) not in options(s)
    assert (cicada, 2, -1) in s.counters["m.dmg"] and ("use", rem, "recite") not in options(s)   # once per mission
    while "m.att" in s.counters:
        do(s, ("done",) if ("done",) in options(s) else options(s)[-1])
    assert f"dmg:{atlas}" not in s.counters and (cicada in s.zones["scrap1"] or s.counters.get(f"dmg:{cicada}"))


# -- ME080 Sandhurst Royal Military Academy ----------------------------------------------------------------------------
SANDHURST = "Sandhurst Royal Military Academy"


def test_sandhurst_trains_its_players_unpiloted_mech_that_is_the_missions_target():
    """(Checked, right.) "Choose one of your unpiloted 'Mechs": one in the mission (T896); the target 'Mech of an
    unblocked attack takes part in it (missions.engaged) though it neither attacks nor blocks (Guide, Command Cards:
    Abilities: "Units or targets involved")."""
    s = game({"stock": [FILL] * 3, "post": [SANDHURST], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "patrol": ["Black Hawk Prime (Nova)", IDLE]}, active=1)
    charger, sh = cid(s, IDLE, "patrol0"), cid(s, SANDHURST, "post0")
    do(s, ("mission",), ("add", cid(s, "Black Hawk Prime (Nova)", "patrol1")), ("target", charger))
    until_player(s, 0)
    assert ("use", sh, "train") in options(s)
    do(s, ("use", sh, "train"), ("+2 armor",))                   # the target 'Mech, the only one: taken at once
    assert (charger, 2) in s.counters["m.armor"] and f"tap:{sh}" in s.counters


# -- ME020 ComStar Technicians -----------------------------------------------------------------------------------------
def test_comstar_technicians_prevents_once_per_mission_like_every_ability():
    """"Remove a communiqué counter ... to prevent 1 damage to a site. Use this ability only during a mission": like all
    abilities, once per mission (Guide, Dan Allard; T1052), however many counters it has; the others stay."""
    s = game({"stock": [FILL] * 5, "patrol": [BANSHEE, STAY]}, {"stock": [FILL] * 8, "post": ["ComStar Technicians"]})
    techs = cid(s, "ComStar Technicians", "post1")
    s.counters[f"communique:{techs}"] = 2
    do(s, ("mission",), ("add", cid(s, BANSHEE, "patrol0")), ("target", "stock"))
    while s.decision.player != 1 or ("use", techs, "prevent") not in options(s):
        do(s, options(s)[-1])
    do(s, ("use", techs, "prevent"))
    assert s.counters[f"communique:{techs}"] == 1 and ("use", techs, "prevent") not in options(s)
    while "m.att" in s.counters:
        assert ("use", techs, "prevent") not in options(s)
        do(s, ("done",) if ("done",) in options(s) else options(s)[-1])
    assert len(s.zones["stock1"]) == 8 - 4                         # the Banshee's 5, 1 prevented


# -- the Contracts' "If that 'Mech receives 5 or more damage, scrap this card" ----------------------------------------
def test_a_contract_counts_the_structure_damage_its_mech_receives():
    """Structure damage dealt when the mission's damage resolves is damage the 'Mech receives (T533, T701), so it
    counts towards a Contract's 5 (T1053): 4 from the blocking Dragonfly and 1 from Artillery Bombardment."""
    s = game({"stock": [FILL] * 3, "post": ["Mercenary Contract"], "patrol": [CHARGER, IDLE]},
             {"stock": [FILL] * 3, "post": ["Artillery Bombardment"],
              "patrol": [{"card": "Dragonfly D (Viper)", "guard": "stock"}]})
    charger, contract = cid(s, CHARGER, "patrol0"), cid(s, "Mercenary Contract", "post0")
    bombardment = cid(s, "Artillery Bombardment", "post1")
    do(s, ("mission",), ("add", charger), ("target", "stock"), ("block", cid(s, "Dragonfly D (Viper)", "patrol1")))
    if ("no more blockers",) in options(s):
        do(s, ("no more blockers",))
    do(s, ("keep target out",), ("use", bombardment, "bombard"), ("bombard", "attackers"))
    until_player(s, 0)
    do(s, ("use", contract, "hire"))                               # the Charger: +2 attack, +1 armor
    while "m.att" in s.counters:
        do(s, ("done",) if ("done",) in options(s) else next(a for a in options(s) if a[0] == "assign all"))
    assert s.counters[f"dmg:{charger}"] == 4 - 2 + 1               # armor 2 took 2 of the Dragonfly's 4
    assert contract in s.zones["scrap0"]


def test_salvage_yard_counts_no_salvage_for_a_mech_restocked_from_play():
    """Does not apply: Salvage Yard's "a salvage counter whenever a 'Mech you control is scrapped" (T1050, as The
    Remembrance): Omi Kurita's restocking of P1's own blocker is no scrapping, nor is its later scrapping from the
    Stockpile."""
    s = game({"stock": [FILL] * 12, "post": ["Omi Kurita", "Salvage Yard"],
              "patrol": [{"card": CHARGER, "guard": "stock"}]},
             {"stock": [FILL] * 3, "patrol": ["Black Hawk Prime (Nova)", IDLE]}, active=1)
    yard, charger = cid(s, "Salvage Yard", "post0"), cid(s, CHARGER, "patrol0")
    do(s, ("mission",), ("add", cid(s, "Black Hawk Prime (Nova)", "patrol1")), ("target", "stock"),
       ("block", charger), ("keep target out",))
    until_player(s, 0)
    do(s, ("use", cid(s, "Omi Kurita", "post0"), "stock"), ("stock", charger))
    _assign_until_over(s)
    assert charger in s.zones["scrap0"] and f"salvage:{yard}" not in s.counters

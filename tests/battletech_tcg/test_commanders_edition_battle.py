"""Commander's Edition reprints of battle Command cards, Contracts and card-flow cards whose rewording changes what
they do (T1105; docs/tcg-last-sets.md section 6): each plays by its own text, with the earlier printing's code
(abilities/battle_commands.py, abilities/card_flow.py).  The reprints read as the same card are listed in
tools/tcg_reprint_readings/ce_battle.tsv.  One or more tests per card for what differs, and a "Does not apply:" case."""
from pathlib import Path

from mechdeck.agents import make_agent
from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.board import armor
from mechdeck.games.battletech_tcg.cards import card_by_number
from mechdeck.games.battletech_tcg.missions import attack_of, initiative, legal_targets
from mechdeck.games.battletech_tcg.turn import scrap_card
from mechdeck.kernel.rng import FIXED_ROLLS

from tcg_support import FILL, IDLE, cid, dice, do, game, names, options, play_on, public
from test_cards_later_leaders import CHARGER, DRAGON, HEAVY, until_player

ROOT = Path(__file__).resolve().parents[2]
DIFFERENT = ("CE058", "CE062", "CE186", "CE238", "CE311", "CE346", "CE210")
THORNS, KELL, MARISSA = "Contract with Black Thorns", "Contract with Kell Hounds", "Marissa Morgan"
QSO, REM, HANSEN, POD = "Quick Salvage Operation", "The Remembrance", "Wolfgang Hansen", "OmniMech-Pod Cache"
CICADA, COMMANDO = "Cicada (CDA-2A)", "Commando (COM-2D)"           # fast 1/0/3; fast 2/1/2
ATLAS, BANSHEE = "Atlas (AS7-D)", "Banshee (BNC-5S)"                # slow
PUMA_A, PUMA_PRIME = "Puma A (Adder)", "Puma Prime (Adder)"         # base costs 3 and 5
STAY = "Hunchback (HBK-4G)"   # an idle 'Mech keeps the active player's phase open


def finish_mission(s):
    """Each player says "done", or puts all of a unit's damage on its first destination, until the mission is over."""
    while "m.att" in s.counters:
        o = options(s)
        do(s, ("done",) if ("done",) in o else next((a for a in o if a[0] == "assign all"), o[-1]))


def test_the_reworded_reprints_are_implemented_in_the_earlier_printings_modules():
    for number in DIFFERENT:
        assert number in implemented_numbers()
    assert {where(n) for n in DIFFERENT} == {"battle_commands.py", "card_flow.py"}
    assert where("CE210") == where("MW059") == "card_flow.py"


def test_the_reprints_read_as_the_same_card_play_as_their_earlier_printing():
    """tools/tcg_reprint_readings/ce_battle.tsv: each reprint read as the same card plays by its earlier printing's
    code (the data's ``plays_as``) and works when it does; the different ones play as themselves."""
    verdicts = (ROOT / "tools" / "tcg_reprint_readings" / "ce_battle.tsv").read_text().splitlines()
    rows = [line.split("\t")[:2] for line in verdicts if not line.startswith("#")]
    assert len(rows) == 21 and not {n for n, _ in rows} & set(DIFFERENT)
    for number, earlier in rows:
        assert card_by_number(number).plays_as == earlier and number in implemented_numbers(), number
        assert where(number).startswith(f"{where(earlier)}, as {earlier} "), number
    assert all(card_by_number(n).plays_as == n for n in DIFFERENT)


def test_ce267_simone_devon_counts_the_units_in_the_battle():
    """Ruling T1277: "Count the number of your Units and the number of opposing Units" during battle counts the Units
    in the battle: two against one gives +1 initiative and +1 attack to each of its player's Units in it."""
    s, charger, dragon = _two_attackers("CE267", patrol=[CICADA])
    before = initiative(s, 0)
    do(s, ("use", cid(s, "Simone Devon", "post0"), "rally"))
    assert initiative(s, 0) == before + 1 and attack_of(s, charger) == 2 and attack_of(s, dragon) == 3
    assert attack_of(s, cid(s, CICADA, "patrol0")) == 1                # not in the battle, nor counted


def test_ce267_simone_devon_needs_more_units_in_the_battle_than_the_opponent():
    """Does not apply: one against one in the battle (P1's idle Units outside it do not count): not offered."""
    s = game({"stock": [FILL] * 3, "post": ["CE267"], "patrol": [CHARGER, DRAGON, CICADA, IDLE]},
             {"stock": [FILL] * 3, "patrol": [{"card": HEAVY, "guard": "stock"}]})
    do(s, ("mission",), ("add", cid(s, CHARGER, "patrol0")), ("target", "stock"), ("block", cid(s, HEAVY, "patrol1")),
       ("keep target out",))
    until_player(s, 0)
    assert not any(o[:2] == ("use", cid(s, "Simone Devon", "post0")) for o in options(s))


# -- CE058 Contract with Black Thorns: the Unit is chosen before the dice (ruling T1270) -------------------------------
def _two_attackers(post, patrol=()):
    """P1's Charger and Dragon attack P2's Stockpile, blocked by P2's Heavy guarding it; P2 has said done."""
    s = game({"stock": [FILL] * 3, "post": [post], "patrol": [CHARGER, DRAGON, *patrol, IDLE]},
             {"stock": [FILL] * 3, "patrol": [{"card": HEAVY, "guard": "stock"}]})
    charger, dragon = cid(s, CHARGER, "patrol0"), cid(s, DRAGON, "patrol0")
    do(s, ("mission",), ("add", charger), ("add", dragon), ("target", "stock"), ("block", cid(s, HEAVY, "patrol1")))
    if ("no more blockers",) in options(s):
        do(s, ("no more blockers",))
    do(s, ("keep target out",))
    until_player(s, 0)
    return s, charger, dragon


def test_ce058_black_thorns_choose_one_of_your_units_then_roll_two_dice():
    s, charger, dragon = _two_attackers("CE058")
    c = cid(s, THORNS, "post0")
    dice(s, 4, 6)
    do(s, ("use", c, "hire"))
    assert options(s) == (("hire", charger), ("hire", dragon))
    assert s.counters[FIXED_ROLLS] == (4, 6)                 # no die rolled yet: the Unit is chosen first
    do(s, ("hire", dragon))
    assert FIXED_ROLLS not in s.counters
    assert attack_of(s, dragon) == 2 + 4 and armor(s, dragon) == 1 + 6 and attack_of(s, charger) == 1
    assert "Dragon (DRG-1N) gets +4 attack" in public(s) and "Dragon (DRG-1N) gets +6 armor" in public(s)
    assert s.counters["m.contract"] == ((c, dragon),)       # its 5-damage clause watches the Dragon


def test_ce058_black_thorns_is_not_offered_without_one_of_your_units_in_the_mission():
    """Does not apply: "Use this ability only during a mission": not in the Missions phase, nor to a Unit outside it;
    ME022, the earlier printing, rolls the attack die before its 'Mech is chosen."""
    s = game({"stock": [FILL] * 3, "post": ["CE058"], "patrol": [CHARGER, IDLE]}, {"stock": [FILL] * 3})
    assert not any(o[:2] == ("use", cid(s, THORNS, "post0")) for o in options(s))
    s, charger, dragon = _two_attackers("ME022")
    dice(s, 4, 6)
    do(s, ("use", cid(s, THORNS, "post0"), "hire"))
    assert s.counters[FIXED_ROLLS] == (6,) and options(s) == (("hire", charger), ("hire", dragon))


# -- CE062 Contract with Kell Hounds: given away at once (ruling T1271) ------------------------------------------------
def test_ce062_kell_hounds_change_sides_at_once_when_not_paid_for():
    s = game({"stock": [FILL] * 3, "post": ["CE062", "Support - Politics"], "patrol": [IDLE]}, {"stock": [FILL] * 3},
             phase="draw")
    c = cid(s, KELL, "post0")
    assert options(s) == (("pay for", c), ("give away", c))
    do(s, ("give away", c))
    assert c in s.zones["post1"] and f"tap:{c}" in s.counters and f"leaving:{c}" not in s.counters
    assert "P2 gains control of Contract with Kell Hounds" in public(s)


def test_ce062_kell_hounds_give_their_bonus_and_stay_when_paid_for():
    """Does not apply: paid for in the Repair/Reload phase, the Contract stays with its player; its bonus is CS023's
    +3 attack and +4 armor."""
    s = game({"stock": [FILL] * 3, "post": ["CE062", "Support - Politics"], "patrol": [IDLE]}, {"stock": [FILL] * 3},
             phase="draw")
    c = cid(s, KELL, "post0")
    do(s, ("pay for", c), ("tap", cid(s, "Support - Politics", "post0")))
    assert c in s.zones["post0"] and f"tap:{c}" not in s.counters
    s, charger, dragon = _two_attackers("CE062")
    do(s, ("use", cid(s, KELL, "post0"), "hire"), ("hire", charger))
    assert attack_of(s, charger) == 1 + 3 and armor(s, charger) == 1 + 4


# -- CE186 Marissa Morgan: any Unit in the battle (ruling T1272) -------------------------------------------------------
def _marissa(number):
    """P1's Dragon attacks; P2, with Marissa Morgan, blocks with a Dragon and a Banshee guarding the Stockpile and
    keeps a Commando outside the battle."""
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON]},
             {"stock": [FILL] * 5, "post": [number],
              "patrol": [DRAGON, {"card": "Banshee (BNC-3E)", "guard": "stock"}, {"card": COMMANDO, "tapped": True}]})
    att = s.zones["patrol0"][0]
    dragon, banshee, commando = s.zones["patrol1"]
    do(s, ("mission",), ("add", att), ("target", "stock"), ("block", dragon), ("block", banshee),
       ("keep target out",))
    return s, att, dragon, banshee, commando


def test_ce186_marissa_morgan_prevents_two_damage_to_any_unit_in_the_battle():
    s, att, dragon, banshee, commando = _marissa("CE186")
    do(s, ("use", cid(s, MARISSA, "post1"), "init"))
    assert initiative(s, 1) == 1
    assert options(s) == (("choose", att), ("choose", dragon), ("choose", banshee))   # the attacker too
    do(s, ("choose", att))
    assert (att, 2) in s.counters["m.prev"]
    assert "Marissa Morgan: up to 2 damage to Dragon (DRG-1N) is prevented" in public(s)


def test_ce186_marissa_morgan_does_not_reach_a_unit_outside_the_battle():
    """Does not apply: a Unit not in the battle (P2's tapped Commando) is no choice; LT162 chooses only among its
    player's own 'Mechs."""
    s, att, dragon, banshee, commando = _marissa("CE186")
    do(s, ("use", cid(s, MARISSA, "post1"), "init"))
    assert ("choose", commando) not in options(s)
    s, att, dragon, banshee, commando = _marissa("LT162")
    do(s, ("use", cid(s, MARISSA, "post1"), "init"))
    assert options(s) == (("choose", dragon), ("choose", banshee))


# -- CE238 Quick Salvage Operation: "you may" (ruling T1273) -----------------------------------------------------------
def _salvage(card):
    """P1 attacks with a Cicada and a Commando; P2 blocks with an Atlas and a Banshee (Grayson Death Carlyle lets the
    slow 'Mechs block), has Tactics, plays ``card`` and destroys both attackers."""
    s = game({"stock": [FILL] * 5, "patrol": [CICADA, COMMANDO, STAY]},
             {"stock": [FILL] * 5, "hand": [card], "post": ["Grayson Death Carlyle", "Support - Tactics"],
              "patrol": [ATLAS, BANSHEE]})
    cicada, commando = cid(s, CICADA, "patrol0"), cid(s, COMMANDO, "patrol0")
    atlas, banshee = cid(s, ATLAS, "patrol1"), cid(s, BANSHEE, "patrol1")
    do(s, ("mission",), ("add", cicada), ("add", commando), ("target", "stock"))
    do(s, ("use", cid(s, "Grayson Death Carlyle", "post1"), "block"))
    do(s, ("block", atlas), ("block", banshee), ("keep target out",))
    do(s, ("assign", cicada, atlas), ("assign all", commando, atlas))
    do(s, ("play", cid(s, QSO, "hand1")))
    do(s, ("assign all", atlas, cicada), ("assign all", banshee, commando))
    finish_mission(s)
    return s, cicada, commando


def test_ce238_quick_salvage_operation_may_salvage_none():
    s, cicada, commando = _salvage("CE238")
    assert "Quick Salvage Operation: an attacking Unit scrapped in this battle may be salvaged" in public(s)
    assert s.decision.player == 1 and options(s) == (("mech", cicada), ("mech", commando), ("decline",))
    do(s, ("decline",))
    assert cicada in s.zones["scrap0"] and commando in s.zones["scrap0"] and names(s, "patrol1") == [ATLAS, BANSHEE]
    assert "P2 salvages none of them (Quick Salvage Operation)" in public(s)


def test_ce238_quick_salvage_operation_puts_the_chosen_unit_into_play_with_structure_less_one_damage():
    s, cicada, commando = _salvage("CE238")
    do(s, ("mech", commando))
    assert commando in s.zones["patrol1"] and s.counters[f"dmg:{commando}"] == 1 and cicada in s.zones["scrap0"]


def test_ce238_quick_salvage_operation_is_not_played_by_the_attacker():
    """Does not apply: "Play only when blocking": the attacking player is not offered it; and CS072, the earlier
    printing, must salvage (no "decline")."""
    s = game({"stock": [FILL] * 5, "hand": ["CE238"], "post": ["Support - Tactics"], "patrol": [ATLAS, STAY]},
             {"stock": [FILL] * 5, "patrol": [CICADA]})
    do(s, ("mission",), ("add", cid(s, ATLAS, "patrol0")), ("target", "stock"), ("block", cid(s, CICADA, "patrol1")))
    while s.decision.player != 0:
        do(s, options(s)[-1])
    assert ("play", cid(s, QSO, "hand0")) not in options(s)
    s, cicada, commando = _salvage("CS072")
    assert options(s) == (("mech", cicada), ("mech", commando))


# -- CE311 The Remembrance: not a site, cannot be scrapped, damage divided (ruling T1275) ------------------------------
def test_ce311_the_remembrance_divides_its_damage_among_opposing_units_in_the_mission():
    s = game({"stock": [FILL] * 5, "post": ["CE311"], "patrol": [ATLAS, STAY]},
             {"stock": [FILL] * 5, "post": ["Grayson Death Carlyle"], "patrol": [CICADA, BANSHEE]})
    rem, cicada, banshee = cid(s, REM, "post0"), cid(s, CICADA, "patrol1"), cid(s, BANSHEE, "patrol1")
    s.counters[f"verse:{rem}"] = 3
    do(s, ("mission",), ("add", cid(s, ATLAS, "patrol0")), ("target", "stock"))
    do(s, ("use", cid(s, "Grayson Death Carlyle", "post1"), "block"))
    do(s, ("block", cicada), ("block", banshee), ("keep target out",))
    until_player(s, 0)
    do(s, ("use", rem, "recite"), ("withdraw", 3))
    assert options(s) == (("damage", cicada), ("damage", banshee))
    do(s, ("damage", cicada), ("damage", banshee), ("damage", cicada))
    assert f"verse:{rem}" not in s.counters
    assert (cicada, 2, -1) in s.counters["m.dmg"] and (banshee, 1, -1) in s.counters["m.dmg"]
    assert ("The Remembrance: 3 verse counters removed: Cicada (CDA-2A) will receive 2 damage, Banshee (BNC-5S) will "
            "receive 1 damage") in public(s)


def test_ce311_the_remembrance_activated_is_no_site_and_cannot_be_scrapped():
    s = game({"stock": [FILL] * 5, "patrol": [CICADA, STAY]}, {"stock": [FILL] * 5, "post": ["CE311"]})
    rem = cid(s, REM, "post1")
    cicada = cid(s, CICADA, "patrol0")
    do(s, ("mission",), ("add", cicada))
    assert ("target", rem) not in options(s) and ("target", "stock") in options(s)
    assert rem not in legal_targets(s, 0, (cicada,))
    scrap_card(s, rem, "(a test)")
    assert rem in s.zones["post1"] and "The Remembrance cannot be scrapped" in public(s)


def test_ce311_the_remembrance_under_construction_can_be_scrapped():
    """Does not apply: "Once this card has been activated ... cannot be scrapped": under construction it can; and
    MW095, the earlier printing, can be scrapped in play."""
    s = game({"stock": [FILL] * 5, "post": ["MW095"], "build": [{"card": "CE311", "cc": 2}]}, {"stock": [FILL] * 5},
             phase="deploy")
    building, old = cid(s, REM, "build0"), cid(s, REM, "post0")
    scrap_card(s, building, "(a test)")
    scrap_card(s, old, "(a test)")
    assert building in s.zones["scrap0"] and old in s.zones["scrap0"]


def test_ce311_activating_a_copy_scraps_your_other_copies_of_either_printing():
    for post, build in (("CE311", "CE311"), ("CE311", "MW095"), ("MW095", "CE311")):
        s = game({"stock": [FILL] * 5, "post": [post], "hand": [FILL], "build": [{"card": build, "cc": 7}]},
                 {"stock": [FILL] * 5, "post": ["CE311"]}, phase="deploy")
        old, new, theirs = cid(s, REM, "post0"), cid(s, REM, "build0"), cid(s, REM, "post1")
        do(s, ("reveal", new))
        assert s.zones["post0"] == [new] and old in s.zones["scrap0"] and theirs in s.zones["post1"], (post, build)
        assert "The Remembrance is scrapped (another The Remembrance was activated)" in public(s)


# -- CE346 Wolfgang Hansen: one of your piloted 'Mechs (ruling T1274) --------------------------------------------------
def _hansen(number, pilot_side):
    """P1's Charger attacks P2's Stockpile, blocked by P2's Dragon; the pilot is on the Charger (0) or the Dragon (1);
    P1 has Wolfgang Hansen and acts in the battle."""
    charger = {"card": CHARGER, "pilot": "Gray Death Pilot"} if pilot_side == 0 else CHARGER
    dragon = {"card": DRAGON, "guard": "stock", **({"pilot": "Gray Death Pilot"} if pilot_side == 1 else {})}
    s = game({"stock": [FILL] * 3, "post": [number], "patrol": [charger, IDLE]}, {"stock": [FILL] * 8,
                                                                                  "patrol": [dragon]})
    do(s, ("mission",), ("add", cid(s, CHARGER, "patrol0")), ("target", "stock"),
       ("block", cid(s, DRAGON, "patrol1")), ("keep target out",))
    until_player(s, 0)
    return s, cid(s, HANSEN, "post0")


def test_ce346_wolfgang_hansen_untaps_one_of_your_piloted_mechs_after_the_mission():
    s, hansen = _hansen("CE346", 0)
    charger = cid(s, CHARGER, "patrol0")
    do(s, ("use", hansen, "untap"))
    assert f"tap:{hansen}" in s.counters and "Charger (CGR-1A1) will untap at the end of the mission" in public(s)
    finish_mission(s)
    assert f"tap:{charger}" not in s.counters


def test_ce346_wolfgang_hansen_does_not_untap_an_opposing_piloted_mech():
    """Does not apply: "Choose one of your piloted 'Mechs": the opponent's piloted Dragon is no choice, so the ability
    is not offered; MW106 ("a piloted 'Mech") takes it (T883)."""
    s, hansen = _hansen("CE346", 1)
    assert not any(o[:2] == ("use", hansen) for o in options(s))
    s, hansen = _hansen("MW106", 1)
    assert ("use", hansen, "untap") in options(s)


# -- CE210 OmniMech-Pod Cache: the same configuration too; paid for before it comes into play (ruling T1276) ----------
def _pod(number, stock):
    return game({"stock": stock, "post": [number, FILL, FILL], "hand": [FILL],
                 "patrol": [{"card": PUMA_A, "damage": 2}, STAY]}, {"stock": [FILL] * 5}, phase="deploy")


def test_ce210_omnimech_pod_cache_may_find_the_same_configuration():
    s = _pod("CE210", [FILL, PUMA_A, "Fenris A (Ice Ferret)"])
    puma = cid(s, PUMA_A, "patrol0")
    do(s, ("use", cid(s, POD, "post0"), "pod"))               # the only Omni 'Mech, and the only configuration
    fresh = cid(s, PUMA_A, "patrol0")
    assert puma in s.zones["scrap0"] and fresh != puma and f"dmg:{fresh}" not in s.counters
    assert s.decision.kind == "deploy-phase"                  # the same base cost: nothing to pay


def test_ce210_omnimech_pod_cache_is_paid_for_before_the_new_mech_comes_into_play():
    s = _pod("CE210", [FILL, FILL, PUMA_PRIME, FILL])
    pod = cid(s, POD, "post0")
    do(s, ("use", pod, "pod"))
    prime = cid(s, PUMA_PRIME, "stock0")
    assert s.zones["stock0"][0] == prime and "P1 finds Puma Prime (Adder) (OmniMech-Pod Cache)" in public(s)
    assert options(s) == (("pay for", prime), ("scrap", "stock0"))   # base costs 5 and 3: two points
    assert "P1 shuffles the Stockpile" not in public(s)
    do(s, ("scrap", "stock0"), ("scrap", "stock0"))
    assert names(s, "scrap0") == [PUMA_A, FILL, FILL] and prime in s.zones["patrol0"]
    log = public(s)
    assert log.index("P1 puts Puma Prime (Adder) into play in their Patrol region (OmniMech-Pod Cache)") \
        < log.index("P1 shuffles the Stockpile")
    assert names(s, "stock0") == [FILL] and not s.counters.get(f"tap:{prime}")


def test_ce210_omnimech_pod_cache_needs_an_omni_mech():
    """Does not apply: "Scrap any Omni 'Mech you control": with no Omni 'Mech (a Hunchback) it is not offered; and
    MW059, the earlier printing, does not find the same configuration (T949)."""
    s = game({"stock": [FILL], "post": ["CE210"], "hand": [FILL], "patrol": [STAY]}, {"stock": [FILL]},
             phase="deploy")
    assert ("use", cid(s, POD, "post0"), "pod") not in options(s)
    s = _pod("MW059", [FILL, PUMA_A])
    do(s, ("use", cid(s, POD, "post0"), "pod"))
    assert "P1 finds no other configuration of Puma A (Adder)" in public(s) and names(s, "patrol0") == [STAY]


# -- the bots play these cards -----------------------------------------------------------------------------------------
def _table(seed):
    return game({"stock": [FILL, DRAGON, PUMA_PRIME] * 5,
                 "post": ["CE058", "CE062", "CE311", "CE210", FILL, FILL],
                 "hand": ["CE238", FILL], "patrol": [PUMA_A, {"card": CHARGER, "pilot": "Gray Death Pilot"}]},
                {"stock": [FILL, CICADA] * 8, "post": ["CE186", "CE346", "CE311", FILL, FILL],
                 "hand": ["CE238"], "patrol": [{"card": DRAGON, "pilot": "Gray Death Pilot"}, CICADA, ATLAS]},
                seed=seed)


def test_random_and_heuristic_games_with_these_cards_do_not_fail():
    for seed in range(4):
        play_on(_table(seed), 400, seed)
    play_on(_table(0), 200, bots=[make_agent("heuristic", 1), make_agent("heuristic", 2)])

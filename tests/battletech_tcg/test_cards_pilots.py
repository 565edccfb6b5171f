"""Pilots and Enhancements of the base set, DEST Pilot and Jaime Wolf (abilities/pilots.py): one or more tests per
card.  Dice are fixed by replacing the module's ``roll``."""
import pytest

from mechdeck.games.battletech_tcg import dice as dice_rolls
from mechdeck.games.battletech_tcg.abilities import pilots
from mechdeck.games.battletech_tcg.board import armor, base_attack, pilot_of
from mechdeck.games.battletech_tcg.missions import attack_of, initiative, legal_targets

from tcg_support import FILL, cid, do, game, mission, names, options, patch_dice, play_out, public

TACTICS = "Support - Tactics"
DRAGON = "Dragon (DRG-1N)"        # moderate 2 attack 1/7
BANSHEE = "Banshee (BNC-3E)"      # slow 2 attack 3/9
CICADA = "Cicada (CDA-2A)"        # fast 1 attack 0/3
FENRIS = "Fenris Prime (Ice Ferret)"  # fast 3 attack 1/6


def stock(n=8):
    return {"stock": [FILL] * n}


# -- pilots in general: activation, attack and initiative ---------------------------------------------------------
def test_kell_hound_pilot_goes_on_an_unpiloted_mech_and_adds_attack_and_initiative():
    s = game({"stock": [FILL] * 5, "post": [TACTICS], "build": [{"card": "Kell Hound Pilot"}],
              "patrol": [DRAGON, {"card": BANSHEE, "pilot": "Gray Death Pilot"}]}, stock(), phase="deploy")
    khp, dragon = cid(s, "Kell Hound Pilot", "build0"), cid(s, DRAGON, "patrol0")
    do(s, ("reveal", khp))
    assert options(s) == (("on", dragon),)   # the Banshee already has a pilot
    do(s, ("on", dragon))
    assert pilot_of(s, dragon) == khp and khp in s.zones["attached0"]
    assert base_attack(s, dragon) == 3
    assert "Kell Hound Pilot goes on Dragon (DRG-1N)" in public(s)


def test_pilot_initiative_counts_only_while_its_mech_is_engaged():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Wolf Dragoons Pilot"}, BANSHEE]}, stock())
    dragon, banshee = cid(s, DRAGON, "patrol0"), cid(s, BANSHEE, "patrol0")
    assert base_attack(s, dragon) == 3
    mission(s, banshee, target="stock")
    assert initiative(s, 0) == 0
    play_out(s)
    mission(s, dragon, target="stock")
    assert initiative(s, 0) == 2 and attack_of(s, dragon) == 3
    play_out(s)
    assert len(s.zones["scrap1"]) == 2 + 3


def test_pilot_cannot_go_on_a_mech_that_has_one_and_is_not_revealable_then():
    s = game({"stock": [FILL] * 5, "post": [TACTICS], "build": [{"card": "Kell Hound Pilot"}],
              "patrol": [{"card": DRAGON, "pilot": "Gray Death Pilot"}]}, stock(), phase="deploy")
    khp = cid(s, "Kell Hound Pilot", "build0")
    assert ("reveal", khp) not in options(s)


# -- LT070 Elite MechWarrior -------------------------------------------------------------------------------------------
def test_elite_mechwarrior_fast_mech_is_blocked_only_by_fast_guards_of_the_target():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": FENRIS, "pilot": "Elite MechWarrior"}]},
             {"stock": [FILL] * 8, "patrol": [CICADA, {"card": "Cicada (CDA-3M)", "guard": "stock"},
                                              {"card": BANSHEE, "guard": "stock"}]})
    fenris = cid(s, FENRIS, "patrol0")
    assert base_attack(s, fenris) == 4
    mission(s, fenris, target="stock")
    assert options(s) == (("block", cid(s, "Cicada (CDA-3M)", "patrol1")), ("no block",))
    assert initiative(s, 0) == 1


def test_elite_mechwarrior_on_a_slower_mech_changes_no_blocking():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Elite MechWarrior"}]},
             {"stock": [FILL] * 8, "patrol": [CICADA, {"card": BANSHEE, "guard": "stock"}]})
    mission(s, cid(s, DRAGON, "patrol0"), target="stock")
    assert {o[1] for o in options(s) if o[0] == "block"} == {cid(s, CICADA, "patrol1"), cid(s, BANSHEE, "patrol1")}


# -- LT159 Maneuvering Ace ---------------------------------------------------------------------------------------------
def test_maneuvering_ace_attacks_as_if_one_speed_faster():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Maneuvering Ace"}, "Charger (CGR-1A1)"]},
             {"stock": [FILL] * 8, "patrol": [BANSHEE, "Centurion (CN9-A)", CICADA]})
    dragon, charger = cid(s, DRAGON, "patrol0"), cid(s, "Charger (CGR-1A1)", "patrol0")
    centurion = cid(s, "Centurion (CN9-A)", "patrol1")
    assert centurion in legal_targets(s, 0, (dragon,))          # moderate target, attacked "as fast"
    assert centurion not in legal_targets(s, 0, (charger,))
    mission(s, dragon, target="stock")
    assert options(s) == (("block", cid(s, CICADA, "patrol1")), ("no block",))   # only fast patrollers


def test_maneuvering_ace_blocks_as_if_one_speed_faster():
    s = game({"stock": [FILL] * 5, "patrol": [CICADA]},
             {"stock": [FILL] * 8, "patrol": [{"card": DRAGON, "pilot": "Maneuvering Ace"}, "Charger (CGR-1A1)"]})
    mission(s, cid(s, CICADA, "patrol0"), target="stock")
    assert options(s) == (("block", cid(s, DRAGON, "patrol1")), ("no block",))


def test_maneuvering_ace_fast_mech_is_blocked_only_by_guards():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": FENRIS, "pilot": "Maneuvering Ace"}]},
             {"stock": [FILL] * 8, "patrol": [CICADA, {"card": BANSHEE, "guard": "stock"}]})
    mission(s, cid(s, FENRIS, "patrol0"), target="stock")
    assert options(s) == (("block", cid(s, BANSHEE, "patrol1")), ("no block",))


# -- LT089 Galen Cox ---------------------------------------------------------------------------------------------------
def test_galen_cox_blocks_a_slower_attacker_while_tapped():
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON]},
             {"stock": [FILL] * 8, "patrol": [{"card": FENRIS, "pilot": "Galen Cox", "tapped": True},
                                              {"card": CICADA, "tapped": True}]})
    fenris = cid(s, FENRIS, "patrol1")
    mission(s, cid(s, DRAGON, "patrol0"), target="stock")
    assert options(s) == (("block", fenris), ("no block",))
    do(s, ("block", fenris))
    assert s.counters["m.blk"] == (fenris,)


def test_galen_cox_cannot_block_tapped_an_attacker_as_fast():
    s = game({"stock": [FILL] * 5, "patrol": [CICADA]},
             {"stock": [FILL] * 8, "patrol": [{"card": FENRIS, "pilot": "Galen Cox", "tapped": True}]})
    mission(s, cid(s, CICADA, "patrol0"), target="stock")
    assert s.counters.get("m.blk") == () and "P2 does not block" in public(s)


# -- LT171 Maverick Mechjock -------------------------------------------------------------------------------------------
def test_maverick_mechjock_attacks_only_alone():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Maverick Mechjock"}, BANSHEE]}, stock())
    dragon, banshee = cid(s, DRAGON, "patrol0"), cid(s, BANSHEE, "patrol0")
    assert base_attack(s, dragon) == 4
    do(s, ("mission",), ("add", dragon))
    assert ("add", banshee) not in options(s) and ("target", "stock") in options(s)
    do(s, ("cancel",), ("mission",), ("add", banshee))
    assert ("add", dragon) not in options(s)


def test_maverick_mechjock_blocks_only_alone():
    s = game({"stock": [FILL] * 5, "patrol": [BANSHEE]},
             {"stock": [FILL] * 8, "patrol": [{"card": DRAGON, "pilot": "Maverick Mechjock"}, CICADA]})
    dragon, cicada = cid(s, DRAGON, "patrol1"), cid(s, CICADA, "patrol1")
    mission(s, cid(s, BANSHEE, "patrol0"), target="stock")
    assert ("block", cicada) in options(s)
    do(s, ("block", dragon))
    assert s.counters["m.blk"] == (dragon,)      # nobody else may join: the blockers are declared
    s = game({"stock": [FILL] * 5, "patrol": [BANSHEE]},
             {"stock": [FILL] * 8, "patrol": [{"card": DRAGON, "pilot": "Maverick Mechjock"}, CICADA]})
    mission(s, cid(s, BANSHEE, "patrol0"), target="stock")
    do(s, ("block", cicada))
    assert s.counters["m.blk"] == (cicada,)


# -- LT279 Victor Steiner-Davion ---------------------------------------------------------------------------------------
def test_victor_steiner_davion_cannot_attack_alone_and_gives_the_group_plus_2():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Victor Steiner Davion"}, BANSHEE]},
             stock(12))
    dragon, banshee = cid(s, DRAGON, "patrol0"), cid(s, BANSHEE, "patrol0")
    do(s, ("mission",), ("add", dragon))
    assert options(s) == (("add", banshee), ("cancel",))
    do(s, ("add", banshee))
    assert ("target", "stock") in options(s)
    do(s, ("target", "stock"))
    assert attack_of(s, dragon) == 4 and attack_of(s, banshee) == 4
    play_out(s)
    assert len(s.zones["scrap1"]) == 8


def test_victor_steiner_davion_alone_in_patrol_cannot_go_on_a_mission():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Victor Steiner Davion"},
                                              {"card": BANSHEE, "tapped": True}]}, stock())
    assert ("mission",) not in options(s)


def test_victor_steiner_davion_cannot_block_alone():
    s = game({"stock": [FILL] * 5, "patrol": [BANSHEE]},
             {"stock": [FILL] * 8, "patrol": [{"card": DRAGON, "pilot": "Victor Steiner Davion"}, CICADA]})
    dragon, cicada = cid(s, DRAGON, "patrol1"), cid(s, CICADA, "patrol1")
    mission(s, cid(s, BANSHEE, "patrol0"), target="stock")
    do(s, ("block", dragon))
    assert options(s) == (("block", cicada),)      # "no more blockers" only once it has company
    do(s, ("block", cicada))
    assert s.counters["m.blk"] == (dragon, cicada)
    assert attack_of(s, cicada) == 3 and attack_of(s, dragon) == 4


def test_victor_steiner_davion_without_a_partner_cannot_block():
    s = game({"stock": [FILL] * 5, "patrol": [BANSHEE]},
             {"stock": [FILL] * 8, "patrol": [{"card": DRAGON, "pilot": "Victor Steiner Davion"}]})
    mission(s, cid(s, BANSHEE, "patrol0"), target="stock")
    assert "P2 does not block" in public(s)


# -- LT125 Jaime Wolf --------------------------------------------------------------------------------------------------
def test_jaime_wolf_gets_plus_1_attack_for_each_other_mech_of_its_group():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Jaime Wolf"}, BANSHEE, CICADA]}, stock(12))
    dragon, banshee, cicada = (cid(s, n, "patrol0") for n in (DRAGON, BANSHEE, CICADA))
    assert base_attack(s, dragon) == 2
    mission(s, dragon, banshee, cicada, target="stock")
    assert attack_of(s, dragon) == 4 and attack_of(s, banshee) == 2 and initiative(s, 0) == 2
    play_out(s)
    assert len(s.zones["scrap1"]) == 4 + 2 + 1


def test_jaime_wolf_draw_phase_scraps_the_top_card_and_keeps_a_mech():
    s = game({"stock": [FILL, BANSHEE, FILL, FILL, DRAGON], "post": [FILL],
              "patrol": [{"card": CICADA, "pilot": "Jaime Wolf"}]}, stock(), phase="draw")
    jaime = s.zones["attached0"][0]
    res = s.zones["post0"][0]
    assert options(s) == (("use", jaime, "stockpile"), ("done",))
    do(s, ("use", jaime, "stockpile"), ("tap", res))
    assert names(s, "hand0") == [DRAGON] and names(s, "scrap0") == []
    assert ("use", jaime, "stockpile") not in (options(s) if s.decision.prompt.startswith("Draw") else ())
    assert "P1 puts Dragon (DRG-1N) into the hand (Jaime Wolf)" in public(s)


def test_jaime_wolf_draw_phase_scraps_a_non_mech_for_good():
    s = game({"stock": [FILL, FILL], "post": [FILL, FILL],
              "patrol": [{"card": CICADA, "pilot": "Jaime Wolf"}]}, stock(), phase="draw")
    jaime = s.zones["attached0"][0]
    do(s, ("use", jaime, "stockpile"), ("tap", s.zones["post0"][0]))
    assert names(s, "scrap0") == [FILL] and names(s, "hand0") == []
    assert ("use", jaime, "stockpile") not in options(s)   # once per Draw phase (ruling T162)


# -- LT130 Kai Allard-Liao ---------------------------------------------------------------------------------------------
def test_kai_allard_liao_prevents_2_damage_to_each_mech_of_its_group():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Kai Allard-Liao"}, "Charger (CGR-1A1)"]},
             {"stock": [FILL] * 8, "patrol": [FENRIS, "Cicada (CDA-3M)"]})
    dragon, charger = cid(s, DRAGON, "patrol0"), cid(s, "Charger (CGR-1A1)", "patrol0")
    fenris, cicada = cid(s, FENRIS, "patrol1"), cid(s, "Cicada (CDA-3M)", "patrol1")
    mission(s, dragon, charger, target="stock")
    assert options(s)[0] == ("use", s.zones["attached0"][0], "reveal")
    do(s, ("done",), ("block", fenris), ("block", cicada), ("keep target out",))
    assert initiative(s, 0) == 3 and attack_of(s, dragon) == 5
    do(s, ("assign all", fenris, dragon), ("assign all", cicada, charger))
    do(s, ("assign all", dragon, fenris), ("assign", charger, cicada), ("done",))
    # Fenris 3 -> Dragon: 2 prevented, 1 absorbed by armor; Cicada 2 -> Charger: 2 prevented
    assert s.counters.get(f"dmg:{dragon}") is None and s.counters.get(f"dmg:{charger}") is None
    assert s.counters.get(f"dmg:{fenris}") == 4
    assert "Kai Allard-Liao prevents 2 damage to Dragon (DRG-1N)" in public(s)


@pytest.mark.parametrize("top, where", [("Accurate Intelligence", "hand0"), (BANSHEE, "stock0")])
def test_kai_allard_liao_reveals_the_top_card_when_its_mech_attacks(top, where):
    s = game({"stock": [FILL, FILL, top], "patrol": [{"card": DRAGON, "pilot": "Kai Allard-Liao"}]}, stock())
    kai = s.zones["attached0"][0]
    mission(s, cid(s, DRAGON, "patrol0"), target="stock")
    do(s, ("use", kai, "reveal"))
    assert top in names(s, where)
    if where == "stock0":
        assert names(s, "stock0")[0] == BANSHEE      # restocked: bottom of the Stockpile
    assert f"P1 reveals {top} from the top of the Stockpile" in public(s)
    assert ("use", kai, "reveal") not in options(s)


def test_kai_allard_liao_reveal_when_its_mech_blocks():
    s = game({"stock": [FILL] * 5, "patrol": [BANSHEE]},
             {"stock": [FILL, "Accurate Intelligence"], "patrol": [{"card": DRAGON, "pilot": "Kai Allard-Liao"}]})
    kai = s.zones["attached1"][0]
    mission(s, cid(s, BANSHEE, "patrol0"), target="stock")
    assert s.decision.player == 1 and not any(o[0] == "use" for o in options(s))   # not before it blocks
    do(s, ("block", cid(s, DRAGON, "patrol1")), ("keep target out",), ("done",))
    assert s.decision.player == 1 and ("use", kai, "reveal") in options(s)
    do(s, ("use", kai, "reveal"))
    assert names(s, "hand1") == ["Accurate Intelligence"]


# -- LT018 Bjorn Jorgensson --------------------------------------------------------------------------------------------
def test_bjorn_jorgensson_deals_plus_5_to_a_target_other_than_a_mech():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Bjorn Jorgensson"}]}, stock(10))
    mission(s, cid(s, DRAGON, "patrol0"), target="stock")
    play_out(s)
    assert len(s.zones["scrap1"]) == 2 + 5 and "P2's Stockpile takes 7 damage" in public(s)


def test_bjorn_jorgensson_adds_nothing_against_a_mech():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Bjorn Jorgensson"}]},
             {"stock": [FILL] * 8, "patrol": [BANSHEE]})
    banshee = cid(s, BANSHEE, "patrol1")
    mission(s, cid(s, DRAGON, "patrol0"), target=banshee)
    play_out(s)
    assert s.counters.get(f"dmg:{banshee}") is None and "Banshee (BNC-3E) takes 2 damage (0 to structure)" in public(s)


# -- LT058 DEST Pilot, LT183 Natasha Kerensky --------------------------------------------------------------------------
@pytest.mark.parametrize("pilot", ["DEST Pilot", "Natasha Kerensky"])
@pytest.mark.parametrize("die, where", [(5, "hand0"), (6, "hand0"), (4, "scrap0"), (1, "scrap0")])
def test_pilot_returns_to_hand_on_5_6_when_its_mech_is_scrapped(monkeypatch, pilot, die, where):
    patch_dice(monkeypatch, die)
    s = game({"stock": [FILL] * 5, "post": [TACTICS], "patrol": [{"card": DRAGON, "pilot": pilot, "damage": 6}]},
             {"stock": [FILL] * 8, "patrol": [FENRIS]})
    dragon = cid(s, DRAGON, "patrol0")
    assert base_attack(s, dragon) == (4 if pilot == "DEST Pilot" else 5)
    mission(s, dragon, target="stock")
    do(s, ("block", cid(s, FENRIS, "patrol1")), ("keep target out",))
    play_out(s)
    assert dragon in s.zones["scrap0"] and pilot in names(s, where)
    assert f"{pilot} rolls {die}" + (": back to the hand" if die >= 5 else "") in public(s)


def test_dest_pilot_scrapped_without_its_mech_rolls_nothing(monkeypatch):
    patch_dice(monkeypatch)   # no die may be rolled
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "DEST Pilot"}]}, stock())
    dest = s.zones["attached0"][0]
    from mechdeck.games.battletech_tcg.turn import scrap_card
    scrap_card(s, dest)
    assert names(s, "scrap0") == ["DEST Pilot"]


def test_dest_pilot_and_jaime_wolf_are_pilots():
    from mechdeck.games.battletech_tcg.turn import OPPONENT_PILOTS, PILOT_LIKE
    assert {"LT058", "LT125"} <= PILOT_LIKE and "LT211" in OPPONENT_PILOTS


# -- LT017 Bearer of McKennsy Hammer -----------------------------------------------------------------------------------
@pytest.mark.parametrize("die, untapped", [(4, True), (6, True), (3, False), (1, False)])
def test_bearer_of_mckennsy_hammer_attacker_untaps_after_the_mission_on_4_6(monkeypatch, die, untapped):
    patch_dice(monkeypatch, die)
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Bearer of McKennsy Hammer"}, BANSHEE]},
             stock())
    dragon = cid(s, DRAGON, "patrol0")
    mission(s, dragon, target="stock")
    assert initiative(s, 0) == 1
    play_out(s)
    assert (f"tap:{dragon}" not in s.counters) is untapped


def test_bearer_of_mckennsy_hammer_blocker_rolls_too(monkeypatch):
    patch_dice(monkeypatch, 5)
    s = game({"stock": [FILL] * 5, "patrol": [BANSHEE]},
             {"stock": [FILL] * 8, "patrol": [{"card": DRAGON, "pilot": "Bearer of McKennsy Hammer"}]})
    dragon = cid(s, DRAGON, "patrol1")
    mission(s, cid(s, BANSHEE, "patrol0"), target="stock")
    do(s, ("block", dragon))
    assert s.counters.get(f"tap:{dragon}")
    play_out(s)
    assert f"tap:{dragon}" not in s.counters
    assert "Bearer of McKennsy Hammer rolls 5 for Dragon (DRG-1N): it untaps at the end of the mission" in public(s)


# -- LT097 Gray Death Pilot --------------------------------------------------------------------------------------------
def test_gray_death_pilot_prevents_1_damage_to_its_mech():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Gray Death Pilot"}]},
             {"stock": [FILL] * 8, "patrol": [FENRIS]})
    dragon, fenris = cid(s, DRAGON, "patrol0"), cid(s, FENRIS, "patrol1")
    gdp = s.zones["attached0"][0]
    mission(s, dragon, target="stock")
    assert ("use", gdp, "prevent") not in options(s)
    do(s, ("block", fenris), ("keep target out",))
    assert initiative(s, 0) == 3 and s.decision.player == 1
    do(s, ("done",))
    do(s, ("use", gdp, "prevent"))
    assert ("use", gdp, "prevent") not in options(s)     # once per mission
    do(s, ("done",))
    assert s.counters.get(f"dmg:{dragon}") == 1          # 3 - 1 prevented - 1 armor


# -- LT139 Lance Commander ---------------------------------------------------------------------------------------------
def test_lance_commander_prevents_1_damage_to_a_chosen_mech_of_its_group():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Lance Commander"}, BANSHEE]},
             {"stock": [FILL] * 8, "patrol": [{"card": FENRIS, "guard": "stock"}]})
    dragon, banshee, fenris = cid(s, DRAGON, "patrol0"), cid(s, BANSHEE, "patrol0"), cid(s, FENRIS, "patrol1")
    lance = s.zones["attached0"][0]
    mission(s, dragon, banshee, target="stock")
    do(s, ("block", fenris), ("keep target out",))
    assert initiative(s, 0) == 2
    do(s, ("assign all", fenris, dragon))
    do(s, ("use", lance, "prevent"))
    assert options(s) == (("prevent", dragon), ("prevent", banshee))
    do(s, ("prevent", dragon), ("done",))
    assert s.counters.get(f"dmg:{dragon}") == 1


# -- LT131 Kamikaze MechWarrior ----------------------------------------------------------------------------------------
def test_kamikaze_mechwarrior_scraps_its_mech_for_two_dice_of_damage(monkeypatch):
    patch_dice(monkeypatch, 4, 5)
    s = game({"stock": [FILL] * 5, "patrol": [{"card": FENRIS, "pilot": "Kamikaze MechWarrior"}]},
             {"stock": [FILL] * 8, "patrol": [{"card": BANSHEE, "guard": "stock"}]})
    fenris, banshee = cid(s, FENRIS, "patrol0"), cid(s, BANSHEE, "patrol1")
    kami = s.zones["attached0"][0]
    mission(s, fenris, target="stock")
    do(s, ("block", banshee), ("keep target out",))
    do(s, ("done",))
    do(s, ("use", kami, "kamikaze"))
    assert names(s, "scrap0") == ["Kamikaze MechWarrior", FENRIS]
    play_out(s)
    assert s.counters.get(f"dmg:{banshee}") == 9 - 3
    assert "Kamikaze MechWarrior rolls 9: 9 damage to Banshee (BNC-3E)" in public(s)


def test_kamikaze_mechwarrior_needs_a_slower_opposing_mech():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Kamikaze MechWarrior"}]},
             {"stock": [FILL] * 8, "patrol": [FENRIS]})
    mission(s, cid(s, DRAGON, "patrol0"), target="stock")
    do(s, ("block", cid(s, FENRIS, "patrol1")), ("keep target out",), ("done",))
    assert not any(o[0] == "use" for o in options(s))


# -- LT180 Morgan Kell -------------------------------------------------------------------------------------------------
def test_morgan_kell_attacking_alone_cannot_be_blocked_and_returns_to_hand():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Morgan Kell"}]},
             {"stock": [FILL] * 8, "patrol": [FENRIS]})
    dragon = cid(s, DRAGON, "patrol0")
    mission(s, dragon, target="stock")
    assert initiative(s, 0) == 2 and "m.blk" in s.counters and s.counters["m.blk"] == ()
    play_out(s)
    assert names(s, "hand0") == ["Morgan Kell"] and pilot_of(s, dragon) is None
    assert len(s.zones["scrap1"]) == 2


def test_morgan_kell_in_a_group_can_be_blocked():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Morgan Kell"}, "Charger (CGR-1A1)"]},
             {"stock": [FILL] * 8, "patrol": [FENRIS]})
    mission(s, cid(s, DRAGON, "patrol0"), cid(s, "Charger (CGR-1A1)", "patrol0"), target="stock")
    assert ("block", cid(s, FENRIS, "patrol1")) in options(s)
    play_out(s)
    assert names(s, "hand0") == []


# -- LT228 Silver Sunburst Pilot ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("die, scrapped", [(1, 3), (3, 5), (4, 2), (6, 2)])
def test_silver_sunburst_pilot_rolls_for_attack(monkeypatch, die, scrapped):
    patch_dice(monkeypatch, die)
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Silver Sunburst Pilot"}]}, stock())
    pilot = s.zones["attached0"][0]
    mission(s, cid(s, DRAGON, "patrol0"), target="stock")
    do(s, ("use", pilot, "roll"), ("done",))
    assert len(s.zones["scrap1"]) == scrapped


# -- LT276 Veteran MechWarrior -----------------------------------------------------------------------------------------
def test_veteran_mechwarrior_untaps_its_mech_at_the_end_of_the_turn():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Veteran MechWarrior"}, BANSHEE]},
             {"stock": [FILL] * 8, "hand": [FILL]})
    dragon, banshee = cid(s, DRAGON, "patrol0"), cid(s, BANSHEE, "patrol0")
    mission(s, dragon, target="stock")
    play_out(s)
    mission(s, banshee, target="stock")
    play_out(s)
    assert s.decision.player == 1            # P2's Deploy phase: P1's turn is over
    assert f"tap:{dragon}" not in s.counters and s.counters.get(f"tap:{banshee}")
    assert "Veteran MechWarrior untaps Dragon (DRG-1N)" in public(s)


# -- LT211 Rookie Pilot ------------------------------------------------------------------------------------------------
def test_rookie_pilot_goes_on_an_unpiloted_opposing_mech_for_minus_3_attack():
    s = game({"stock": [FILL] * 5, "build": [{"card": "Rookie Pilot", "cc": 8}], "patrol": [DRAGON]},
             {"stock": [FILL] * 8, "patrol": [BANSHEE, {"card": FENRIS, "pilot": "Kell Hound Pilot"}]},
             phase="deploy")
    rookie = cid(s, "Rookie Pilot", "build0")
    banshee = cid(s, BANSHEE, "patrol1")
    do(s, ("reveal", rookie))
    assert options(s) == (("on", banshee),)
    do(s, ("on", banshee))
    assert rookie in s.zones["attached1"] and pilot_of(s, banshee) == rookie and base_attack(s, banshee) == 0


def test_rookie_pilot_cannot_be_reassigned():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Rookie Pilot"}, BANSHEE,
                                              {"card": CICADA, "pilot": "Kell Hound Pilot"}]},
             stock(), phase="deploy")
    khp = cid(s, "Kell Hound Pilot", "attached0")
    assert [o for o in options(s) if o[0] == "reassign"] == [("reassign", khp, cid(s, BANSHEE, "patrol0"))]


# -- reassigning pilots (Player's Guide, "Reassigning Pilots") --------------------------------------------------------
def test_pilots_are_reassigned_one_at_a_time_to_an_unpiloted_mech():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Kell Hound Pilot"},
                                              {"card": CICADA, "pilot": "Elite MechWarrior"}, BANSHEE]},
             stock(), phase="deploy")
    dragon, cicada, banshee = (cid(s, n, "patrol0") for n in (DRAGON, CICADA, BANSHEE))
    khp, emw = cid(s, "Kell Hound Pilot", "attached0"), cid(s, "Elite MechWarrior", "attached0")
    assert {o for o in options(s) if o[0] == "reassign"} == {("reassign", khp, banshee), ("reassign", emw, banshee)}
    do(s, ("reassign", khp, banshee))
    assert pilot_of(s, banshee) == khp and pilot_of(s, dragon) is None and base_attack(s, banshee) == 3
    assert ("reassign", emw, dragon) in options(s)
    do(s, ("reassign", emw, dragon))
    assert pilot_of(s, dragon) == emw and pilot_of(s, cicada) is None
    assert "P1 reassigns Kell Hound Pilot to Banshee (BNC-3E)" in public(s)


def test_no_reassigning_when_every_mech_has_a_pilot():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Kell Hound Pilot"},
                                              {"card": CICADA, "pilot": "Elite MechWarrior"}]},
             stock(), phase="deploy")
    assert not [o for o in options(s) if o[0] == "reassign"]


# -- Enhancements on 'Mechs ------------------------------------------------------------------------------------------
MADCAT = "Mad Cat B (Timber Wolf)"   # moderate 7 attack 2/9


@pytest.mark.parametrize("name", ["Ferro-Fibrous Armor", "Extra Armor Plating"])
def test_armor_enhancement_deploys_revealed_as_an_extra_deployment_and_draws(name):
    s = game({"stock": [FILL] * 5, "hand": [name], "post": [FILL], "patrol": [DRAGON]},
             {"stock": [FILL] * 8, "post": [TACTICS]}, phase="deploy")
    card, dragon = cid(s, name, "hand0"), cid(s, DRAGON, "patrol0")
    do(s, ("deploy", card))
    assert s.counters["deploys"] == 1
    do(s, ("reveal", card))
    assert s.counters["deploys"] == 2 and names(s, "hand0") == [FILL]   # drew a card on activation
    assert options(s) == (("on", dragon),)       # only on a 'Mech
    do(s, ("on", dragon))
    assert armor(s, dragon) == (2 if name == "Ferro-Fibrous Armor" else 1)


def test_extra_armor_plating_is_scrapped_to_prevent_2_damage_during_a_mission():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "enhancements": ["Extra Armor Plating"]}]},
             {"stock": [FILL] * 8, "patrol": [FENRIS]})
    dragon, eap = cid(s, DRAGON, "patrol0"), cid(s, "Extra Armor Plating", "attached0")
    mission(s, dragon, target="stock")
    do(s, ("block", cid(s, FENRIS, "patrol1")), ("keep target out",), ("done",))
    assert s.decision.player == 0
    do(s, ("use", eap, "plating"))
    assert names(s, "scrap0") == ["Extra Armor Plating"]
    do(s, ("done",))
    assert s.counters.get(f"dmg:{dragon}") is None     # 3 - 2 prevented - 1 armor


def test_long_range_targeting_system_deals_half_the_attack_to_the_target_when_blocked():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": MADCAT, "enhancements": ["Long Range Targeting System"]}]},
             {"stock": [FILL] * 8, "patrol": [FENRIS]})
    madcat, fenris = cid(s, MADCAT, "patrol0"), cid(s, FENRIS, "patrol1")
    mission(s, madcat, target="stock")
    do(s, ("block", fenris), ("keep target out",), ("done",))
    assert ("assign all", madcat, "stock") in options(s)
    do(s, ("assign all", madcat, "stock"))
    assert ("assign", madcat, "stock") not in options(s)      # 7 // 2 = 3 may pass the blocker
    do(s, ("assign all", madcat, fenris))
    play_out(s)
    assert len(s.zones["scrap1"]) == 3 and s.counters.get(f"dmg:{fenris}") == 3
    assert "P2's Stockpile takes 3 damage" in public(s)


def test_masc_trades_1_attack_for_2_prevented_damage():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": MADCAT, "enhancements": ["MASC"]}]},
             {"stock": [FILL] * 8, "patrol": [FENRIS]})
    madcat, fenris = cid(s, MADCAT, "patrol0"), cid(s, FENRIS, "patrol1")
    masc = cid(s, "MASC", "attached0")
    mission(s, madcat, target="stock")
    do(s, ("block", fenris), ("keep target out",), ("done",))
    do(s, ("use", masc, "masc"))
    assert attack_of(s, madcat) == 6 and ("use", masc, "masc") not in options(s)
    do(s, ("done",))
    assert s.counters.get(f"dmg:{madcat}") is None          # 3 - 2 prevented - 2 armor
    assert s.counters.get(f"dmg:{fenris}") == 5             # 6 attack - 1 armor


def test_navigation_computer_mech_cannot_be_blocked_by_patrollers_of_its_speed():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "enhancements": ["Navigation Computer"]}]},
             {"stock": [FILL] * 8, "patrol": ["Charger (CGR-1A1)", CICADA, {"card": "Centurion (CN9-A)",
                                                                          "guard": "stock"}]})
    mission(s, cid(s, DRAGON, "patrol0"), target="stock")
    assert {o[1] for o in options(s) if o[0] == "block"} == {cid(s, CICADA, "patrol1"),
                                                             cid(s, "Centurion (CN9-A)", "patrol1")}


def test_perimeter_alarm_renders_navigation_computer_moot():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "enhancements": ["Navigation Computer"]}]},
             {"stock": [FILL] * 8, "post": [{"card": TACTICS, "enhancements": ["Perimeter Alarm"]}],
              "patrol": ["Charger (CGR-1A1)", BANSHEE]})
    mission(s, cid(s, DRAGON, "patrol0"), target=cid(s, TACTICS, "post1"))
    assert {o[1] for o in options(s) if o[0] == "block"} == {cid(s, "Charger (CGR-1A1)", "patrol1"),
                                                             cid(s, BANSHEE, "patrol1")}


def test_perimeter_alarm_lets_patrollers_block_any_speed_but_only_for_its_site():
    s = game({"stock": [FILL] * 5, "patrol": [CICADA, "Cicada (CDA-3M)"]},
             {"stock": [FILL] * 8, "post": [{"card": TACTICS, "enhancements": ["Perimeter Alarm"]}],
              "patrol": [BANSHEE]})
    banshee = cid(s, BANSHEE, "patrol1")
    mission(s, cid(s, CICADA, "patrol0"), target=cid(s, TACTICS, "post1"))
    assert options(s) == (("block", banshee), ("no block",))
    do(s, ("no block",))
    play_out(s)
    mission(s, cid(s, "Cicada (CDA-3M)", "patrol0"), target="stock")
    assert "P2 does not block" in public(s)[-1]


def test_perimeter_alarm_does_not_beat_elite_mechwarrior():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": CICADA, "pilot": "Elite MechWarrior"}]},
             {"stock": [FILL] * 8, "post": [{"card": TACTICS, "enhancements": ["Perimeter Alarm"]}],
              "patrol": [BANSHEE, "Cicada (CDA-3M)"]})
    mission(s, cid(s, CICADA, "patrol0"), target=cid(s, TACTICS, "post1"))
    assert "P2 does not block" in public(s)


def test_retrofitted_laser_system_minus_1_attack_and_overheat_2_plus_3():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "enhancements": ["Retrofitted Laser System"]}]},
             stock(10))
    dragon = cid(s, DRAGON, "patrol0")
    assert base_attack(s, dragon) == 1
    mission(s, dragon, target="stock")
    assert ("overheat", dragon, 0) in options(s)
    do(s, ("overheat", dragon, 0))
    assert attack_of(s, dragon) == 4 and ("overheat", dragon, 0) not in options(s)
    play_out(s)
    assert len(s.zones["scrap1"]) == 4 and s.counters.get(f"dmg:{dragon}") == 1   # 2 heat - 1 armor


def test_retrofitted_laser_system_keeps_the_printed_overheat_too():
    black_knight = "Black Knight (BL6-KNT)"   # slow 3, Overheat 3: +3
    s = game({"stock": [FILL] * 5, "patrol": [{"card": black_knight, "enhancements": ["Retrofitted Laser System"]}]},
             stock(12))
    bk = cid(s, black_knight, "patrol0")
    mission(s, bk, target="stock")
    assert ("overheat", bk, 0) in options(s) and ("overheat", bk, 1) in options(s)
    do(s, ("overheat", bk, 0), ("overheat", bk, 1))
    assert attack_of(s, bk) == 2 + 3 + 3


@pytest.mark.parametrize("name", ["Retrofitted Laser System", "Retrofitted Missile Rack"])
def test_retrofitted_systems_only_on_a_mech_with_base_attack_1(name):
    s = game({"stock": [FILL] * 5, "post": ["Support - Munitions"], "build": [{"card": name, "cc": 2}],
              "patrol": [DRAGON, "Black Hawk D (Nova)"]}, stock(), phase="deploy")
    do(s, ("reveal", cid(s, name, "build0")))
    assert options(s) == (("on", cid(s, DRAGON, "patrol0")),)


def test_retrofitted_missile_rack_minus_1_attack_and_missile_2(monkeypatch):
    monkeypatch.setattr(dice_rolls, "roll", lambda state: 2)
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "enhancements": ["Retrofitted Missile Rack"]}]},
             stock(10))
    dragon = cid(s, DRAGON, "patrol0")
    assert base_attack(s, dragon) == 1
    mission(s, dragon, target="stock")
    do(s, ("missile", dragon, "stock"), ("missile", dragon, "stock"))
    assert not any(o[0] == "missile" for o in options(s))
    play_out(s)
    assert len(s.zones["scrap1"]) == 1 + 2 + 2


# -- Enhancements on sites ---------------------------------------------------------------------------------------------
def test_point_defense_system_prevents_missile_damage_to_its_site(monkeypatch):
    monkeypatch.setattr(dice_rolls, "roll", lambda state: 2)
    fenris_c = "Fenris C (Ice Ferret)"   # fast 1, Missile 1
    s = game({"stock": [FILL] * 5, "patrol": [fenris_c]},
             {"stock": [FILL] * 8, "post": [{"card": TACTICS, "enhancements": ["Point Defense System"]}]})
    tactics = cid(s, TACTICS, "post1")
    mission(s, cid(s, fenris_c, "patrol0"), target=tactics)
    do(s, ("missile", cid(s, fenris_c, "patrol0"), tactics))
    play_out(s)
    assert "Point Defense System prevents the missile damage to Support - Tactics" in public(s)
    assert "Support - Tactics takes 1 damage (0 to structure)" in public(s)   # only the 1 attack; armor 4


def on_stockpile(s, name, seat=1):
    """Put the enhancement built on P<seat+1>'s Command Post card onto that player's Stockpile instead (the position
    builder attaches only to cards)."""
    from mechdeck.games.battletech_tcg.board import set_mark
    a = cid(s, name, f"attached{seat}")
    set_mark(s, "on", a, f"stock{seat}")
    return a


def until_redirect(state):
    """Play the mission on (as ``play_out``) until a redirection is offered or the mission is over."""
    while state.decision is not None and "m.att" in state.counters and \
            not any(o[0] == "redirect" for o in options(state)):
        for pick in (("no block",), ("no more blockers",), ("keep target out",), ("done",)):
            if pick in options(state):
                do(state, pick)
                break
        else:
            raise AssertionError(f"no default for {state.decision}")


# Redirecting to a site Enhancement (ruling T590): when the site is about to be damaged, the damaging player may send
# it exactly the damage that scraps it (missions.redirect_decision), in a mission or not.
@pytest.mark.parametrize("redirect", [True, False])
def test_point_defense_system_takes_exactly_4_redirected_damage(redirect):
    s = game({"stock": [FILL] * 5, "patrol": ["Fenris D (Ice Ferret)"]},   # fast 5 attack
             {"stock": [FILL] * 8, "post": [{"card": TACTICS, "enhancements": ["Point Defense System"]}]})
    pds = on_stockpile(s, "Point Defense System")
    mission(s, cid(s, "Fenris D (Ice Ferret)", "patrol0"), target="stock")
    until_redirect(s)
    assert s.decision.player == 0 and s.decision.prompt == "P2's Stockpile is about to take 5 damage: redirect 4 of it?"
    assert options(s) == (("redirect", "stock", pds), ("done",))
    do(s, ("redirect", "stock", pds) if redirect else ("done",))
    assert "m.att" not in s.counters                     # 1 damage left: nothing else to redirect
    if redirect:
        assert "P1 redirects 4 damage from P2's Stockpile to Point Defense System" in public(s)
    assert f"P2's Stockpile takes {1 if redirect else 5} damage" in public(s)
    assert (pds in s.zones["scrap1"]) is redirect     # declining keeps it: "may"


def test_point_defense_system_is_not_offered_less_than_4_damage():
    s = game({"stock": [FILL] * 5, "patrol": [FENRIS]},   # 3 attack
             {"stock": [FILL] * 8, "post": [{"card": TACTICS, "enhancements": ["Point Defense System"]}]})
    pds = on_stockpile(s, "Point Defense System")
    mission(s, cid(s, FENRIS, "patrol0"), target="stock")
    until_redirect(s)
    assert "m.att" not in s.counters and pds in s.zones["attached1"]
    assert "P2's Stockpile takes 3 damage" in public(s)


def test_redirected_damage_is_taken_before_the_armor_of_the_site():
    s = game({"stock": [FILL] * 5, "patrol": [MADCAT]},
             {"stock": [FILL] * 8, "post": [{"card": TACTICS, "enhancements": ["Point Defense System"]}]})
    tactics = cid(s, TACTICS, "post1")
    pds = cid(s, "Point Defense System", "attached1")
    mission(s, cid(s, MADCAT, "patrol0"), target=tactics)
    until_redirect(s)
    assert options(s) == (("redirect", tactics, pds), ("done",))
    do(s, ("redirect", tactics, pds))
    assert pds in s.zones["scrap1"] and "Support - Tactics takes 3 damage (0 to structure)" in public(s)  # armor 4


def test_no_redirection_when_the_attack_does_not_reach_the_site():
    s = game({"stock": [FILL] * 5, "patrol": [MADCAT]},
             {"stock": [FILL] * 8, "post": [{"card": TACTICS, "enhancements": ["Combat Engineers"]}],
              "patrol": [{"card": BANSHEE, "guard": "stock"}]})
    ce = on_stockpile(s, "Combat Engineers")
    madcat = cid(s, MADCAT, "patrol0")
    mission(s, madcat, target="stock")
    do(s, ("block", cid(s, BANSHEE, "patrol1")), ("keep target out",))
    do(s, ("assign all", madcat, cid(s, BANSHEE, "patrol1")))
    until_redirect(s)
    assert "m.att" not in s.counters and ce in s.zones["attached1"]


def test_combat_engineers_give_plus_2_attack_and_take_5_redirected_damage():
    s = game({"stock": [FILL] * 5, "patrol": [MADCAT, DRAGON]},
             {"stock": [FILL] * 12, "post": [{"card": TACTICS, "enhancements": ["Combat Engineers"]}],
              "patrol": [{"card": CICADA, "guard": "stock"}]})
    ce = on_stockpile(s, "Combat Engineers")
    dragon, madcat, cicada = cid(s, DRAGON, "patrol0"), cid(s, MADCAT, "patrol0"), cid(s, CICADA, "patrol1")
    mission(s, dragon, target="stock")
    do(s, ("block", cicada), ("include target",))
    assert pilots._site_attack(s, "stock") == 2
    do(s, ("assign all", dragon, cicada), ("done",))
    play_out(s)
    assert s.counters.get(f"dmg:{dragon}") == 2           # Cicada 1 + Stockpile 2 - armor 1
    mission(s, madcat, target="stock")
    until_redirect(s)
    do(s, ("redirect", "stock", ce))
    assert ce in s.zones["scrap1"] and "P2's Stockpile takes 2 damage" in public(s)


@pytest.mark.parametrize("first, left", [("Infantry Platoon", 4), ("Elite Infantry", 2)])
def test_elite_infantry_takes_exactly_5_and_infantry_platoon_3_redirected_damage(first, left):
    s = game({"stock": [FILL] * 5, "patrol": [MADCAT]},
             {"stock": [FILL] * 12, "post": [{"card": TACTICS, "enhancements": ["Elite Infantry",
                                                                               "Infantry Platoon"]}]})
    ei, ip = on_stockpile(s, "Elite Infantry"), on_stockpile(s, "Infantry Platoon")
    assert pilots._site_attack(s, "stock1") == 2
    mission(s, cid(s, MADCAT, "patrol0"), target="stock")
    until_redirect(s)
    assert s.decision.prompt == "P2's Stockpile is about to take 7 damage: redirect some of it?"
    assert set(options(s)) == {("redirect", "stock", ei), ("redirect", "stock", ip), ("done",)}
    do(s, ("redirect", "stock", ei if first == "Elite Infantry" else ip))
    # 7 damage: what is left after the first no longer covers the other (5 after 3, 3 after 5): no more offers
    assert "m.att" not in s.counters
    assert (ip in s.zones["scrap1"]) is (first == "Infantry Platoon") and (ei in s.zones["scrap1"]) is (left == 2)
    assert f"P2's Stockpile takes {left} damage" in public(s)


def test_infantry_platoon_up_to_3_still_takes_exactly_3():
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON]},   # 2 attack: less than the 3 the Platoon takes
             {"stock": [FILL] * 8, "post": [{"card": TACTICS, "enhancements": ["Infantry Platoon"]}]})
    ip = on_stockpile(s, "Infantry Platoon")
    mission(s, cid(s, DRAGON, "patrol0"), target="stock")
    until_redirect(s)
    assert "m.att" not in s.counters and ip in s.zones["attached1"] and "P2's Stockpile takes 2 damage" in public(s)


def test_site_enhancement_and_infantry_counters_share_one_redirection():
    s = game({"stock": [FILL] * 5, "patrol": [MADCAT]},
             {"stock": [FILL] * 12, "post": [{"card": TACTICS, "enhancements": ["Infantry Platoon"]},
                                             "Battalion Support"]})
    ip, bs = on_stockpile(s, "Infantry Platoon"), cid(s, "Battalion Support", "post1")
    s.counters["infantry:stock1"] = (bs, bs)
    mission(s, cid(s, MADCAT, "patrol0"), target="stock")
    until_redirect(s)
    assert s.decision.player == 0
    assert set(options(s)) == {("redirect", "stock", "infantry"), ("redirect", "stock", ip), ("done",)}
    do(s, ("redirect", "stock", ip), ("redirect", "stock", "infantry"), ("redirect", "stock", "infantry"))
    assert ip in s.zones["scrap1"] and "infantry:stock1" not in s.counters
    assert "P2's Stockpile takes 2 damage" in public(s)   # 7 - 3 - 1 - 1


def test_long_tom_battery_damage_is_redirected_to_a_site_enhancement_outside_a_mission():
    s = game({"stock": [FILL] * 5, "post": ["Long Tom Battery"]},
             {"stock": [FILL] * 8, "post": [{"card": TACTICS, "enhancements": ["Infantry Platoon",
                                                                              "Point Defense System"]}]})
    ip, pds = on_stockpile(s, "Infantry Platoon"), on_stockpile(s, "Point Defense System")
    do(s, ("use", cid(s, "Long Tom Battery", "post0"), "fire"), ("site", "stock1"))
    assert s.decision.player == 0 and s.decision.prompt == "P2's Stockpile is about to take 3 damage: redirect 3 of it?"
    assert options(s) == (("redirect", "stock1", ip), ("done",))   # 3 damage: not the 4 Point Defense System takes
    do(s, ("redirect", "stock1", ip))
    assert s.zones["scrap1"] == [ip] and pds in s.zones["attached1"]   # no card of the Stockpile scrapped
    assert not any("P2's Stockpile takes" in line for line in public(s))


def test_the_player_dealing_the_damage_redirects_to_an_enhancement_even_on_an_own_site():
    s = game({"stock": [FILL] * 8, "post": ["Long Tom Battery", {"card": TACTICS, "enhancements": ["Infantry Platoon"]},
                                            "Battalion Support"]}, {"stock": [FILL] * 5})
    ip, bs = on_stockpile(s, "Infantry Platoon", seat=0), cid(s, "Battalion Support", "post0")
    s.counters["infantry:stock0"] = (bs,)
    do(s, ("use", cid(s, "Long Tom Battery", "post0"), "fire"), ("site", "stock0"))
    assert s.decision.player == 0 and options(s) == (("redirect", "stock0", ip), ("done",))   # "attacker"
    do(s, ("done",))
    assert s.decision.player == 1 and options(s) == (("redirect", "stock0", "infantry"), ("done",))   # "opponent"
    do(s, ("redirect", "stock0", "infantry"))
    assert ip in s.zones["attached0"] and len(s.zones["stock0"]) == 8 - 2


def test_infantry_platoon_is_scrapped_to_prevent_1_damage_to_its_site():
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON]},
             {"stock": [FILL] * 8, "post": [{"card": TACTICS, "enhancements": ["Infantry Platoon"]}]})
    ip = on_stockpile(s, "Infantry Platoon")
    mission(s, cid(s, DRAGON, "patrol0"), target="stock")
    do(s, ("done",))      # P2 has Tactics: P1 goes first
    assert s.decision.player == 1 and ("use", ip, "platoon") in options(s)
    do(s, ("use", ip, "platoon"))
    play_out(s)
    assert ip in s.zones["scrap1"] and "P2's Stockpile takes 1 damage" in public(s)


def test_infantry_platoon_is_not_usable_when_another_site_is_attacked():
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON]},
             {"stock": [FILL] * 8, "post": [{"card": TACTICS, "enhancements": ["Infantry Platoon"]}]})
    ip = on_stockpile(s, "Infantry Platoon")
    mission(s, cid(s, DRAGON, "patrol0"), target=cid(s, TACTICS, "post1"))
    do(s, ("done",))
    assert "m.att" not in s.counters and ip in s.zones["attached1"]   # P2 had nothing to do


@pytest.mark.parametrize("name", ["Combat Engineers", "Elite Infantry", "Infantry Platoon"])
def test_movable_site_enhancements_move_in_the_deploy_phase(name):
    s = game({"stock": [FILL] * 5, "post": [{"card": TACTICS, "enhancements": [name]}, FILL],
              "build": [BANSHEE]}, stock(), phase="deploy")
    a, tactics, res = cid(s, name, "attached0"), cid(s, TACTICS, "post0"), cid(s, FILL, "post0")
    banshee = cid(s, BANSHEE, "build0")
    assert {o for o in options(s) if o[0] == "move enhancement"} == {
        ("move enhancement", a, "stock"), ("move enhancement", a, "scrap"), ("move enhancement", a, res),
        ("move enhancement", a, banshee)}
    do(s, ("move enhancement", a, "stock"))
    assert s.counters[f"on:{a}"] == "stock0"
    assert not [o for o in options(s) if o[0] == "move enhancement"]    # once a Deploy phase (ruling T164)
    assert pilots._site_attack(s, "stock0") == (2 if name == "Combat Engineers" else 1)
    assert pilots._site_attack(s, tactics) == 0


def test_point_defense_system_and_perimeter_alarm_cannot_move():
    s = game({"stock": [FILL] * 5, "post": [{"card": TACTICS, "enhancements": ["Point Defense System",
                                                                              "Perimeter Alarm"]}, FILL]},
             stock(), phase="deploy")
    assert not [o for o in options(s) if o[0] == "move enhancement"]


@pytest.mark.parametrize("name", ["Infantry Platoon", "Navigation Computer", "Long Range Targeting System", "MASC",
                                  "Point Defense System", "Perimeter Alarm", "Combat Engineers", "Elite Infantry",
                                  "Retrofitted Laser System", "Retrofitted Missile Rack"])
def test_enhancement_revealed_the_turn_it_is_played_is_no_deployment(name):
    s = game({"stock": [FILL] * 5, "hand": [name], "patrol": [DRAGON],
              "post": ["Support - Logistics", "Support - Munitions"] + [FILL] * 5}, stock(), phase="deploy")
    card = cid(s, name, "hand0")
    do(s, ("deploy", card))
    while ("reveal", card) not in options(s):
        do(s, next(o for o in options(s) if o[0] in ("tap", "build")))
    do(s, ("reveal", card))
    assert s.counters["deploys"] == 2
    do(s, options(s)[0])     # its host
    assert card in s.zones["attached0"]


def test_site_enhancement_on_a_card_under_construction_goes_when_it_activates_as_a_mech():
    s = game({"stock": [FILL] * 5, "post": [FILL],
              "build": [{"card": DRAGON, "cc": 2, "enhancements": ["Infantry Platoon"]},
                        {"card": TACTICS, "enhancements": ["Elite Infantry"]}]}, stock(), phase="deploy")
    ip, ei = cid(s, "Infantry Platoon", "attached0"), cid(s, "Elite Infantry", "attached0")
    do(s, ("reveal", cid(s, DRAGON, "build0")), ("reveal", cid(s, TACTICS, "build0")))
    assert ip in s.zones["scrap0"] and ei in s.zones["attached0"]     # Support - Tactics is still a site


def test_morgan_kell_scrapped_with_its_mech_stays_in_the_scrapheap():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Morgan Kell", "damage": 6}]},
             {"stock": [FILL] * 8, "patrol": [BANSHEE]})
    dragon = cid(s, DRAGON, "patrol0")
    mission(s, dragon, target=cid(s, BANSHEE, "patrol1"))
    play_out(s)
    assert names(s, "scrap0") == ["Morgan Kell", DRAGON] and names(s, "hand0") == []

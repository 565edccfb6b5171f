"""Audit of the base-set cards LT151-LT293 with text beyond plain options: each test pins a sentence of a card's text
(with the Player's Guide errata and rulings) that the code did not follow."""
from mechdeck.games.battletech_tcg.board import mark
from mechdeck.games.battletech_tcg.missions import legal_targets

from tcg_support import FILL, cid, do, game, mission, options, patch_dice, play_out, public

TACTICS = "Support - Tactics"
FENRIS = "Fenris Prime (Ice Ferret)"      # fast, 3 attack, 1/6
FENRIS_C = "Fenris C (Ice Ferret)"        # fast, 1 attack, 1/6, Missile 1
MADCAT = "Mad Cat B (Timber Wolf)"        # moderate, 7 attack, 2/9
CICADA = "Cicada (CDA-2A)"                # fast, 1 attack, 0/3
SPARE = "Mercury (MCY-97)"                # fast, 1 attack, 0/3


# -- LT205 Reassigned Pilot / LT211 Rookie Pilot: "Rookie Pilot cannot be reassigned" ---------------------------------
def test_reassigned_pilot_cannot_move_a_rookie_pilot(monkeypatch):
    s = game({"stock": [FILL] * 5, "hand": ["LT205"], "post": [TACTICS],
              "patrol": [FENRIS, {"card": MADCAT, "pilot": "Rookie Pilot"}, CICADA]},
             {"stock": [FILL] * 5, "post": [TACTICS]})
    mission(s, cid(s, FENRIS, "patrol0"), target="stock")   # P2 has nothing to block with
    assert s.decision.player == 0 and not any(o[0] == "play" for o in options(s))   # the only pilot on an untapped 'Mech is Rookie Pilot


# -- LT194 Point Defense System: "prevents all missile damage to that site" -------------------------------------------
def test_point_defense_system_on_a_mech_card_under_construction_prevents_missile_damage(monkeypatch):
    patch_dice(monkeypatch, 2)
    s = game({"stock": [FILL] * 5, "patrol": [FENRIS_C]},
             {"stock": [FILL] * 8, "build": [{"card": MADCAT, "cc": 4, "enhancements": ["Point Defense System"]}]})
    site = cid(s, MADCAT, "build1")   # a card under construction is a site, even a 'Mech card (Player's Guide)
    fenris_c = cid(s, FENRIS_C, "patrol0")
    mission(s, fenris_c, target=site)
    do(s, ("missile", fenris_c, site))
    play_out(s)
    assert "Point Defense System prevents the missile damage to P2's face-down card under construction" in public(s)
    assert mark(s, "cc", site) == 4   # only the 1 attack: no counter removed


# -- LT177 Mobile HQ: "cannot be attacked by slow 'Mechs" -------------------------------------------------------------
def test_mobile_hq_can_be_attacked_by_a_fast_mech_with_elemental_point():
    s = game({"stock": [FILL] * 5, "patrol": [FENRIS], "post": ["Elemental Point"]},
             {"stock": [FILL] * 5, "post": ["Mobile HQ"]})
    fenris, point = cid(s, FENRIS, "patrol0"), cid(s, "Elemental Point", "post0")
    hq = cid(s, "Mobile HQ", "post1")
    assert hq in legal_targets(s, 0, (fenris, point))   # Elemental Point moves at its 'Mech's speed: fast


# -- LT179 Morgan Hasek Davion: "each attacking 'Mech gets +1 attack" ----------------------------------------------------
def test_morgan_hasek_davion_gives_attacking_mechs_only_plus_1():
    s = game({"stock": [FILL] * 5, "patrol": [FENRIS], "post": ["Elemental Point", "Morgan Hasek Davion"]},
             {"stock": [FILL] * 10})
    fenris, point = cid(s, FENRIS, "patrol0"), cid(s, "Elemental Point", "post0")
    mhd = cid(s, "Morgan Hasek Davion", "post0")
    mission(s, fenris, point, target="stock")
    do(s, ("use", mhd, "init"))
    assert s.counters["m.atk"] == ((fenris, 1),)
    play_out(s)
    assert "P2's Stockpile takes 6 damage" in public(s)   # Fenris 3+1, Elemental Point 2 (not a 'Mech)


# -- Mission cards choose and boost 'Mechs, never Elemental Point (Player's Guide: not even "Units") ----------------
def test_mission_cards_do_not_treat_elemental_point_as_a_mech():
    s = game({"stock": [FILL] * 5, "patrol": [FENRIS], "post": ["Elemental Point", TACTICS],
              "hand": ["Pushing the Envelope"]},
             {"stock": [FILL] * 10})
    fenris, point = cid(s, FENRIS, "patrol0"), cid(s, "Elemental Point", "post0")
    mission(s, fenris, point, target="stock")
    do(s, ("play", s.zones["hand0"][0]))
    # "one of your 'Mechs": the Fenris, the only choice (so not asked)
    assert s.counters["m.atk"] == ((fenris, 3),) and s.counters["m.dmg"] == ((fenris, 3, -1),)


# -- LT161 Marik Arms Trade: "deals 1 damage to attacking 'Mech" -------------------------------------------------------
def test_marik_arms_trade_damages_an_attacking_mech_not_elemental_point():
    s = game({"stock": [FILL] * 5, "patrol": [FENRIS], "post": ["Elemental Point"]},
             {"stock": [FILL] * 10, "post": ["Marik Arms Trade"]})
    fenris, point = cid(s, FENRIS, "patrol0"), cid(s, "Elemental Point", "post0")
    mission(s, fenris, point, target="stock")
    do(s, ("use", cid(s, "Marik Arms Trade", "post1"), "damage"))   # the Fenris is the only choice: not asked
    assert s.counters["m.dmg"] == ((fenris, 1, cid(s, "Marik Arms Trade", "post1")),)


# -- LT179 Morgan Hasek Davion used by the defender: the rulebook's "If you play a card that increases the damage
# already dealt by your opponent, you assign it to a target to which he or she assigned damage" ------------------------
def test_morgan_hasek_davion_defender_assigns_the_attackers_extra_damage():
    s = game({"stock": [FILL] * 5, "patrol": [FENRIS, SPARE]},
             {"stock": [FILL] * 10, "post": ["Morgan Hasek Davion", TACTICS], "patrol": [CICADA, CICADA]})
    fenris = cid(s, FENRIS, "patrol0")
    a, b = cid(s, CICADA, "patrol1"), cid(s, CICADA, "patrol1", 1)
    mission(s, fenris, target="stock")
    do(s, ("block", a), ("block", b), ("keep target out",))
    do(s, ("assign all", fenris, a))   # P1 (initiative 0) assigns first; with nothing left to do it is done
    do(s, ("use", cid(s, "Morgan Hasek Davion", "post1"), "init"))
    assert s.decision.player == 1 and options(s) == (("assign", fenris, a),)
    do(s, ("assign", fenris, a))
    assert s.counters["m.asg"] == ((fenris, a, 3), (fenris, a, 1))

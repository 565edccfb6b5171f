"""Audit of base-set card texts beyond plain options (Ammo Explosion, the Contracts, Feint, Reassigned Pilot, Point
Defense System, Morgan Hasek Davion): each test pins a sentence of a card's text (with the Player's Guide errata
and rulings) that the code did not follow."""
from mechdeck.games.battletech_tcg.board import mark
from mechdeck.games.battletech_tcg.missions import attack_of

from tcg_support import FILL, cid, dice, do, game, game as tcg_game, mission, options, patch_dice, play_out, public

TAC = "Support - Tactics"
SPARE = "Mercury (MCY-97)"                # kept at home so that P1's Missions phase stays open
MADCAT = "Mad Cat B (Timber Wolf)"        # moderate, 7 attack, 2/9
KOSHI_A = "Koshi A (Mist Lynx)"           # fast, 0 attack (AP +1 only to what is not a 'Mech), 0/3
MOW = "Man O' War Prime (Gargoyle)"       # moderate, 4 attack, 3/7


def game_with_stock(p0, p1, **spec):
    """P1 (seat 0) is in its Missions phase."""
    return tcg_game(p0, p1, stock=10, **spec)


def block(state, *units, include=False):
    """P2 blocks with ``units`` and keeps the target out (or includes it)."""
    do(state, *[("block", u) for u in units])
    if state.decision.prompt.startswith("block the mission"):
        do(state, "no more blockers")
    do(state, "include target" if include else "keep target out")


def pass_turn(state, player):
    """``player`` finishes its battle effects: each damage source's damage all to its first destination, then done."""
    while state.decision is not None and state.decision.player == player and "m.att" in state.counters:
        options = state.decision.options
        assign = [o for o in options if o[0] == "assign all"] or [o for o in options if o[0] == "assign"]
        do(state, assign[0] if assign else ("done",))


# -- LT005 Ammo Explosion: "damage equal to its base attack" is the printed attack -------------------------------------
def test_ammo_explosion_deals_the_printed_base_attack_not_the_pilots_bonus():
    """Player's Guide, Unit Stats / Unopposed: base attack is the number printed on the card and never changes, so a
    pilot's +1 attack does not add to Ammo Explosion's damage (ruling T530)."""
    s = game_with_stock({"post": [TAC], "patrol": [{"card": MADCAT, "pilot": "Kell Hound Pilot"}, SPARE]},
             {"post": [TAC], "hand": ["LT005"], "patrol": [KOSHI_A]})
    madcat, koshi = cid(s, MADCAT, "patrol0"), cid(s, KOSHI_A, "patrol1")
    assert attack_of(s, madcat) == 8                       # 7 + Kell Hound Pilot's +1
    do(s, ("mission",), ("add", madcat), ("target", "stock"))
    block(s, koshi)
    dice(s, 4)
    assert s.decision.player == 1                          # P2 (initiative 1) goes before P1 (1 + 1)
    do(s, ("play", s.zones["hand1"][0]), ("choose", madcat), "done", "done")
    assert "Mad Cat B (Timber Wolf) will receive 7 damage that cannot be prevented" in public(s)
    assert mark(s, "dmg", madcat, 0) == 7 - 2              # armor 2


# -- LT043 / LT044 Contracts: "If that 'Mech receives 5 or more damage" ------------------------------------------------
def test_contract_counts_unpreventable_damage_even_when_prevention_exceeds_the_rest():
    """Prevention takes nothing off damage that cannot be prevented: 0 ordinary damage with 2 prevented, plus Ammo
    Explosion's 5, is 5 received (ruling T257), so the Contract goes."""
    hawk = "Black Hawk A (Nova)"                        # moderate, 5 attack, 1/7
    s = game_with_stock({"post": [TAC, "Contract with Wolf's Dragoons"], "hand": ["LT181"], "patrol": [hawk, SPARE]},
             {"post": [TAC], "hand": ["LT005"], "patrol": [KOSHI_A]})
    bh, koshi = cid(s, hawk, "patrol0"), cid(s, KOSHI_A, "patrol1")
    contract = cid(s, "Contract with Wolf's Dragoons", "post0")
    do(s, ("mission",), ("add", bh), ("target", "stock"))
    block(s, koshi)
    dice(s, 4)
    do(s, ("play", s.zones["hand1"][0]), ("choose", bh), "done")     # P2 first: Ammo Explosion, 5 to Black Hawk A
    do(s, ("use", contract, "hire"), ("play", s.zones["hand0"][0]))   # +4 armor; Move to Partial Cover: prevent 2
    pass_turn(s, 0)
    assert contract in s.zones["scrap0"]
    assert mark(s, "dmg", bh, 0) == 0                   # 5 against armor 1 + 4


# -- LT032 Chaparral Missile Tank / LT078 Feint: "prevent all damage ... received by that 'Mech" -----------------------
def test_feint_also_prevents_chaparral_structure_damage():
    """Structure damage is damage received: Feint's 2-6 prevents all of it, the Chaparral's included (ruling T533)."""
    s = game_with_stock({"post": [TAC], "hand": ["LT078"], "patrol": [MOW, SPARE]},
             {"post": [TAC, "Chaparral Missile Tank"], "patrol": [KOSHI_A]})
    mow, koshi = cid(s, MOW, "patrol0"), cid(s, KOSHI_A, "patrol1")
    tank = cid(s, "Chaparral Missile Tank", "post1")
    do(s, ("mission",), ("add", mow), ("target", "stock"))
    block(s, koshi)
    do(s, ("use", tank, "fire"), ("mech", mow), "done")  # P2 first: 1 structure damage to the Man O' War
    dice(s, 2)
    do(s, ("play", s.zones["hand0"][0]))                # Feint 2: the Man O' War neither deals nor receives damage
    pass_turn(s, 0)
    assert mark(s, "dmg", mow, 0) == 0 and koshi in s.zones["patrol1"]


TACTICS = "Support - Tactics"
FENRIS = "Fenris Prime (Ice Ferret)"      # fast, 3 attack, 1/6
FENRIS_C = "Fenris C (Ice Ferret)"        # fast, 1 attack, 1/6, Missile 1
CICADA = "Cicada (CDA-2A)"                # fast, 1 attack, 0/3


# -- LT205 Reassigned Pilot / LT211 Rookie Pilot: "Rookie Pilot cannot be reassigned" ----------------------------------
def test_reassigned_pilot_cannot_move_a_rookie_pilot(monkeypatch):
    s = game({"stock": [FILL] * 5, "hand": ["LT205"], "post": [TACTICS],
              "patrol": [FENRIS, {"card": MADCAT, "pilot": "Rookie Pilot"}, CICADA]},
             {"stock": [FILL] * 5, "post": [TACTICS]})
    mission(s, cid(s, FENRIS, "patrol0"), target="stock")   # P2 has nothing to block with
    assert s.decision.player == 0 and not any(o[0] == "play" for o in options(s))   # the only pilot on an untapped 'Mech is Rookie Pilot


# -- LT194 Point Defense System: "prevents all missile damage to that site" --------------------------------------------
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


# -- LT179 Morgan Hasek Davion: "each attacking 'Mech gets +1 attack" --------------------------------------------------
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

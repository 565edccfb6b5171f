"""Audit of the later-set cards of abilities/pilots.py and abilities/leaders_and_sites.py against their printed texts
and the Player's Guide (helper audit_c): the clauses and interactions the card tests did not pin yet."""
from mechdeck.games.battletech_tcg.board import base_attack, mark, speed
from mechdeck.games.battletech_tcg.missions import attack_of, initiative

from tcg_support import FILL, cid, do, game, mission, names, options, public

DRAGON = "Dragon (DRG-1N)"               # moderate 2/1/7, Inner Sphere
CICADA = "Cicada (CDA-2A)"               # fast 1/0/3, Inner Sphere
CHARGER = "Charger (CGR-1A1)"            # moderate 1/1/7, Inner Sphere
CLAN = "Black Hawk A (Nova)"             # Clan
IDLE = "Banshee (BNC-3E)"                # an untapped 'Mech keeps the Missions phase open
TACTICS, POLITICS = "Support - Tactics", "Support - Politics"


def stock(n=8, **more):
    return dict({"stock": [FILL] * n}, **more)


# -- ME077 Rhonda Snord and MW042 Jump Jet Retrofit: "All opposing 'Mechs either use this option or cannot use it" -----
# reaches the Jump a Retrofit gives, as it does a printed one (an option given counts as the 'Mech's own, T765)
def _jets_blocked_by_rhonda(choice):
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "enhancements": ["Jump Jet Retrofit"]}]},
             stock(12, patrol=[{"card": CHARGER, "pilot": "Rhonda Snord"}]))
    dragon, charger = cid(s, DRAGON, "patrol0"), cid(s, CHARGER, "patrol1")
    mission(s, dragon, target="stock")
    do(s, ("block", charger), ("use", cid(s, "Rhonda Snord", "attached1"), choice), ("keep target out",))
    return s, dragon, cid(s, "Jump Jet Retrofit", "attached0")


def test_rhonda_snord_cannot_use_jump_forbids_a_jump_jet_retrofits_jump():
    s, dragon, jets = _jets_blocked_by_rhonda("cannot use jump")
    while s.decision.player != 0:
        do(s, ("done",))
    assert ("use", jets, "jump") not in options(s)
    assert initiative(s, 0) == 0 and attack_of(s, dragon) == 2


def test_rhonda_snord_must_use_jump_makes_a_jump_jet_retrofits_mech_jump():
    s, dragon, jets = _jets_blocked_by_rhonda("must use jump")
    assert attack_of(s, dragon) == 1 and initiative(s, 0) == 1          # -1 attack: +1 initiative, at once
    assert "Dragon (DRG-1N) jumps: -1 attack, +1 initiative" in public(s)
    while s.decision.player != 0:
        do(s, ("done",))
    assert ("use", jets, "jump") not in options(s)                     # once, as any option


# -- ME005 Anastasius Focht: "Untap an Inner Sphere 'Mech": a depleted one stays tapped (T651), so it is no choice -----
def test_anastasius_focht_is_not_offered_when_the_only_tapped_inner_sphere_mech_is_depleted():
    s = game({"stock": [FILL] * 3, "post": ["Anastasius Focht", "Support - Politics"],
              "patrol": [{"card": CHARGER, "depleted": True}, IDLE]},
             {"stock": [FILL] * 3, "patrol": [CLAN]})
    af = cid(s, "Anastasius Focht", "post0")
    assert ("use", af, "is") not in options(s)
    assert not mark(s, "tap", cid(s, CLAN, "patrol1"))


# -- CS013 Blockade completed by CS020 Chandrasekhar Kurita: the last counter removed by either player completes the
# Operation for its own player (T960, T961), so the Blockade then bites the Chandrasekhar player ---------------------
def test_chandrasekhar_kurita_completing_the_opponents_blockade_makes_its_own_player_scrap():
    s = game({"stock": [FILL] * 5, "post": ["Chandrasekhar Kurita"], "patrol": [IDLE]},
             {"stock": [FILL] * 5, "post": [{"card": "Blockade", "counters": {"op": 1}}]})
    do(s, ("use", cid(s, "Chandrasekhar Kurita", "post0"), "operation"))
    assert names(s, "scrap1") == ["Blockade"]
    assert s.counters.get("blockade0") == 1 and "blockade1" not in s.counters
    assert "P1 scraps three cards at the beginning of each turn until P2 deploys a card" in public(s)


# -- ME092 Tracking System Failure and MW037 Hidden Location already in play in a position (a scenario file): their
# hooks look at the game's cards, not at a mark set only as one is activated onto its host ---------------------------
def test_tracking_system_failure_in_play_from_a_position_gives_2_less_attack_and_blocks_only_guarding():
    s = game({"stock": [FILL] * 8, "patrol": [CHARGER]},
             {"stock": [FILL] * 8, "patrol": [{"card": DRAGON, "enhancements": ["Tracking System Failure"]}, CICADA]})
    dragon, cicada = cid(s, DRAGON, "patrol1"), cid(s, CICADA, "patrol1")
    assert base_attack(s, dragon) == 0                                        # 2 - 2
    mission(s, cid(s, CHARGER, "patrol0"))
    assert ("block", dragon) not in options(s) and ("block", cicada) in options(s)


def test_a_speed_set_slow_holds_from_a_position_too():
    """Tracking System Failure's "is now slow" and Hip Shattered's hindrance counter set a 'Mech's speed (board.
    fixed_speed) also when a position begins with them: the fast Cicada reads slow (1), its neighbour stays fast (3)."""
    s = game({"stock": [FILL] * 8, "hand": ["Hip Shattered"], "patrol": [CHARGER]},
             {"stock": [FILL] * 8, "patrol": [{"card": CICADA, "enhancements": ["Tracking System Failure"]},
                                              {"card": CICADA, "counters": {"hindrance": True}}, CICADA]})
    tracked, hindered, free = s.zones["patrol1"]
    assert (speed(s, tracked), speed(s, hindered), speed(s, free)) == (1, 1, 3)


def test_hidden_location_in_play_from_a_position_keeps_its_card_from_being_attacked():
    s = game({"stock": [FILL] * 8, "patrol": [CHARGER]},
             {"stock": [FILL] * 8, "post": [{"card": TACTICS, "enhancements": ["Hidden Location"]}, POLITICS]})
    tactics, politics = cid(s, TACTICS, "post1"), cid(s, POLITICS, "post1")
    do(s, ("mission",), ("add", cid(s, CHARGER, "patrol0")))
    assert ("target", tactics) not in options(s) and ("target", politics) in options(s)


def test_hidden_location_in_play_from_a_position_without_counters_has_none_to_lose():
    s = game({"stock": [FILL] * 8, "patrol": [IDLE]},
             {"stock": [FILL] * 8, "post": [{"card": TACTICS, "enhancements": ["Hidden Location"]}]},
             phase="end")
    while s.counters["active"] == 0:
        do(s, ("done",))
    assert names(s, "attached1") == ["Hidden Location"]
    assert not any("camouflage counter" in line for line in public(s))

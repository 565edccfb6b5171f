"""Command cards that act in missions and battles (abilities/battle_commands.py): initiative, attack, armor,
prevention, damage, blocking, what may be attacked.  One or more tests per card."""
import pytest

from mechdeck.games.battletech_tcg.abilities.registry import IMPLEMENTED, plain_by_data
from mechdeck.games.battletech_tcg.board import armor
from mechdeck.games.battletech_tcg.cards import card_by_number
from mechdeck.games.battletech_tcg.missions import attack_of, initiative, legal_targets

from tcg_support import FILL, IDLE, R, cid, do, game, mission, names, options, public, seeded

GROUP = ("LT043 LT044 LT067 LT073 LT101 LT098 LT108 LT114 LT162 LT179 LT192 LT254").split()


def test_group_is_not_plain_data():
    for number in GROUP:
        assert not plain_by_data(card_by_number(number))
    assert [n for n in GROUP if n not in IMPLEMENTED] == []


# -- LT043 / LT044 Contracts -------------------------------------------------------------------------------------------
def _blocked_charger(contract, blocker):
    """P1's Charger (1 attack, 1/7) attacks P2's Stockpile and is blocked by ``blocker`` guarding it."""
    s = game({"stock": [FILL] * 3, "post": [contract], "patrol": ["Charger (CGR-1A1)", IDLE]},
             {"stock": [FILL] * 3, "patrol": [{"card": blocker, "guard": "stock"}]})
    charger = cid(s, "Charger (CGR-1A1)", "patrol0")
    do(s, ("mission",), ("add", charger), ("target", "stock"), ("block", cid(s, blocker, "patrol1")),
       ("keep target out",))
    return s, charger


def test_contract_with_gray_death_legion_boosts_one_of_your_mechs():
    s, charger = _blocked_charger("Contract with Gray Death Legion", "Dragon (DRG-1N)")
    dragon = cid(s, "Dragon (DRG-1N)", "patrol1")
    do(s, ("done",))                                 # P2 (defender, tie) first: 2 damage to the Charger
    gdl = cid(s, "Contract with Gray Death Legion", "post0")
    do(s, ("use", gdl, "hire"))                      # the only engaged 'Mech is chosen at once
    assert attack_of(s, charger) == 4 and armor(s, charger) == 3
    do(s, ("done",))
    assert f"dmg:{charger}" not in s.counters        # 2 damage against armor 1 + 2
    assert s.counters[f"dmg:{dragon}"] == 3          # 4 damage against armor 1
    assert "Contract with Gray Death Legion" in names(s, "post0")
    assert armor(s, charger) == 1                    # the bonus lasted the mission


def test_contract_with_wolfs_dragoons_is_scrapped_when_its_mech_receives_five():
    s, charger = _blocked_charger("Contract with Wolf's Dragoons", "Black Hawk Prime (Nova)")
    do(s, ("done",))                                 # 7 damage to the Charger
    wd = cid(s, "Contract with Wolf's Dragoons", "post0")
    do(s, ("use", wd, "hire"))
    assert attack_of(s, charger) == 5 and armor(s, charger) == 5
    do(s, ("done",))
    assert s.counters[f"dmg:{charger}"] == 2
    assert "Contract with Wolf's Dragoons" in names(s, "scrap0")


def test_contract_upkeep_pay_one_plus_two():
    s = game({"stock": [FILL] * 3, "post": ["Contract with Gray Death Legion", FILL, FILL, FILL],
              "patrol": [IDLE]}, {"stock": [FILL] * 3}, phase="draw")
    gdl = cid(s, "Contract with Gray Death Legion", "post0")
    assert s.decision.options == (("pay for", gdl), ("give away", gdl))
    do(s, ("pay for", gdl))
    for c in s.zones["post0"][1:]:
        do(s, ("tap", c))
    assert gdl in s.zones["post0"] and f"tap:{gdl}" not in s.counters
    assert "P1 pays for Contract with Gray Death Legion" in public(s)


def test_contract_upkeep_give_away_changes_control_not_owner():
    s = game({"stock": [FILL] * 3, "post": ["Contract with Gray Death Legion", "Support - Politics"],
              "patrol": [IDLE]}, {"stock": [FILL] * 3}, phase="draw")
    gdl = cid(s, "Contract with Gray Death Legion", "post0")
    assert s.decision.options == (("pay for", gdl), ("give away", gdl))    # 1 with Politics
    do(s, ("give away", gdl))
    assert gdl in s.zones["post1"] and f"tap:{gdl}" in s.counters
    from mechdeck.games.battletech_tcg.board import owner
    assert owner(s, gdl) == 0


def test_contract_upkeep_must_give_away_when_it_cannot_pay():
    s = game({"stock": [FILL] * 3, "post": ["Contract with Wolf's Dragoons", FILL], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="draw")
    assert names(s, "post1") == ["Contract with Wolf's Dragoons"]   # 3 needed, 1 resource: the only choice
    assert "P2 gains control of Contract with Wolf's Dragoons" in public(s)


# -- LT067 Elemental Point ---------------------------------------------------------------------------------------------
def test_elemental_point_attacks_with_a_mech():
    s = game({"stock": [FILL] * 3, "post": ["Elemental Point"], "patrol": ["Charger (CGR-1A1)", IDLE]},
             {"stock": [FILL] * 8, "patrol": ["Cicada (CDA-2A)"]})
    ep = cid(s, "Elemental Point", "post0")
    charger = cid(s, "Charger (CGR-1A1)", "patrol0")
    do(s, ("mission",))
    assert ("add", ep) not in s.decision.options        # only together with a 'Mech
    do(s, ("add", charger))
    assert ("add", ep) in s.decision.options
    do(s, ("add", ep), ("target", "stock"))
    assert f"tap:{ep}" in s.counters
    do(s, ("no block",), ("done",))
    assert len(s.zones["stock1"]) == 5                   # 1 + 2


def test_elemental_point_blocks_with_a_mech_at_its_speed():
    s = game({"stock": [FILL] * 3, "patrol": ["Charger (CGR-1A1)", IDLE]},
             {"stock": [FILL] * 8, "post": ["Elemental Point"], "patrol": ["Dragon (DRG-1N)"]})
    ep = cid(s, "Elemental Point", "post1")
    dragon = cid(s, "Dragon (DRG-1N)", "patrol1")
    charger = cid(s, "Charger (CGR-1A1)", "patrol0")
    do(s, ("mission",), ("add", charger), ("target", "stock"))
    assert s.decision.player == 1 and ("block", ep) not in s.decision.options
    do(s, ("block", dragon), ("block", ep), ("keep target out",))
    assert s.counters["m.blk"] == (dragon, ep) and f"tap:{ep}" in s.counters
    do(s, ("assign", ep, charger), ("assign", ep, charger), ("done",), ("assign", charger, ep), ("done",))
    assert s.counters[f"dmg:{charger}"] == 3              # Dragon 2 + Elemental Point 2 against armor 1
    assert ep in s.zones["post1"]                          # 1 damage, armor 1


# -- LT073 Evantha Fetladral / LT101 Hanse Davion (+1 initiative during a mission) -------------------------------------
@pytest.mark.parametrize("card", ["Evantha Fetladral", "Hanse Davion - The Fox"])
def test_plus_one_initiative_during_a_mission(card):
    s, charger = _blocked_charger(card, "Dragon (DRG-1N)")
    c = cid(s, card, "post0")
    do(s, ("done",))                         # P2 first
    assert initiative(s, 0) == (1 if card.startswith("Hanse") else 0)     # Hanse provides Tactics
    key = "boost" if card.startswith("Evantha") else "init"
    do(s, ("use", c, key))
    if key == "boost":
        assert s.decision.options == (("boost", charger), ("boost", cid(s, "Dragon (DRG-1N)", "patrol1")))
        do(s, ("boost", charger))
        assert attack_of(s, charger) == 2 and initiative(s, 0) == 1
    else:
        assert initiative(s, 0) == 2


# -- LT098 Grayson Death Carlyle ---------------------------------------------------------------------------------------
def test_grayson_death_carlyle_lets_slower_mechs_block():
    def attack(use):
        s = game({"stock": [FILL] * 3, "patrol": ["Fenris Prime (Ice Ferret)", IDLE]},
                 {"stock": [FILL] * 8, "post": ["Grayson Death Carlyle"], "patrol": ["Charger (CGR-1A1)"]})
        do(s, ("mission",), ("add", cid(s, "Fenris Prime (Ice Ferret)", "patrol0")), ("target", "stock"))
        gdc = cid(s, "Grayson Death Carlyle", "post1")
        assert s.decision.player == 1 and ("use", gdc, "block") in s.decision.options   # P2 before blockers
        do(s, ("use", gdc, "block") if use else ("done",))
        return s
    s = attack(use=False)
    assert s.decision.player == 0 and "P2 does not block" in public(s)       # nothing could block
    s = attack(use=True)
    assert s.decision.options == (("block", cid(s, "Charger (CGR-1A1)", "patrol1")), ("no block",))


# -- LT108 Helicopter Support / LT114 Hovertank Detachment -------------------------------------------------------------
@pytest.mark.parametrize("card, scrap, untap", [("Helicopter Support", (1, 2, 3), (4, 5, 6)),
                                                ("Hovertank Detachment", (1, 2), (5, 6))])
@pytest.mark.parametrize("roll_", [1, 2, 3, 4, 5, 6])
def test_support_vehicles_deal_one_damage_and_roll(card, scrap, untap, roll_):
    def build(seed):
        s, charger = _blocked_charger(card, "Dragon (DRG-1N)")
        s.seed = seed
        from mechdeck.kernel import mix_seed
        s.rng = mix_seed(seed)
        do(s, ("done",))
        c = cid(s, card, "post0")
        dragon = cid(s, "Dragon (DRG-1N)", "patrol1")
        assert s.decision.options[-1] == ("done",) and ("use", c, "hit") in s.decision.options
        do(s, ("use", c, "hit"))
        assert s.decision.options == (("hit", dragon), ("hit", "stock"))
        do(s, ("hit", dragon))
        return s
    s = seeded(build, lambda s: any(t.endswith(f"rolls {roll_}") for t in public(s)))
    line = f"{card} deals 1 damage to Dragon (DRG-1N) and rolls {roll_}"
    assert line in public(s)
    c = next(x for x in range(len(s.card_types)) if R.card_name(s.card_types[x]) == card)
    assert (c in s.zones["scrap0"]) == (roll_ in scrap)
    assert (c in s.zones["post0"] and f"tap:{c}" not in s.counters) == (roll_ in untap)
    do(s, ("done",))
    dragon = cid(s, "Dragon (DRG-1N)", "patrol1")
    assert s.counters[f"dmg:{dragon}"] == 1          # 1 (Charger) + 1 against armor 1


def test_support_vehicles_cannot_be_attacked():
    s = game({"stock": [FILL] * 3, "patrol": ["Charger (CGR-1A1)"]},
             {"stock": [FILL] * 3, "post": ["Helicopter Support", "Hovertank Detachment", FILL]})
    targets = legal_targets(s, 0, (cid(s, "Charger (CGR-1A1)", "patrol0"),))
    assert targets == ["stock", "scrap", cid(s, FILL, "post1")]


# -- LT162 Marissa Morgan ----------------------------------------------------------------------------------------------
def test_marissa_morgan_initiative_and_prevention():
    s = game({"stock": [FILL] * 5, "patrol": ["Dragon (DRG-1N)"]},
             {"stock": [FILL] * 5, "post": ["Marissa Morgan"],
              "patrol": ["Dragon (DRG-1N)", {"card": "Banshee (BNC-3E)", "guard": "stock"}]})
    att = s.zones["patrol0"][0]
    dragon, banshee = s.zones["patrol1"]
    mm = cid(s, "Marissa Morgan", "post1")
    mission(s, att, target="stock")
    do(s, ("block", dragon), ("block", banshee), ("keep target out",))
    assert initiative(s, 1) == 0
    do(s, ("use", mm, "init"))
    assert initiative(s, 1) == 1
    assert options(s) == (("choose", dragon), ("choose", banshee))
    do(s, ("choose", dragon))
    # P2 now has the higher initiative: the attacker declares first and puts its 2 damage on the Dragon
    assert s.decision.player == 0
    do(s, ("assign all", att, dragon), ("done",), ("done",))
    assert s.counters.get(f"dmg:{dragon}") is None   # 2 damage, 2 prevented (armor never needed)
    assert "Marissa Morgan: up to 2 damage to Dragon (DRG-1N) is prevented" in public(s)


def test_marissa_morgan_prevents_only_two():
    s = game({"stock": [FILL] * 5, "patrol": ["Masakari A (Warhawk)"]},
             {"stock": [FILL] * 5, "post": ["Marissa Morgan"], "patrol": [{"card": "Banshee (BNC-3E)",
                                                                           "guard": "stock"}]})
    att = s.zones["patrol0"][0]
    banshee = s.zones["patrol1"][0]
    mm = cid(s, "Marissa Morgan", "post1")
    mission(s, att, target="stock")
    do(s, ("block", banshee), ("keep target out",))
    do(s, ("use", mm, "init"))           # the only 'Mech in the battle is chosen at once
    do(s, ("done",), ("done",))           # each side's damage goes to its only opponent
    assert s.counters.get(f"dmg:{banshee}") == 8 - 2 - 3   # prevented 2, armor 3


def test_marissa_morgan_without_a_mech_in_battle_gives_only_initiative():
    s = game({"stock": [FILL] * 5, "patrol": ["Mercury (MCY-97)"]},
             {"stock": [FILL] * 5, "post": ["Marissa Morgan"]})
    mm = cid(s, "Marissa Morgan", "post1")
    mission(s, s.zones["patrol0"][0], target="stock")
    do(s, ("use", mm, "init"))
    assert s.counters["m.init"] == ((1, 1),) and "m.prev" not in s.counters


# -- LT179 Morgan Hasek Davion -----------------------------------------------------------------------------------------
def test_morgan_hasek_davion_attack_and_initiative():
    s = game({"stock": [FILL] * 5, "post": ["Morgan Hasek Davion"],
              "patrol": ["Mercury (MCY-97)", "Cicada (CDA-2A)", "Dragon (DRG-1N)"]},
             {"stock": [FILL] * 8})
    merc, cicada = s.zones["patrol0"][:2]
    mhd = s.zones["post0"][0]
    mission(s, merc, cicada, target="stock")
    assert s.decision.player == 0   # unblocked; the defender (first on a tie) has nothing to do
    do(s, ("use", mhd, "init"))
    assert initiative(s, 0) == 1 and s.counters["m.atk"] == ((merc, 1), (cicada, 1))
    do(s, ("done",))
    assert len(s.zones["stock1"]) == 8 - 2 - 2   # Mercury 1+1, Cicada 1+1
    assert s.counters.get(f"tap:{mhd}")


# -- LT192 Phantom Signal ----------------------------------------------------------------------------------------------
def _phantom_game(want_low):
    from mechdeck.kernel import roll
    for seed in range(100):
        s = game({"stock": [FILL] * 5, "patrol": ["Dragon (DRG-1N)", "Mercury (MCY-97)"]},
                 {"stock": [FILL] * 5, "post": ["Phantom Signal"],
                  "patrol": [{"card": "Banshee (BNC-3E)", "guard": "post:0"}]}, seed=seed)
        if (roll(s.clone()) <= 2) == want_low:
            return s
    raise AssertionError("no seed")


@pytest.mark.parametrize("low", [True, False])
def test_phantom_signal_redirects_on_1_or_2(low):
    s = _phantom_game(low)
    dragon = s.zones["patrol0"][0]
    ps = s.zones["post1"][0]
    banshee = s.zones["patrol1"][0]
    mission(s, dragon, target="stock")
    assert s.decision.player == 1 and s.decision.prompt.startswith("before blockers")
    do(s, ("use", ps, "decoy"))
    if low:
        assert s.counters["m.tgt"] == ps
        assert ("block", banshee) in options(s)   # its guard may block now
        assert any("the attack is redirected to Phantom Signal" in t for t in public(s))
    else:
        assert s.counters["m.tgt"] == "stock"
        assert any(t.startswith("Phantom Signal rolls") and t.endswith("no effect") for t in public(s))
    assert s.counters.get(f"tap:{ps}")


def test_phantom_signal_only_for_the_defender_before_blockers():
    s = _phantom_game(True)
    s2 = game({"stock": [FILL] * 5, "post": ["Phantom Signal"], "patrol": ["Dragon (DRG-1N)"]},
              {"stock": [FILL] * 5})
    mission(s2, s2.zones["patrol0"][0], target="stock")
    assert not any(o[0] == "use" for o in options(s2) or ())   # the attacker's own Phantom Signal: no
    mission(s, s.zones["patrol0"][0], target=s.zones["post1"][0])
    assert not any(o[0] == "use" for o in options(s))            # already the target


# -- LT254 Takashi Kurita ----------------------------------------------------------------------------------------------
def _finish_mission(s):
    while "m.att" in s.counters:
        for a in (("done",), ("no block",), ("keep target out",)):
            if a in options(s):
                do(s, a)
                break
        else:
            raise AssertionError(options(s))


def test_takashi_kurita_one_attack_per_turn_but_attacks_on_takashi_do_not_count():
    s = game({"stock": [FILL] * 5, "patrol": ["Mercury (MCY-97)", "Cicada (CDA-2A)", "Dasher Prime (Fire Moth)"]},
             {"stock": [FILL] * 9, "post": ["Takashi Kurita", FILL]})
    m1, m2, m3 = s.zones["patrol0"]
    takashi, fill = s.zones["post1"]
    do(s, ("mission",), ("add", m1))
    assert ("target", "stock") in options(s)
    do(s, ("target", takashi))           # an attack on Takashi Kurita: not counted
    _finish_mission(s)
    do(s, ("mission",), ("add", m2))
    assert ("target", "stock") in options(s) and ("target", fill) in options(s)
    do(s, ("target", "stock"))
    _finish_mission(s)
    assert len(s.zones["stock1"]) == 9 - 1
    do(s, ("mission",), ("add", m3))
    assert [o for o in options(s) if o[0] == "target"] == [("target", takashi)]
    assert legal_targets(s, 0, (m3,)) == [takashi]


def test_takashi_kurita_initiative_and_only_the_opponent_is_limited():
    s = game({"stock": [FILL] * 5, "post": ["Takashi Kurita"], "patrol": ["Mercury (MCY-97)", "Cicada (CDA-2A)"]},
             {"stock": [FILL] * 9})
    m1, m2 = s.zones["patrol0"]
    mission(s, m1, target="stock")
    assert initiative(s, 0) == 1 and initiative(s, 1) == 0
    _finish_mission(s)
    do(s, ("mission",), ("add", m2))
    assert ("target", "stock") in options(s)   # Takashi limits its controller's opponent only

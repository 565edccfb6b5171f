"""Cases where the text of a later-set resource or card-flow card (abilities/resources.py, card_flow.py) must not
apply (docs/scenarios.md, "Writing rule cases"; a docstring starting "Does not apply:" marks each for
tools/scenario_coverage.py): the wrong phase, the wrong player's cards or region, a card of the wrong kind, a cost
that cannot be paid, a card that has not been paid for, a limit one short."""
import pytest

from mechdeck.games.battletech_tcg.board import assets, mark, units_in_play
from mechdeck.games.battletech_tcg.cards import card_by_name
from mechdeck.games.battletech_tcg.missions import initiative
from mechdeck.kernel import IllegalAction

from tcg_support import FILL, R, cid, dmg, do, game, names, options, private, public
from test_cards_later_leaders_flow import window_of
from test_cards_later_resources import ATLAS, CICADA, IDLE, LOG, POL, tapped
from test_cards_later_turn_rules import DRAGON, ENT, FCS, KHP, POD, SOLARIS, STAY, WDC

BLACK_KNIGHT = "Black Knight (BL6-KNT)"   # 75 tons
YEN_LO_WANG = "Yen-Lo-Wang (CN9-YLW)"     # a Unique 'Mech, not a Command card


def refused(state, action):
    """Applying ``action`` raises IllegalAction and leaves the state as it was."""
    before = state.to_json()
    with pytest.raises(IllegalAction):
        R.apply(state, action)
    assert state.to_json() == before


def not_offered(state, card, key):
    """The ability ``key`` of ``card`` is not among the options, and using it anyway is refused."""
    assert ("use", card, key) not in options(state)
    refused(state, ("use", card, key))


# -- resources.py --------------------------------------------------------------------------------------------------
def test_assault_mech_specialists_pass_over_a_75_ton_mech():
    """Does not apply: Assault 'Mech Specialists builds "a 'Mech of 80 tons or more under construction": P1's only one
    is a 75-ton Black Knight, so the ability is not offered, using it is refused and its counter stays alone."""
    s = game({"stock": [FILL] * 3, "post": ["Assault 'Mech Specialists"], "hand": [FILL],
              "build": [{"card": BLACK_KNIGHT, "cc": 1}]}, {"stock": [FILL] * 3}, phase="deploy")
    ams, knight = cid(s, "Assault 'Mech Specialists", "post0"), cid(s, BLACK_KNIGHT, "build0")
    assert card_by_name(BLACK_KNIGHT).mass == 75
    not_offered(s, ams, "build")
    assert s.counters[f"cc:{knight}"] == 1 and not mark(s, "up", knight) and not tapped(s, ams)


def test_blood_of_kerensky_looks_at_nothing_in_the_deploy_phase():
    """Does not apply: Blood of Kerensky's look: "Use this ability only during your Draw phase": in the Deploy phase
    it is refused, no card is seen and the Stockpile keeps its order; the card may still be tapped for {R}."""
    s = game({"stock": [FILL, CICADA, ATLAS], "post": ["Blood of Kerensky"], "hand": [FILL]},
             {"stock": [FILL] * 3}, phase="deploy")
    bok = cid(s, "Blood of Kerensky", "post0")
    assert ("tap", bok) in options(s)
    not_offered(s, bok, "look")
    assert names(s, "stock0") == [FILL, CICADA, ATLAS] and not any("top first" in t for t in private(s, 0))


def test_comstar_news_bureau_counts_neither_think_tank_nor_the_opponents_politics():
    """Does not apply: ComStar News Bureau gains {R} "for each card you control that provides {P}": the Politics
    gained by scrapping Think Tank (the Guide: it "doesn't count") and P2's two Politics cards give nothing."""
    s = game({"stock": [FILL] * 3, "post": ["ComStar News Bureau", "Think Tank"], "hand": [FILL],
              "build": [{"card": ATLAS, "cc": 0}]}, {"stock": [FILL] * 3, "post": [POL, POL]}, phase="deploy")
    cnb = cid(s, "ComStar News Bureau", "post0")
    do(s, ("use", cid(s, "Think Tank", "post0"), "asset"), ("gain", "P"))
    assert "P" in assets(s, 0)
    do(s, ("use", cnb, "gain"))
    assert "P1 gains 0 resources from ComStar News Bureau" in public(s) and "pool0" not in s.counters
    assert not any(o[0] == "build" for o in options(s)) and tapped(s, cnb)


def test_earthwerks_limited_leaves_a_mech_three_short_unactivated():
    """Does not apply: Earthwerks Limited activates the 'Mech only "if that 'Mech is within 2 Resources of being fully
    constructed": the Atlas (cost 7 with Logistics in play) with 4 counters is 3 short, so it is revealed, unpaid,
    and not in play."""
    s = game({"stock": [FILL] * 3, "post": ["Earthwerks Limited", LOG], "hand": [FILL],
              "build": [{"card": ATLAS, "cc": 4}]},
             {"stock": [FILL] * 3}, phase="deploy")
    atlas = cid(s, ATLAS, "build0")
    do(s, ("use", cid(s, "Earthwerks Limited", "post0"), "reveal"))
    assert "Earthwerks Limited: Atlas (AS7-D) is 3 short of its cost and only revealed" in public(s)
    assert mark(s, "up", atlas) and mark(s, "unpaid", atlas) and s.counters[f"cc:{atlas}"] == 4
    assert atlas not in units_in_play(s, 0)


def test_earthwerks_limited_cannot_reveal_the_opponents_mech():
    """Does not apply: Earthwerks Limited reveals "one of your 'Mechs under construction": P2's Atlas one counter
    short is no choice, so with none of P1's own the ability is refused and the Atlas stays face down."""
    s = game({"stock": [FILL] * 3, "post": ["Earthwerks Limited"], "hand": [FILL]},
             {"stock": [FILL] * 3, "build": [{"card": ATLAS, "cc": 6}]}, phase="deploy")
    atlas = cid(s, ATLAS, "build1")
    not_offered(s, cid(s, "Earthwerks Limited", "post0"), "reveal")
    assert not mark(s, "up", atlas) and s.counters[f"cc:{atlas}"] == 6


def test_field_construction_site_is_not_scrapped_in_the_missions_phase():
    """Does not apply: "Scrap Field Construction Site to gain {R} {R}": resources are made to be spent at once, and
    nothing is paid for in the Missions phase outside a cost, so scrapping it is neither offered nor accepted."""
    s = game({"stock": [FILL] * 3, "post": [FCS], "patrol": [CICADA, STAY]}, {"stock": [FILL] * 3})
    fcs = cid(s, FCS, "post0")
    assert ("scrap", fcs) not in options(s)
    refused(s, ("scrap", fcs))
    assert fcs in s.zones["post0"] and "pool0" not in s.counters


def test_lostech_cache_is_one_tap_for_either_ability():
    """Does not apply: Lostech Cache's "{T}: {R} {T}: Scrap one card from your hand to gain {R} {R}" are two uses of
    one tap: tapped for {R} and the scrap declined, it offers neither again and the hand keeps its card."""
    s = game({"stock": [FILL] * 3, "post": ["Lostech Cache"], "hand": [ATLAS], "build": [{"card": CICADA, "cc": 0}]},
             {"stock": [FILL] * 3}, phase="deploy", counters={"deploys": 0})
    lc, atlas = cid(s, "Lostech Cache", "post0"), cid(s, ATLAS, "hand0")
    do(s, ("tap", lc), ("keep",))
    assert s.counters["pool0"] == 1 and ("scrap", atlas) not in options(s)
    do(s, ("build", cid(s, CICADA, "build0")))
    assert ("tap", lc) not in options(s)
    refused(s, ("tap", lc))
    assert names(s, "hand0") == [ATLAS] and names(s, "scrap0") == [] and "pool0" not in s.counters


def test_master_scrounger_with_two_stockpile_cards_scraps_none():
    """Does not apply: Master Scrounger's {R} {R} costs "three cards from your Stockpile": with two left it makes its
    1 resource without a question, both cards stay and scrapping the Stockpile is refused."""
    s = game({"stock": [FILL, CICADA], "post": ["Master Scrounger"], "build": [{"card": ATLAS, "cc": 0}]},
             {"stock": [FILL] * 3}, phase="deploy")
    do(s, ("tap", cid(s, "Master Scrounger", "post0")))
    assert s.counters["pool0"] == 1 and ("scrap", "stock0") not in options(s)
    refused(s, ("scrap", "stock0"))
    assert names(s, "stock0") == [FILL, CICADA] and names(s, "scrap0") == []


def test_outreach_mercenary_training_under_construction_provides_nothing():
    """Does not apply: Outreach Mercenary Training provides Politics and Tactics ("If you have Tactics in play"): face
    down under construction it provides neither, makes no {R} and adds no initiative; P2's, in play, does."""
    s = game({"stock": [FILL] * 3, "build": [{"card": "Outreach Mercenary Training", "cc": 0}], "hand": [FILL]},
             {"stock": [FILL] * 3, "post": ["Outreach Mercenary Training"]}, phase="deploy")
    omt = cid(s, "Outreach Mercenary Training", "build0")
    assert not {"P", "T"} & assets(s, 0) and {"P", "T"} <= assets(s, 1)
    assert initiative(s, 0) == 0 and initiative(s, 1) == 1
    assert ("tap", omt) not in options(s)
    refused(s, ("tap", omt))


def test_repair_facility_repairs_nothing_in_the_missions_phase():
    """Does not apply: Repair Facility's repair: "Use this ability only during your Repair/Reload phase": in the
    Missions phase the damaged Atlas is not repaired, the ability is refused and the card stays untapped."""
    s = game({"stock": [FILL] * 3, "post": ["Repair Facility"], "patrol": [{"card": ATLAS, "damage": 2}, IDLE]},
             {"stock": [FILL] * 3})
    rf, atlas = cid(s, "Repair Facility", "post0"), cid(s, ATLAS, "patrol0")
    not_offered(s, rf, "repair")
    assert dmg(s, atlas) == 2 and not tapped(s, rf)


def test_repair_facility_offers_only_a_damaged_mech():
    """Does not apply: Repair Facility repairs "1 damage to one 'Mech": an undamaged 'Mech is no choice (repairing it
    would waste the tap); only the damaged Charger is offered."""
    s = game({"stock": [FILL] * 3, "post": ["Repair Facility"], "patrol": [ATLAS, {"card": "Charger (CGR-1A1)",
                                                                                     "damage": 1}]},
             {"stock": [FILL] * 3}, phase="repair")
    rf, atlas = cid(s, "Repair Facility", "post0"), cid(s, ATLAS, "patrol0")
    charger = cid(s, "Charger (CGR-1A1)", "patrol0")
    do(s, ("use", rf, "repair"))                              # the only damaged 'Mech: repaired at once
    assert ("repair", atlas) not in options(s) and dmg(s, charger) == 0 and dmg(s, atlas) == 0


def test_salvage_yard_counts_no_mech_scrapped_from_the_hand():
    """Does not apply: Salvage Yard counts "a 'Mech you control" that is scrapped: an Atlas scrapped from the hand
    (to Lostech Cache) was never in play, so no salvage counter is put on the Yard."""
    s = game({"stock": [FILL] * 3, "post": ["Salvage Yard", "Lostech Cache"], "hand": [ATLAS],
              "build": [{"card": CICADA, "cc": 0}]}, {"stock": [FILL] * 3}, phase="deploy")
    yard, atlas = cid(s, "Salvage Yard", "post0"), cid(s, ATLAS, "hand0")
    do(s, ("tap", cid(s, "Lostech Cache", "post0")), ("scrap", atlas))
    assert atlas in s.zones["scrap0"] and f"salvage:{yard}" not in s.counters
    assert not any("salvage counter" in t for t in public(s))
    assert ("use", yard, "cash in") not in options(s)


def test_solaris_contacts_has_no_host_among_the_opponents_mechs():
    """Does not apply: Solaris Contacts puts a Pilot "on any unpiloted 'Mech you control": P1's only 'Mech has a pilot
    and P2's unpiloted Dragon is not P1's, so the ability is refused and Kell Hound Pilot stays in the hand."""
    s = game({"stock": [FILL] * 3, "post": [SOLARIS], "hand": [KHP],
              "patrol": [{"card": IDLE, "pilot": "Jaime Wolf"}]},
             {"stock": [FILL] * 3, "patrol": [DRAGON]}, phase="deploy")
    not_offered(s, cid(s, SOLARIS, "post0"), "pilot")
    assert names(s, "hand0") == [KHP] and names(s, "attached1") == []


def test_strip_mining_operation_revealed_on_a_later_turn_gives_no_deployment():
    """Does not apply: Strip Mining Operation makes "an additional deployment this turn" when deployed revealed: one
    deployed face down on an earlier turn and revealed now leaves the deployments left as they were."""
    s = game({"stock": [FILL] * 3, "post": [LOG, FILL], "hand": [FILL],
              "build": [{"card": "Strip Mining Operation", "cc": card_by_name("Strip Mining Operation").cost}]},
             {"stock": [FILL] * 3}, phase="deploy", deploys=1)
    smo = cid(s, "Strip Mining Operation", "build0")
    do(s, ("reveal", smo))
    assert smo in s.zones["post0"] and s.counters["deploys"] == 1


def test_expert_negotiating_team_untaps_no_card_without_the_keyword_mercenary():
    """Does not apply: Expert Negotiating Team may "untap a Mercenary card" (the Guide: only cards listing the keyword
    Mercenary): a tapped Support card and a tapped Cicada are no choice, the ability is refused and both stay
    tapped."""
    s = game({"stock": [FILL] * 5, "post": [ENT, {"card": FILL, "tapped": True}],
              "patrol": [{"card": CICADA, "tapped": True}, STAY]}, {"stock": [FILL] * 5})
    ent, support, cicada = cid(s, ENT, "post0"), cid(s, FILL, "post0"), cid(s, CICADA, "patrol0")
    not_offered(s, ent, "untap")
    assert tapped(s, support) and tapped(s, cicada) and not tapped(s, ent)


def test_expert_negotiating_team_waits_outside_the_missions_phase():
    """Does not apply: "Use this ability only during your Missions phase": in the Deploy phase the tapped Contract
    with Wolf's Dragoons (a Mercenary card) stays tapped and the ability is refused."""
    s = game({"stock": [FILL] * 5, "post": [ENT, {"card": WDC, "tapped": True}], "hand": [FILL]},
             {"stock": [FILL] * 5}, phase="deploy")
    not_offered(s, cid(s, ENT, "post0"), "untap")
    assert tapped(s, cid(s, WDC, "post0"))


# -- card_flow.py --------------------------------------------------------------------------------------------------
def test_dr_ariel_reed_takes_no_unique_mech():
    """Does not apply: Dr. Ariel Reed takes "any unique Command card": Yen-Lo-Wang is Unique but a 'Mech, so in the
    Draw phase (Blood of Kerensky keeps it open) Reed is not offered and the 'Mech stays in the Scrapheap."""
    s = game({"stock": [FILL] * 5, "post": ["Dr. Ariel Reed", "Blood of Kerensky"], "scrap": [YEN_LO_WANG],
              "patrol": [IDLE]}, {"stock": [FILL] * 3}, phase="draw")
    window_of(s)
    assert ("use", cid(s, "Blood of Kerensky", "post0"), "look") in options(s)   # the Draw phase's window
    not_offered(s, cid(s, "Dr. Ariel Reed", "post0"), "take")
    assert names(s, "scrap0") == [YEN_LO_WANG] and YEN_LO_WANG not in names(s, "hand0")


def test_hyperpulse_generator_moves_no_counter_to_a_card_of_your_own():
    """Does not apply: Hyperpulse Generator transfers a counter "to another card in that region", the opponent's
    Under Construction region: P1's own card under construction is no destination, so with P2's Dragon alone there
    nothing moves."""
    s = game({"stock": [FILL] * 3, "post": ["Hyperpulse Generator"], "hand": [FILL],
              "build": [{"card": ATLAS, "cc": 1}]},
             {"stock": [FILL] * 3, "build": [{"card": DRAGON, "cc": 2}]}, phase="deploy")
    hg, atlas, dragon = cid(s, "Hyperpulse Generator", "post0"), cid(s, ATLAS, "build0"), cid(s, DRAGON, "build1")
    do(s, ("use", hg, "see"))                                # P2's Dragon, the only choice
    assert "P2 shows you Dragon (DRG-1N) (2 construction counters)" in private(s, 0)
    assert s.decision.kind == "deploy-phase" and not any(o[0] == "move counter to" for o in options(s))
    assert s.counters[f"cc:{dragon}"] == 2 and s.counters[f"cc:{atlas}"] == 1


def test_maskirovka_headquarters_cannot_look_at_your_own_construction():
    """Does not apply: Maskirovka Headquarters chooses "a card in opponent's Under Construction region": with only
    P1's own card under construction it shows nothing and the ability is refused (tapping for {R} remains)."""
    s = game({"stock": [FILL] * 3, "post": ["Maskirovka Headquarters"], "hand": [FILL],
              "build": [{"card": ATLAS, "cc": 1}]}, {"stock": [FILL] * 3}, phase="deploy")
    mh = cid(s, "Maskirovka Headquarters", "post0")
    assert ("tap", mh) in options(s)
    not_offered(s, mh, "see")
    assert not any("shows you" in t for t in private(s, 0))


def test_medevac_team_takes_no_pilot_from_the_opponents_scrapheap():
    """Does not apply: MedEvac Team takes "one Pilot card from your Scrapheap": Kell Hound Pilot in P2's Scrapheap is
    no choice, so the ability is refused and the Pilot stays there."""
    s = game({"stock": [FILL] * 3, "post": ["MedEvac Team"], "hand": [FILL], "scrap": [FILL]},
             {"stock": [FILL] * 3, "scrap": [KHP]}, phase="deploy")
    not_offered(s, cid(s, "MedEvac Team", "post0"), "take")
    assert names(s, "scrap1") == [KHP] and names(s, "hand0") == [FILL]


def test_omnimech_pod_cache_finds_no_standard_configuration_for_an_omni_mech():
    """Does not apply: OmniMech-Pod Cache searches for "any configuration of that 'Mech" (the Guide: never a non-Omni
    'Mech of the same type; erratum: no Blackjack BJ2 for the BJ2-OB): the Blackjack BJ2-OB is scrapped, both
    non-Omni Blackjacks stay in the Stockpile and nothing comes into play."""
    bj_omni, bj2, bj1 = "Blackjack (BJ2-OB)", "Blackjack (BJ2)", "Blackjack (BJ-1)"
    s = game({"stock": [FILL, bj2, bj1], "post": [POD], "hand": [FILL], "patrol": [bj_omni, STAY]},
             {"stock": [FILL] * 3}, phase="deploy")
    do(s, ("use", cid(s, POD, "post0"), "pod"))
    assert f"P1 finds no other configuration of {bj_omni}" in public(s)
    assert names(s, "scrap0") == [bj_omni] and names(s, "patrol0") == [STAY]
    assert sorted(names(s, "stock0")) == sorted([FILL, bj2, bj1])


def test_operations_liaison_unpaid_looks_at_nothing():
    """Does not apply: Operations Liaison costs "{R}, {T}": in the Draw phase with its only resource tapped (St. Ives
    Operations Officer keeps the window open) it is refused; the Stockpile and the hand are as they were."""
    s = game({"stock": [FILL, CICADA, ATLAS, DRAGON, FILL, FILL], "post": ["Operations Liaison",
                                                                           {"card": POL, "tapped": True},
                                                                           "St. Ives Operations Officer"],
              "scrap": [FILL], "patrol": [IDLE]}, {"stock": [FILL] * 3}, phase="draw")
    window_of(s)
    assert ("use", cid(s, "St. Ives Operations Officer", "post0"), "shuffle") in options(s)
    stock, hand = list(s.zones["stock0"]), list(s.zones["hand0"])
    not_offered(s, cid(s, "Operations Liaison", "post0"), "look")
    assert s.zones["stock0"] == stock and s.zones["hand0"] == hand
    assert not any(t.startswith("P1 sees") for t in private(s, 0))


def test_st_ives_operations_officer_choosing_no_card_scraps_none():
    """Does not apply: St. Ives Operations Officer scraps "that many cards from your Stockpile" as it shuffled in:
    choosing none, the Stockpile loses no card and the Scrapheap gains none."""
    s = game({"stock": [FILL] * 4, "post": ["St. Ives Operations Officer"], "scrap": [DRAGON, CICADA],
              "patrol": [IDLE]}, {"stock": [FILL] * 3}, phase="draw")
    officer = cid(s, "St. Ives Operations Officer", "post0")
    window_of(s)
    stock = len(s.zones["stock0"])
    do(s, ("use", officer, "shuffle"), ("done",))
    assert len(s.zones["stock0"]) == stock and names(s, "scrap0") == [DRAGON, CICADA]
    assert "P1 shuffles 0 cards from the Scrapheap into the Stockpile" in public(s) and tapped(s, officer)


def test_sun_tzu_liao_waits_for_the_deploy_phase():
    """Does not apply: Sun-Tzu Liao: "Use this ability only during your Deploy phase": in the Draw phase (Blood of
    Kerensky keeps it open) the Ambush! in the Scrapheap stays there and the ability is refused."""
    s = game({"stock": [FILL] * 5, "post": ["Sun-Tzu Liao", "Blood of Kerensky"], "scrap": ["Ambush!"],
              "patrol": [IDLE]}, {"stock": [FILL] * 3}, phase="draw")
    window_of(s)
    assert ("use", cid(s, "Blood of Kerensky", "post0"), "look") in options(s)
    not_offered(s, cid(s, "Sun-Tzu Liao", "post0"), "take")
    assert names(s, "scrap0") == ["Ambush!"] and "Ambush!" not in names(s, "hand0")


def test_vandervahn_chistu_restocks_nothing_from_the_opponents_scrapheap():
    """Does not apply: Vandervahn Chistu restocks "the top card of your Scrapheap": P1's is empty, so P2's full
    Scrapheap gives nothing, the ability is refused and both Stockpiles are unchanged."""
    s = game({"stock": [FILL] * 3, "post": ["Vandervahn Chistu"], "hand": [FILL]},
             {"stock": [FILL] * 3, "scrap": [DRAGON, "Ambush!"]}, phase="deploy")
    not_offered(s, cid(s, "Vandervahn Chistu", "post0"), "restock")
    assert names(s, "scrap1") == [DRAGON, "Ambush!"] and names(s, "stock0") == [FILL] * 3
    assert names(s, "stock1") == [FILL] * 3

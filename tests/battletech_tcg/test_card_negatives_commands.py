"""Cases where a Command card's text must not apply (docs/scenarios.md, "Writing rule cases"; a docstring starting
"Does not apply:" marks each for tools/scenario_coverage.py): the wrong player's roll, the wrong moment, counters
not yet gone, a card played on an earlier turn, a choice outside what the text names."""
import pytest

from mechdeck.games.battletech_tcg.cards import card_by_name
from mechdeck.games.battletech_tcg.missions import in_mission, legal_targets

from tcg_support import FILL, R, cid, dice, dmg, do, game, mission, names, options, private, public
from test_cards_subterfuge import ATLAS, CICADA, DRAGON, STAY, finish_mission

MADCAT, FENRIS, FENRIS_C = "Mad Cat B (Timber Wolf)", "Fenris Prime (Ice Ferret)", "Fenris C (Ice Ferret)"
JENNER = "Jenner (JR7-D)"   # Overheat and Jump, no missiles


def test_coventry_metal_works_leaves_the_opponents_missile_roll_alone():
    """Does not apply: Coventry Metal Works rerolls "one of your missile die rolls": the blocking Fenris C's roll of
    2 is not P1's to change."""
    s = game({"stock": [FILL] * 3, "post": ["Coventry Metal Works"], "patrol": [MADCAT, STAY]},
             {"stock": [FILL] * 8, "patrol": [FENRIS_C]})
    madcat, fenris_c = cid(s, MADCAT, "patrol0"), cid(s, FENRIS_C, "patrol1")
    mission(s, madcat, target="stock")
    do(s, ("block", fenris_c), ("keep target out",), ("missile", fenris_c, madcat), ("done",))
    dice(s, 2)
    while in_mission(s):
        assert not any(o[0] == "modify" for o in options(s)), s.decision.prompt
        do(s, R.no_reaction(s) or ("done",))
    assert f"missile volley of {FENRIS_C} rolls 2: 2 damage to {MADCAT}" in public(s)


def test_sabotaged_heat_sinks_has_no_moment_at_a_jump():
    """Does not apply: Sabotaged Heat Sinks is revealed "when a 'Mech overheats": a Jump opens no window, P1 goes
    on at once and the card stays face down."""
    s = game({"stock": [FILL] * 5, "patrol": [JENNER, STAY]},
             {"stock": [FILL] * 15, "build": [{"card": "Sabotaged Heat Sinks", "cc": 5}]})
    jenner = cid(s, JENNER, "patrol0")
    mission(s, jenner, target="stock")
    do(s, ("jump", jenner, 0))
    assert s.decision.player == 0 and ("overheat", jenner, 0) in options(s)
    finish_mission(s)
    assert names(s, "build1") == ["Sabotaged Heat Sinks"] and names(s, "hand1") == []


def test_sabotaged_missiles_cannot_answer_an_overheat():
    """Does not apply: Sabotaged Missiles is revealed "when a 'Mech assigns missiles": at an Overheat the window
    P2 is asked (it could hold Sabotaged Heat Sinks, ruling T722) offers only to pass."""
    s = game({"stock": [FILL] * 5, "patrol": [JENNER, STAY]},
             {"stock": [FILL] * 15, "build": [{"card": "Sabotaged Missiles", "cc": 5}]})
    jenner = cid(s, JENNER, "patrol0")
    mission(s, jenner, target="stock")
    do(s, ("overheat", jenner, 0))
    assert s.decision.player == 1 and options(s) == (("pass",),)


def test_guerrilla_support_with_counters_left_costs_the_opponent_nothing():
    """Does not apply: Guerrilla Support's scrapping starts "when the last operation counter has been removed":
    with 2 counters, P1's turn removes one and P2's Stockpile is untouched."""
    s = game({"stock": [FILL] * 10, "post": [{"card": "Guerrilla Support", "counters": {"op": 2}}]},
             {"stock": [FILL] * 10}, active=1, phase="end")
    gs = cid(s, "Guerrilla Support", "post0")
    assert s.counters[f"op:{gs}"] == 1 and gs in s.zones["post0"]
    assert "guerrilla1" not in s.counters and len(s.zones["stock1"]) == 10


def test_open_supply_lines_with_counters_left_draws_nothing_extra():
    """Does not apply: Open Supply Lines adds a draw once its last counter is gone: with 3, P1 draws the usual 2."""
    s = game({"stock": [FILL] * 10, "post": [{"card": "Open Supply Lines", "counters": {"op": 3}}]},
             {"stock": [FILL] * 10}, active=1, phase="end")
    osl = cid(s, "Open Supply Lines", "post0")
    assert s.counters[f"op:{osl}"] == 2 and "extra_draws0" not in s.counters and len(s.zones["hand0"]) == 2


def test_misrouted_command_cannot_divert_a_card_under_construction():
    """Does not apply: Misrouted Command taps "one 'Mech": a 'Mech card under construction is no choice."""
    s = game({"stock": [FILL] * 10, "build": [{"card": "Misrouted Command", "cc": 9}], "hand": [FILL]},
             {"stock": [FILL] * 10, "patrol": [DRAGON], "build": [{"card": ATLAS, "cc": 2}]}, phase="deploy")
    dragon, atlas = cid(s, DRAGON, "patrol1"), cid(s, ATLAS, "build1")
    do(s, ("reveal", cid(s, "Misrouted Command", "build0")))
    while s.decision.player == 1:    # P2's face-down Atlas could be ISF Counterespionage (ruling T722)
        do(s, R.no_reaction(s))
    assert ("divert", atlas) not in options(s)
    assert f"divert:{dragon}" in s.counters and f"divert:{atlas}" not in s.counters   # the only 'Mech, at once


def test_treachery_does_not_bind_its_own_player():
    """Does not apply: Treachery! binds "each 'Mech opponent controls" next turn: nothing binds P1, who revealed it."""
    s = game({"stock": [FILL] * 5, "build": [{"card": "Treachery!", "cc": 7}]}, {"stock": [FILL] * 5},
             phase="deploy", turn=5)
    do(s, ("reveal", cid(s, "Treachery!", "build0")))
    assert s.counters["treachery1"] == 6 and "treachery0" not in s.counters


def test_think_tank_gives_the_asset_to_its_owner_only():
    """Does not apply: the asset Think Tank is scrapped for is its controller's: P2's assets do not change."""
    from mechdeck.games.battletech_tcg.board import assets
    s = game({"stock": [FILL] * 5, "hand": [FILL], "post": ["Think Tank"]}, {"stock": [FILL] * 5}, phase="deploy")
    before = assets(s, 1)
    do(s, ("use", cid(s, "Think Tank", "post0"), "asset"), ("gain", "A"))
    assert "A" in assets(s, 0) and assets(s, 1) == before and "assets1" not in s.counters


def test_report_from_the_watch_shows_nothing_to_the_opponent():
    """Does not apply: Report from the Watch lets its player look: the five cards appear in P1's private log only,
    never in P2's or the public log."""
    stock = [FILL, ATLAS, DRAGON, CICADA, "Banshee (BNC-5S)", "Support - Munitions", "Support - Politics"]
    s = game({"stock": [FILL] * 5, "build": [{"card": "Report from the Watch", "cc": 3}], "hand": [FILL]},
             {"stock": stock}, phase="deploy")
    do(s, ("reveal", cid(s, "Report from the Watch", "build0")), ("stockpile", 1))
    assert any("top first: Support - Politics" in t for t in private(s, 0))
    assert not any("Support - Politics" in t for t in private(s, 1) + public(s))


def test_effective_groundwork_leaves_other_sites_alone():
    """Does not apply: Effective Groundwork doubles the damage to the chosen site: P1's own Stockpile was chosen,
    so the Fenris's 3 against P2's Stockpile stay 3."""
    s = game({"stock": [FILL] * 3, "post": ["Support - Logistics"],
              "build": [{"card": "Effective Groundwork", "cc": 5}], "patrol": [FENRIS, STAY]},
             {"stock": [FILL] * 10}, phase="deploy")
    do(s, ("reveal", cid(s, "Effective Groundwork", "build0")), ("double", "stock0"), ("done",))
    do(s, ("mission",), ("add", cid(s, FENRIS, "patrol0")), ("target", "stock"), ("done",))
    assert "P2's Stockpile takes 3 damage" in public(s) and len(s.zones["stock1"]) == 7


def test_caught_in_hangar_opens_only_the_chosen_mech():
    """Does not apply: Caught in Hangar lets "that 'Mech" be attacked: P2's other fast 'Mech still may not be."""
    s = game({"stock": [FILL] * 3, "post": ["Support - Tactics"], "build": [{"card": "Caught in Hangar", "cc": 2}],
              "patrol": ["Charger (CGR-1A1)"]},
             {"stock": [FILL] * 3, "patrol": [FENRIS, "Cicada (CDA-3M)"]})
    charger = cid(s, "Charger (CGR-1A1)", "patrol0")
    fenris, cicada = cid(s, FENRIS, "patrol1"), cid(s, "Cicada (CDA-3M)", "patrol1")
    do(s, ("reveal", cid(s, "Caught in Hangar", "build0")), ("expose", fenris))
    assert fenris in legal_targets(s, 0, (charger,)) and cicada not in legal_targets(s, 0, (charger,))


def test_aerospace_fighter_mission_deals_five_and_no_more():
    """Does not apply: Aerospace Fighter Mission's "5 damage divided": once five are placed there is no sixth."""
    s = game({"stock": [FILL] * 3, "post": ["Support - Politics"],
              "build": [{"card": "Aerospace Fighter Mission", "cc": 4}]},
             {"stock": [FILL] * 9, "patrol": [STAY]}, phase="deploy")
    do(s, ("reveal", cid(s, "Aerospace Fighter Mission", "build0")))
    for _ in range(5):
        do(s, ("damage", "stock1"))
    assert not any(o[0] == "damage" for o in options(s))
    assert len(s.zones["stock1"]) == 9 - 5 and dmg(s, cid(s, STAY, "patrol1")) == 0


FREE_DEPLOYMENT = ["Extra Armor Plating", "Ferro-Fibrous Armor", "Mislabeled Drop Boxes", "Flea (FLE-17)",
                   "Hornet (HNT-171)", "Spider (SDR-5V)"]


@pytest.mark.parametrize("name", FREE_DEPLOYMENT)
def test_revealed_on_a_later_turn_gives_no_deployment(name):
    """Does not apply: "deploy X revealed to make an additional deployment this turn" / "does not count as a
    deployment if revealed the turn you play it": a card played face down on an earlier turn and revealed now
    leaves the deployments left as they were (played this turn, marker ``new``, it gives one back)."""
    for played_this_turn, left in ((False, 1), (True, 2)):
        s = game({"stock": [FILL] * 5, "hand": [FILL],
                  "post": ["Support - Assembly", "Support - Politics", "Support - Logistics", "Support - Logistics"],
                  "build": [{"card": name, "cc": card_by_name(name).cost, "new": played_this_turn}],
                  "patrol": [DRAGON]},
                 {"stock": [FILL, ATLAS, FILL]}, phase="deploy", deploys=1)
        card = cid(s, name, "build0")
        do(s, ("reveal", card))
        assert s.counters["deploys"] == left, played_this_turn


def test_arms_reduction_limit_is_gone_once_a_player_pays():
    """Does not apply: Arms Reduction limits construction "until any one player pays 5+3P": paid (5 resources with
    Politics in play), the Atlas takes 3 construction counters in the same Deploy phase."""
    s = game({"stock": [FILL] * 3, "post": ["Support - Politics"] + [FILL] * 8,
              "build": [{"card": ATLAS, "cc": 0}]}, {"stock": [FILL] * 3}, phase="deploy",
             counters={"arms_reduction": 2})
    do(s, ("end arms reduction",))
    paid = 0
    while not s.decision.prompt.startswith("Deploy phase"):
        do(s, next(o for o in options(s) if o[0] == "tap"))
        paid += 1
    assert paid == 5 and "arms_reduction" not in s.counters
    atlas = cid(s, ATLAS, "build0")
    for _ in range(3):
        do(s, next(o for o in options(s) if o[0] == "tap"), ("build", atlas))
    assert s.counters[f"cc:{atlas}"] == 3


def test_battalion_support_moves_no_counter_unpaid():
    """Does not apply: Battalion Support moves a counter for {R} each: with its only resource tapped, no counter
    is offered a move and all five stay on the card."""
    s = game({"stock": [FILL] * 5, "post": [{"card": "Support - Logistics", "tapped": True}],
              "build": [{"card": "Battalion Support", "cc": 3}], "patrol": [STAY]}, {"stock": [FILL] * 5},
             phase="deploy")
    bs = cid(s, "Battalion Support", "build0")
    do(s, ("reveal", bs))
    assert not any(o[0] == "move infantry" for o in options(s))
    assert len(s.counters[f"infantry:{bs}"]) == 5 and "infantry:stock0" not in s.counters

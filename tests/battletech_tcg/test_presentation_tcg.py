"""What the presentation tells every front end of a TCG game (issue 19, items 4 and 5): each seat's score (the cards
left in its Stockpile), why the game ended, option labels in words (never an instance id; two cards that read alike
told apart by their places), the decider's notes on options it might expect and is not offered (and nobody else's),
the gallery's face of the printing a game plays, and the key to the notation."""
import random
import re

from tcg_support import R, cid, do, game

from mechdeck.games.battletech_tcg.board import STOCK
from mechdeck.games.battletech_tcg.cards import card_by_number
from mechdeck.kernel.presentation import catalogue, present


def decision(state, seat):
    return present(R, state, seat)["decision"]


def labels(state):
    return [o["label"] for o in decision(state, state.decision.player)["options"]]


def notes(state, seat=None):
    return decision(state, state.decision.player if seat is None else seat).get("notes", [])


# -- labels --------------------------------------------------------------------------------------------------------
def test_identical_resources_to_tap_are_told_apart_by_their_places_not_by_ids():
    state = game({"post": ["Support - Assembly", "Support - Assembly", "Support - Tactics"],
                  "build": [{"card": "Atlas (AS7-D)", "cc": 0}], "hand": ["Jenner (JR7-D)"]}, {}, stock=5,
                 phase="deploy")
    shown = labels(state)
    assert "tap Support - Assembly (1st in your Command Post)" in shown
    assert "tap Support - Assembly (2nd in your Command Post)" in shown
    assert "tap Support - Tactics" in shown   # the only one of its name: no place needed
    assert "deploy Jenner (JR7-D)" in shown
    assert not any(re.search(r"#\d", label) for label in shown), shown
    assert len(set(shown)) == len(shown)
    assert present(R, state, 0)["show_ids"] is False


def test_labels_of_random_games_never_show_an_instance_id_and_never_repeat():
    for seed in range(3):
        state = R.new_game(seed, {})
        rnd = random.Random(seed)
        for _ in range(400):
            if state.decision is None:
                break
            shown = labels(state)
            assert not any(re.search(r"#\d", label) for label in shown), shown
            assert len(set(shown)) == len(shown), shown
            R.apply(state, rnd.choice(state.decision.options))


def test_a_face_down_card_of_the_opponent_is_named_by_what_the_viewer_sees():
    state = game({"patrol": ["Jenner (JR7-D)"]}, {"build": [{"card": "Atlas (AS7-D)", "cc": 2}]}, stock=3)
    atlas = cid(state, "Atlas (AS7-D)", "build1")
    do(state, ("mission",), ("add", cid(state, "Jenner (JR7-D)", "patrol0")))
    shown = labels(state)
    assert "target a face-down card" in shown
    assert not any("Atlas" in label for label in shown)
    option = next(o for o in decision(state, 0)["options"] if o["action"] == ["target", atlas])
    assert option["targets"] == [["card", atlas]]   # front ends find the piece by its target, not by the label
    do(state, ("target", atlas))
    for seat, target in ((0, "a face-down card"), (1, "Atlas (AS7-D)")):   # its owner knows it
        panel = next(a for a in present(R, state, seat)["areas"] if a["id"] == "mission-panel")["data"]
        assert (panel["attackers"], panel["target"], panel["ids"]["target"]) == (["Jenner (JR7-D)"], target, atlas)


# -- notes -----------------------------------------------------------------------------------------------------------
def test_initiative_0_explains_why_a_mission_card_in_hand_is_not_offered_to_the_decider_only():
    state = game({"patrol": ["Hunchback (HBK-4G)"]},
                 {"patrol": ["Dragonfly A (Viper)"], "hand": ["Rapid Cool-Down"]}, stock=3)
    do(state, ("mission",), ("add", cid(state, "Hunchback (HBK-4G)", "patrol0")), ("target", "stock"),
       ("block", cid(state, "Dragonfly A (Viper)", "patrol1")), ("keep target out",))
    while state.decision.player != 1:
        do(state, ("done",))
    assert state.decision.kind == "battle-effects"
    assert not any(o[0] == "play" for o in state.decision.options)
    assert notes(state) == ["Your initiative is 0, so you may play no Mission cards in this mission (initiative: +1 "
                            "with the Tactics asset, plus pilots, Jumps and cards)"]
    other = decision(state, 0)
    assert other["options"] == [] and not other.get("notes")


def test_with_tactics_the_mission_card_is_offered_and_no_initiative_note_is_given():
    state = game({"patrol": ["Hunchback (HBK-4G)"]},
                 {"patrol": ["Dragonfly A (Viper)"], "hand": ["Rapid Cool-Down"], "post": ["Support - Tactics"]},
                 stock=3)
    do(state, ("mission",), ("add", cid(state, "Hunchback (HBK-4G)", "patrol0")), ("target", "stock"),
       ("block", cid(state, "Dragonfly A (Viper)", "patrol1")), ("keep target out",))
    while state.decision.player != 1:
        do(state, ("done",))
    assert ("play", cid(state, "Rapid Cool-Down", "hand1")) in state.decision.options
    assert not any("initiative" in n for n in notes(state))


def test_block_notes_say_why_each_patrolling_mech_cannot_block():
    state = game({"patrol": ["Jenner (JR7-D)"]},
                 {"patrol": [{"card": "Hunchback (HBK-4G)"}, {"card": "Dragonfly A (Viper)", "tapped": True},
                             {"card": "Jenner (JR7-D)", "guard": "scrap"}, "Dragonfly A (Viper)"]}, stock=3)
    do(state, ("mission",), ("add", cid(state, "Jenner (JR7-D)", "patrol0")), ("target", "stock"))
    assert state.decision.player == 1 and state.decision.kind == "block"
    shown = notes(state)
    assert ("Hunchback (HBK-4G) cannot block: it is slow and the mission's slowest 'Mech is fast: a patrolling "
            "'Mech blocks only 'Mechs no faster than it") in shown
    assert any(n.startswith("Dragonfly A (Viper) cannot block: it is tapped") for n in shown)
    assert ("Jenner (JR7-D) cannot block: it guards Scrapheap, and a guard blocks only missions against the site "
            "it guards") in shown
    assert len(shown) == 3   # the untapped Dragonfly can block: no note for it
    assert not decision(state, 0).get("notes")


def test_mission_notes_name_tapped_and_depleted_mechs_and_those_waiting_under_construction():
    state = game({"patrol": ["Jenner (JR7-D)", {"card": "Hunchback (HBK-4G)", "tapped": True},
                             {"card": "Atlas (AS7-D)", "depleted": True, "tapped": True}],
                  "build": [{"card": "Commando (COM-2D)", "up": True, "cc": 0}]}, {}, stock=3)
    assert state.decision.kind == "missions-phase"
    shown = notes(state)
    assert any(n.startswith("Hunchback (HBK-4G) cannot go on a mission: it is tapped") for n in shown)
    assert any(n.startswith("Atlas (AS7-D) cannot go on a mission: it is depleted") for n in shown)
    assert any(n.startswith("Commando (COM-2D) cannot go on a mission yet: a 'Mech activated this turn waits")
               for n in shown)
    assert not any(n.startswith("Jenner") for n in shown)


def test_deploy_notes_explain_mission_cards_and_what_a_card_under_construction_still_needs():
    state = game({"post": ["Support - Politics"], "hand": ["Rapid Cool-Down", "Jenner (JR7-D)"],
                  "build": [{"card": "Atlas (AS7-D)", "cc": 2}, "Jenner (JR7-D)"]}, {}, stock=5, phase="deploy")
    assert state.decision.kind == "deploy-phase" and state.decision.player == 0
    shown = notes(state)
    assert ("Rapid Cool-Down: Mission cards are not deployed; they are played from your hand during a mission"
            in shown)
    assert ("Not paid for yet, so not revealable (construction counters paid of needed): Atlas (AS7-D) 2 of 8 (7, "
            "+1 without Logistics), Jenner (JR7-D) 0 of 4 (2, +1 without Assembly, +1 without Munitions); your "
            "untapped resources give 1 more this turn") in shown
    assert not decision(state, 1).get("notes")


def test_no_deployments_left_is_said_when_the_hand_holds_deployable_cards():
    state = game({"hand": ["Jenner (JR7-D)", "Hunchback (HBK-4G)", "Commando (COM-2D)"],
                  "post": ["Support - Politics"]}, {}, stock=5, phase="deploy")
    do(state, ("deploy", cid(state, "Jenner (JR7-D)", "hand0")), ("deploy", cid(state, "Hunchback (HBK-4G)", "hand0")))
    assert state.decision.kind == "deploy-phase" and not any(o[0] == "deploy" for o in state.decision.options)
    assert "No deployments left this turn: you may deploy 2 cards a turn (1 on the game's first turn)" in notes(state)


def _unspent(state, action):
    return next(o.get("unspent") for o in decision(state, state.decision.player)["options"]
                if tuple(o["action"]) == action)


def test_ending_the_deploy_phase_with_a_deployment_and_a_deployable_card_left_asks_first():
    state = game({"hand": ["Jenner (JR7-D)", "Hunchback (HBK-4G)"], "post": ["Support - Politics"]}, {}, stock=5,
                 phase="deploy")
    assert _unspent(state, ("done",)) == ["2 deployments (a card in hand could be deployed)"]
    do(state, ("deploy", cid(state, "Jenner (JR7-D)", "hand0")))
    assert _unspent(state, ("done",)) == ["1 deployment (a card in hand could be deployed)"]
    do(state, ("deploy", cid(state, "Hunchback (HBK-4G)", "hand0")))
    assert _unspent(state, ("done",)) is None   # nothing left to deploy: ending the phase leaves nothing unused
    assert "options" not in decision(state, 1) or not decision(state, 1)["options"]   # the waiting seat: no options


def test_letting_resources_in_the_pool_go_to_waste_asks_first():
    state = game({"hand": ["Jenner (JR7-D)"], "post": ["Support - Politics"]}, {}, stock=5, phase="deploy")
    do(state, ("deploy", cid(state, "Jenner (JR7-D)", "hand0")))
    tap = next(o for o in state.decision.options if o[0] == "tap")
    do(state, tap)
    assert state.decision.prompt.startswith("spend 1 resource")
    assert _unspent(state, ("let go",)) == ["1 resource in the pool"]


# -- score, end, gallery, notation --------------------------------------------------------------------------------
def test_the_score_is_each_stockpile_and_the_end_says_whose_ran_out():
    state = R.new_game(3, {})
    rnd = random.Random(3)
    while state.decision is not None:
        view = present(R, state, 0)
        scores = {c["owner"]: c["value"] for c in view["counters"] if c.get("column") == "Score"}
        assert scores == {p: len(state.zones[STOCK[p]]) for p in (0, 1)}
        R.apply(state, rnd.choice(state.decision.options))
    outcome = present(R, state, 1)["outcome"]
    loser = outcome["ranks"].index(2)
    assert outcome["reason"] == (f"P{loser + 1}'s Stockpile ran out (it could not draw or take all the damage dealt "
                                 f"to it), so P{loser + 1} loses")
    assert outcome["scores"] == [len(state.zones[STOCK[p]]) for p in (0, 1)]


def test_the_gallery_shows_the_printing_in_play():
    gallery = catalogue(R)["gallery"]
    dragon = gallery["Dragon (DRG-1N)"]   # also printed in Commander's Edition (CE088)
    assert card_by_number("CE088").name == "Dragon (DRG-1N)"
    assert dragon == {"type": "Unit - 'Mech", "cost": "2+1A", "stats": "2/1/7 M", "text": "", "number": "LT059",
                      "set": "Limited/Unlimited"}
    assert all(entry["number"].startswith("LT") for name, entry in gallery.items()
               if any(c.set_code == "LT" for c in R.cards if c.name == name))


def test_the_catalogue_explains_the_notation():
    text = catalogue(R)["notation"]
    for words in ("attack/armor/structure", "`{T}: {R}`", "Tactics", "Assembly", "Logistics", "Munitions", "Politics",
                  "slow", "moderate", "fast", "Initiative", "Overheat", "Alpha Strike", "depleted"):
        assert words in text, words


def test_a_guard_mark_names_the_site_in_words_for_every_seat():
    state = game({"patrol": [{"card": "Jenner (JR7-D)", "guard": "build:1"}, {"card": "Hunchback (HBK-4G)",
                                                                              "guard": "stock"},
                             {"card": "Commando (COM-2D)", "guard": "post:0"}],
                  "build": [{"card": "Atlas (AS7-D)", "cc": 1}, {"card": "Dragon (DRG-1N)", "cc": 1}],
                  "post": ["Support - Tactics"]}, {}, stock=3)
    for seat in (0, 1):
        patrol = next(a for a in present(R, state, seat)["areas"] if a["id"] == "patrol0")
        assert [piece["guard"] for piece in patrol["pieces"]] == [
            "the 2nd face-down card under construction", "Stockpile", "Support - Tactics"]


def test_every_kind_of_counter_on_a_card_is_shown_by_its_name_to_both_seats():
    """An Operation's countdown, a Booty Cache's hoard: a player counts the counters on the table (board.COUNTER_KINDS
    names each kind), as the rulebook's construction and damage counters are shown."""
    state = game({"post": [{"card": "Guerrilla Support", "counters": {"op": 2}},
                           {"card": "Booty Cache", "counters": {"booty": 3}}]}, {}, stock=5)
    for seat in (0, 1):
        pieces = {piece["name"]: piece for area in present(R, state, seat)["areas"]
                  for piece in area.get("pieces", ())
                  if "name" in piece}
        assert pieces["Guerrilla Support"]["operation counters"] == 2
        assert pieces["Booty Cache"]["booty counters"] == 3
        assert "operation counters" not in pieces["Booty Cache"]

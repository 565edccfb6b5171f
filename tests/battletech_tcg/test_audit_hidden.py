"""Hidden information (issue 13, items 6-8; rulings T720-T723): what a seat observes must not depend on a card it
may not see, and a determinization keeps the hidden cards the seat knows.

The secrecy checks do not trust the engine's own ``determinize``: each builds two positions that differ only in
hidden cards (swapped between zones by the test), plays the same actions from both and requires the same
observation (zones, board, counters, log, prompt, whose decision it is) for the seat that may not see them at every
step.  Each check is shown to catch a deliberately leaking mutation of the engine."""
from __future__ import annotations

import json

import pytest
from tcg_support import FILL, R, cid, do, game, private

from mechdeck.games.battletech_tcg.abilities import subterfuge
from mechdeck.games.battletech_tcg.abilities.registry import TRIGGERS
from mechdeck.kernel import State

ATLAS, DRAGON, AMBUSH, ISF = "Atlas (AS7-D)", "Dragon (DRG-1N)", "Ambush!", "ISF Counterespionage"


def swap_places(state, a: int, b: int) -> None:
    """Put card a where card b is and b where a was (both in hidden zones: a hand or a Stockpile)."""
    za = next(z for z, cards in state.zones.items() if a in cards)
    zb = next(z for z, cards in state.zones.items() if b in cards)
    ia, ib = state.zones[za].index(a), state.zones[zb].index(b)
    state.zones[za][ia], state.zones[zb][ib] = b, a


def swap_identities(state, a: int, b: int) -> None:
    """Make card a the card b was and b the card a was (for a face-down card, whose id is public)."""
    types = list(state.card_types)
    types[a], types[b] = types[b], types[a]
    state.card_types = tuple(types)


def trace(state, seat: int, actions) -> list[dict]:
    """The seat's observation before and after each action (an action is a tuple or a function of the state)."""
    seen = [R.observe(state, seat)]
    for action in actions:
        R.apply(state, action(state) if callable(action) else action)
        seen.append(R.observe(state, seat))
    return seen


def differences(first: list[dict], second: list[dict]) -> list[str]:
    out = []
    for step, (a, b) in enumerate(zip(first, second)):
        for key in sorted(set(a) | set(b)):
            if a.get(key) != b.get(key):
                out.append(f"step {step}: {key}")
    return out


def go_on(state):
    """Pass a reaction window, else say done (the same action in both worlds)."""
    return ("pass",) if ("pass",) in state.decision.options else ("done",)


# -- T720: the cards a player has just drawn (Phelan, Subhash Indrahar) are that player's knowledge ------------------
def _draw_worlds():
    """P1 ends its Deploy phase; P2 draws two cards.  In the second world P2's hand card and the top card of its
    Stockpile have swapped places, so P2 draws the other one."""
    worlds = []
    for swapped in (False, True):
        s = game({"stock": [FILL] * 5, "hand": [FILL]}, {"stock": [FILL] * 4 + [ATLAS], "hand": [AMBUSH]},
                 phase="deploy")
        if swapped:
            swap_places(s, cid(s, ATLAS, "stock1"), cid(s, AMBUSH, "hand1"))
        worlds.append(s)
    return worlds


DRAW_STEPS = (("done",), ("done",))   # P1 ends its Deploy phase; P2 draws two and ends its Deploy phase


def test_t720_the_cards_just_drawn_are_shown_to_their_player_only():
    a, b = _draw_worlds()
    assert differences(trace(a, 0, DRAW_STEPS), trace(b, 0, DRAW_STEPS)) == []
    assert R.observe(a, 1)["counters"]["secret1:drawn"][1:] == (cid(a, ATLAS, "hand1"), a.zones["hand1"][-1])
    assert "secret1:drawn" not in R.observe(a, 0)["counters"]


def test_t720_the_secrecy_check_catches_a_counter_naming_the_drawn_cards(monkeypatch):
    def leaking_record(state, p, c):   # the counter as it was before ruling T720
        state.counters[f"drawn{p}"] = state.counters.get(f"drawn{p}", ()) + (c,)
    monkeypatch.setitem(TRIGGERS, "drawn", TRIGGERS["drawn"] + [("LT193", leaking_record)])
    a, b = _draw_worlds()
    assert "step 2: counters" in differences(trace(a, 0, DRAW_STEPS), trace(b, 0, DRAW_STEPS))


# -- T722: reaction windows are asked by what is public ------------------------------------------------------------
def _mission_worlds():
    """P2 has a face-down card with 8 construction counters (Ambush!'s cost 4 plus 4 for the missing Tactics) and
    an Atlas in hand; in the second world the face-down card is the Atlas and the Ambush! is in hand."""
    worlds = []
    for swapped in (False, True):
        s = game({"stock": [FILL] * 5, "patrol": [DRAGON]},
                 {"stock": [FILL] * 5, "hand": [ATLAS], "build": [{"card": AMBUSH, "cc": 8}]})
        if swapped:
            swap_identities(s, s.zones["build1"][0], s.zones["hand1"][0])
        worlds.append(s)
    return worlds


def _mission_steps(state):
    return (("mission",), ("add", state.zones["patrol0"][0]), ("target", "stock"), ("pass",)) + (go_on,) * 3


def test_t722_the_ambush_window_opens_whether_or_not_the_card_is_held():
    a, b = _mission_worlds()
    assert differences(trace(a, 0, _mission_steps(a)), trace(b, 0, _mission_steps(b))) == []
    for s, holds in zip(_mission_worlds(), (True, False)):
        do(s, ("mission",), ("add", s.zones["patrol0"][0]), ("target", "stock"))
        assert s.decision.player == 1 and s.decision.prompt == "a mission was declared: reveal a card?"
        assert R.observe(s, 0)["prompt"] == "waiting for P2"
        assert (len(s.decision.options) == 2) is holds and s.decision.options[-1] == ("pass",)
        assert R.observe(s, 1).get("no_reaction") == (None if holds else ["pass"])
        assert "no_reaction" not in R.observe(s, 0)


def test_t722_the_secrecy_check_catches_a_window_asked_only_of_a_holder(monkeypatch):
    monkeypatch.setattr(subterfuge, "could_hold",
                        lambda state, seat, numbers: bool(subterfuge._ready(state, seat, numbers)))
    a, b = _mission_worlds()
    steps = (("mission",), ("add", a.zones["patrol0"][0]), ("target", "stock"))
    assert "step 3: to_move" in differences(trace(a, 0, steps), trace(b, 0, steps))


def test_t722_no_window_without_a_face_down_card_that_could_be_the_card():
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON]},
             {"stock": [FILL] * 5, "build": [{"card": AMBUSH, "cc": 7}]})   # one short of 8: not paid for
    do(s, ("mission",), ("add", s.zones["patrol0"][0]), ("target", "stock"))
    assert s.decision.player == 0   # no window: P2 has no card that could be a paid-for Ambush!
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON]},
             {"stock": [FILL] * 5, "post": ["Support - Tactics"], "build": [{"card": ATLAS, "cc": 4}]})
    do(s, ("mission",), ("add", s.zones["patrol0"][0]), ("target", "stock"))
    assert s.decision.player == 1 and s.decision.options == (("pass",),)   # with Tactics 4 counters can be Ambush!


def _isf_worlds():
    """P1 reveals Manipulation of Romano (a Subterfuge card); P2's face-down card without counters is ISF in the
    first world and an Atlas in the second (ISF costs nothing, so any face-down card could be it)."""
    worlds = []
    for swapped in (False, True):
        s = game({"stock": [FILL] * 5, "hand": [FILL], "build": [{"card": "Manipulation of Romano", "cc": 9}]},
                 {"stock": [FILL] * 5, "hand": [ATLAS], "build": [{"card": ISF, "cc": 0}]}, phase="deploy")
        if swapped:
            swap_identities(s, s.zones["build1"][0], s.zones["hand1"][0])
        worlds.append(s)
    return worlds


def test_t722_the_isf_window_opens_whether_or_not_the_card_is_held():
    a, b = _isf_worlds()
    steps = (("reveal", a.zones["build0"][0]), ("let it be",), ("done",))
    assert differences(trace(a, 0, steps), trace(b, 0, steps)) == []
    for s, holds in zip(_isf_worlds(), (True, False)):
        do(s, ("reveal", s.zones["build0"][0]))
        assert s.decision.player == 1 and s.decision.options[-1] == ("let it be",)
        assert (("reveal ISF", s.zones["build1"][0]) in s.decision.options) is holds
        assert "ISF" not in s.decision.prompt   # the prompt is the same for a player holding none


def test_t722_bots_pass_at_once_and_a_state_keeps_the_window_through_json():
    from mechdeck.agents import make_agent
    _, b = _mission_worlds()
    do(b, ("mission",), ("add", b.zones["patrol0"][0]), ("target", "stock"))
    for name in ("heuristic", "random", "mcts:8"):
        assert make_agent(name, 1).act(R, b.clone()) == ("pass",)
    again = State.from_json(b.to_json())
    assert again == b and R.no_reaction(again) == ("pass",)


# -- T721: a determinization keeps the hidden cards the seat knows -------------------------------------------------
def test_t721_safe_report_hand_is_kept_by_determinize_and_json():
    s = game({"stock": [FILL] * 5, "hand": [FILL], "build": [{"card": "SAFE Report", "cc": 0}]},
             {"stock": [FILL] * 3 + ["Support - Tactics"] * 3, "hand": [ATLAS, AMBUSH]}, phase="deploy")
    hand = tuple(s.zones["hand1"])
    do(s, ("reveal", cid(s, "SAFE Report", "build0")))
    assert f"P2's hand: {ATLAS}, {AMBUSH}" in private(s, 0)
    assert R.observe(s, 0)["counters"]["secret0:known"] == hand
    assert "secret0:known" not in R.observe(s, 1)["counters"]
    restored = State.from_json(json.dumps(json.loads(s.to_json())))
    for world in (s, restored):
        dealt = [R.determinize(world, 0, seed) for seed in range(20)]
        assert all([w.card_types[c] for c in hand] == [s.card_types[c] for c in hand] for w in dealt)
        assert len({tuple(w.card_types[c] for c in s.zones["stock1"]) for w in dealt}) > 1   # the rest re-dealt


def test_t721_without_the_knowledge_the_hand_would_be_re_dealt(monkeypatch):
    """The determinize check above can fail: with the knowledge dropped, the hand is re-dealt."""
    s = game({"stock": [FILL] * 5, "hand": [FILL], "build": [{"card": "SAFE Report", "cc": 0}]},
             {"stock": [FILL] * 3 + ["Support - Tactics"] * 3, "hand": [ATLAS, AMBUSH]}, phase="deploy")
    hand = tuple(s.zones["hand1"])
    do(s, ("reveal", cid(s, "SAFE Report", "build0")))
    del s.counters["secret0:known"]
    dealt = [R.determinize(s, 0, seed) for seed in range(20)]
    assert any([w.card_types[c] for c in hand] != [s.card_types[c] for c in hand] for w in dealt)


def _watch(choice):
    s = game({"stock": [FILL] * 3 + [ATLAS, "Support - Tactics"], "hand": [FILL],
              "build": [{"card": "Report from the Watch", "cc": 3}]},
             {"stock": [FILL] * 5}, phase="deploy")
    top = tuple(s.zones["stock0"][-5:])
    do(s, ("reveal", cid(s, "Report from the Watch", "build0")), ("stockpile", 0), (choice,))
    return s, top


def test_t721_the_top_of_a_stockpile_looked_at_is_kept_until_it_is_shuffled():
    s, top = _watch("return in order")
    while s.decision.prompt.startswith("Report from the Watch"):
        do(s, s.decision.options[0])
    assert set(top) <= set(R.observe(s, 0)["counters"]["secret0:known"])
    worlds = [R.determinize(s, 0, seed) for seed in range(20)]
    assert all([w.card_types[c] for c in s.zones["stock0"]] == [s.card_types[c] for c in s.zones["stock0"]]
               for w in worlds)   # all five cards of the Stockpile were seen: nothing to re-deal
    s, top = _watch("shuffle")
    assert "secret0:known" not in s.counters   # shuffled: nobody knows where those cards lie


def test_t721_a_card_restocked_from_the_hand_is_known_to_its_owner():
    s = game({"stock": [FILL] * 5, "hand": [ATLAS], "post": ["Support - Logistics"]},
             {"stock": [FILL] * 5}, phase="end")
    atlas = cid(s, ATLAS, "hand0")
    do(s, ("restock", atlas))
    assert s.zones["stock0"][0] == atlas and R.observe(s, 0)["counters"]["secret0:known"] == (atlas,)
    assert all(R.determinize(s, 0, seed).card_types[atlas] == s.card_types[atlas] for seed in range(10))
    assert any(R.determinize(s, 1, seed).card_types[atlas] != s.card_types[atlas] for seed in range(10))


@pytest.mark.parametrize("seed", (0, 2, 4))   # seeds whose games show hidden cards (checked > 0)
def test_t721_random_games_keep_every_known_card_in_each_determinization(seed):
    """Random games of random base-set decks: every card a seat knows keeps what it is in that seat's worlds, and
    neither seat's observation shows a card id from the other's knowledge or draws."""
    import random
    config = {"decks": [R.deck_option(f"random:{seed}"), R.deck_option(f"random:{seed + 31}")]}
    state = R.new_game(seed, config)
    pick = random.Random(seed)
    checked = 0
    for step in range(400):
        if state.decision is None:
            break
        for viewer in (0, 1):
            knows = state.counters.get(f"secret{viewer}:known", ())
            other = R.determinize(state, viewer, seed * 1000 + step)
            assert [other.card_types[c] for c in knows] == [state.card_types[c] for c in knows]
            checked += len(knows)
            assert not any(k.startswith(f"secret{1 - viewer}") for k in R.observe(state, viewer)["counters"])
        R.apply(state, pick.choice(state.decision.options))
    assert step > 50 and checked > 0


@pytest.mark.parametrize("auto", (True, False))
def test_t722_the_terminal_auto_pass_answers_a_window_the_human_holds_nothing_for(auto):
    import io

    from rich.console import Console

    from mechdeck.agents import make_agent
    from mechdeck.interfaces.terminal import TerminalGame
    for s, holds in zip(_mission_worlds(), (True, False)):
        do(s, ("mission",), ("add", s.zones["patrol0"][0]), ("target", "stock"))
        before = len(s.history)
        asked = []
        game = TerminalGame(R, s, 1, make_agent("heuristic", 1), Console(file=io.StringIO()),
                            read=lambda prompt: asked.append(s.decision.prompt) or "q", confirm=lambda q: True)
        game.session.auto_pass = auto   # the setting lives in the session both terminal modes share
        assert game.run() is False
        passed = auto and not holds
        assert (s.history[before:before + 1] == [("pass",)]) is passed
        assert (asked[0] == "a mission was declared: reveal a card?") is not passed

"""Audit: what each player may see (rules.observe, public_counters, determinize, labels, the log)."""
from __future__ import annotations

import random
import re

import pytest
from tcg_support import FILL, R, cid, do, game, private, public

ATLAS = "Atlas (AS7-D)"
ALARM = "Perimeter Alarm"


def _alarm_ready(phase="deploy"):
    """P1 has Perimeter Alarm paid for and a face-down Atlas under construction."""
    return game({"stock": [FILL] * 5, "build": [{"card": ALARM, "cc": 8}, {"card": ATLAS, "cc": 1}]},
                {"stock": [FILL] * 5}, phase=phase)


def test_t690_a_revealed_enhancement_is_face_up_while_its_site_is_chosen():
    s = _alarm_ready()
    alarm, atlas = cid(s, ALARM, "build0"), cid(s, ATLAS, "build0")
    do(s, ("reveal", alarm))
    assert ("on", atlas) in s.decision.options
    assert f"P1 reveals {ALARM}" in public(s)
    view = R.observe(s, 1)
    assert view["zones"]["build0"][s.zones["build0"].index(alarm)] == ALARM
    other = R.determinize(s, 1, 5)
    assert other.card_types[alarm] == s.card_types[alarm]   # a revealed card is not re-dealt


def test_t690_an_enhancement_put_on_a_face_down_card_does_not_name_it():
    s = _alarm_ready()
    alarm, atlas = cid(s, ALARM, "build0"), cid(s, ATLAS, "build0")
    do(s, ("reveal", alarm), ("on", atlas))
    assert s.counters[f"on:{alarm}"] == atlas
    assert not any(ATLAS in line for line in public(s))
    assert f"{ALARM} goes on P1's face-down card under construction" in public(s)


def test_t690_an_enhancement_moved_to_a_face_down_card_does_not_name_it():
    s = game({"stock": [FILL] * 5, "post": [{"card": "Support - Tactics", "enhancements": ["Combat Engineers"]}],
              "build": [{"card": ATLAS, "cc": 1}]}, {"stock": [FILL] * 5}, phase="deploy")
    engineers, atlas = cid(s, "Combat Engineers", "attached0"), cid(s, ATLAS, "build0")
    do(s, ("move enhancement", engineers, atlas))
    assert s.counters[f"on:{engineers}"] == atlas
    assert not any(ATLAS in line for line in public(s))
    assert "P1 moves Combat Engineers to P1's face-down card under construction" in public(s)


def test_t690_face_down_cards_under_construction_are_named_by_their_place_never_by_id():
    """Ids are no words of the game (the table shows no ids): a face-down card is its controller's n-th face-down
    card under construction, in the order the table shows them; a lone one has no rank."""
    from mechdeck.games.battletech_tcg.board import face_down_place
    s = game({"stock": [FILL] * 5, "build": [{"card": ATLAS, "cc": 1}, "Jenner (JR7-D)"]}, {"stock": [FILL] * 5},
             phase="deploy")
    atlas, jenner = cid(s, ATLAS, "build0"), cid(s, "Jenner (JR7-D)", "build0")
    assert face_down_place(s, atlas) == "P1's 1st face-down card under construction"
    assert face_down_place(s, jenner) == "P1's 2nd face-down card under construction"
    world, pick = R.new_game(11, {}), random.Random(11)
    for _ in range(600):
        if world.decision is None:
            break
        R.apply(world, pick.choice(world.decision.options))
    lines = [text for _, text in world.log]
    assert any("face down" in text for text in lines) and not [t for t in lines if re.search(r"#\d", t)]


def test_t691_a_subterfuge_card_waiting_for_isf_is_face_up_and_not_re_dealt():
    s = game({"stock": [FILL] * 5, "build": [{"card": "SAFE Report", "cc": 0}]},
             {"stock": [FILL] * 5, "hand": [ATLAS], "build": [{"card": "ISF Counterespionage", "cc": 0}]},
             phase="deploy")
    safe = cid(s, "SAFE Report", "build0")
    do(s, ("reveal", safe))
    assert s.decision.player == 1 and ("let it be",) in s.decision.options
    assert "P1 reveals SAFE Report" in public(s)
    assert R.observe(s, 1)["zones"]["build0"] == ["SAFE Report"]
    for seed in range(10):
        assert R.determinize(s, 1, seed).card_types[safe] == s.card_types[safe]
    do(s, ("let it be",))
    assert f"P2's hand: {ATLAS}" in private(s, 0)
    assert not any(ATLAS in line for line in public(s) + private(s, 1))


# -- random games with random decks of the whole base set -------------------------------------------------------------
NAMES = sorted({R.card_name(t) for t in range(len(R.cards))}, key=len, reverse=True)
NAME_PATTERN = re.compile("|".join(re.escape(n) for n in NAMES))
SHOWING = (" reveals ", " plays ", " shows ")   # lines that show a card to both players


def _names_in(text: str) -> set[str]:
    return set(NAME_PATTERN.findall(text))


def _leaks(seed: int, steps: int) -> list[str]:
    """Play a random game with random base-set decks; every few steps compare each seat's observation with that of a
    determinization, and after every action check that the public log names only cards both players have seen, and
    that each option label and prompt names only cards its decider has seen (Master Spy's choices name the titles of
    the searcher's own Stockpile)."""
    config = {"decks": [R.deck_option(f"random:{seed}"), R.deck_option(f"random:{seed + 7919}")]}
    state = R.new_game(seed, config)
    pick = random.Random(seed)
    known = [set(), set()]
    shown: set[str] = set()
    problems = []

    def learn():
        for v in (0, 1):
            known[v].update(R.card_name(state.card_types[c]) for c in range(len(state.card_types))
                            if R.seen(state, c, v))
    learn()
    for step in range(steps):
        d = state.decision
        if d is None:
            break
        if step % 3 == 0:
            for seat in (0, 1):
                if R.observe(R.determinize(state, seat, seed + step), seat) != R.observe(state, seat):
                    problems.append(f"step {step}: P{seat + 1}'s observation changes when hidden cards are re-dealt")
        mine = known[d.player] | shown
        for text in [d.prompt] + [R.action_label(state, o, d.player) for o in d.options if o[0] != "retrieve"]:
            problems += [f"P{d.player + 1} is shown {n!r}: {text}" for n in _names_in(text) - mine]
        before = len(state.log)
        R.apply(state, pick.choice(d.options))
        learn()
        for viewer, text in state.log[before:]:
            if viewer != -1:   # what a player is shown alone (a hand, the top of a Stockpile)
                known[viewer].update(_names_in(text))
            elif any(w in text for w in SHOWING):
                shown.update(_names_in(text))
            else:
                problems += [f"everyone is told {n!r}: {text}" for n in _names_in(text) - (known[0] & known[1]) - shown]
    return problems


@pytest.mark.parametrize("seed", range(6))
def test_t692_random_base_set_games_show_each_player_only_what_they_may_see(seed):
    assert _leaks(seed, 500) == []


# -- hidden numbers: Shady Business, Steal 'Mech ----------------------------------------------------------------------
def test_t693_shady_business_hidden_number_is_hidden_and_re_drawn_for_the_guesser():
    s = game({"stock": [FILL] * 12, "build": [{"card": "Shady Business", "cc": 12}]}, {"stock": [FILL] * 12},
             phase="deploy")
    do(s, ("reveal", cid(s, "Shady Business", "build0")), ("hide", 7))
    assert s.decision.player == 1 and ("guess", 7) in s.decision.options
    assert not any("7" in line for line in public(s)[-2:])
    view = R.observe(s, 1)
    assert not any(key.startswith("secret0") for key in view["counters"])
    assert R.observe(s, 0)["counters"]["secret0:shady"] == 7
    worlds = [R.determinize(s, 1, seed) for seed in range(30)]
    assert all(R.observe(w, 1) == view for w in worlds)
    hidden = {w.counters["secret0:shady"] for w in worlds}
    assert hidden <= set(range(10)) and len(hidden) > 1   # the guesser's worlds do not all hold the real number
    assert all(R.determinize(s, 0, seed).counters["secret0:shady"] == 7 for seed in range(5))


def test_t693_steal_mech_hidden_number_is_re_drawn_for_the_defender():
    s = game({"stock": [FILL] * 12, "build": [{"card": "Steal 'Mech", "cc": 10}]},
             {"stock": [FILL] * 12, "patrol": [ATLAS]}, phase="deploy")
    do(s, ("reveal", cid(s, "Steal 'Mech", "build0")), ("hide", 4))   # (the only 'Mech is chosen)
    assert s.decision.player == 1
    assert not any(key.startswith("secret0") for key in R.observe(s, 1)["counters"])
    hidden = {R.determinize(s, 1, seed).counters["secret0:steal"] for seed in range(30)}
    assert hidden <= set(range(len(s.zones["stock0"]) + 1)) and len(hidden) > 1


SEARCHED = ["Atlas (AS7-D)", "Contract with Gray Death Legion", "Kell Hound Pilot", "Dragon (DRG-1N)", FILL, FILL]


def _search_options(stock: list, search) -> tuple:
    s = game({"stock": stock, "post": ["Master Spy", "Mercenary Commission Contacts", FILL],
              "build": [{"card": "Task Force Serpent", "cc": 11}]}, {"stock": [FILL] * 10}, phase="deploy")
    search(s)
    return s.decision.options


@pytest.mark.parametrize("search", [
    lambda s: do(s, ("use", cid(s, "Mercenary Commission Contacts", "post0"), "search")),
    lambda s: do(s, ("reveal", cid(s, "Task Force Serpent", "build0"))),
], ids=["search_stockpile", "stockpile_search"])
def test_t1335_a_stockpile_search_offers_the_same_titles_in_the_same_order_wherever_the_cards_lie(search):
    found = _search_options(SEARCHED, search)
    assert [o for o in found if len(o) == 2] == sorted(o for o in found if len(o) == 2) and len(found) >= 2
    assert all(_search_options(random.Random(seed).sample(SEARCHED, len(SEARCHED)), search) == found
               for seed in range(6))


def test_t1335_master_spy_offers_the_titles_in_title_order_wherever_the_cards_lie():
    def spy(stock):
        s = game({"stock": stock, "post": ["Master Spy", FILL]}, {"stock": [FILL] * 10}, active=1, phase="end")
        do(s, ("use", cid(s, "Master Spy", "post0"), "search"), ("tap", cid(s, FILL, "post0")))
        return s.decision.options
    found = spy(SEARCHED)
    assert found == tuple(("retrieve", t) for t in sorted(set(SEARCHED)))
    assert all(spy(random.Random(seed).sample(SEARCHED, len(SEARCHED))) == found for seed in range(6))

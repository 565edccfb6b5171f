"""The presentation contract (kernel/presentation.py) of every card game and the generic terminal renderer drawn from
it: secrecy (positions that differ only in cards a seat may not see present identically to that seat, and a leaking
presenter is caught), options with labels and the rule set's targets, and the terminal drawing random games of
each rule set to a recorded Rich console."""
from __future__ import annotations

import json
import random

import pytest
from rich.console import Console

import mechdeck  # noqa: F401  (registers the rule sets)
from mechdeck.agents import make_agent
from mechdeck.kernel import FACE, HIDDEN, OWNER, TOP, get_rules
from mechdeck.kernel import presentation as kernel_presentation
from mechdeck.kernel.presentation import catalogue, present
from mechdeck.interfaces import terminal

RULE_SETS = ("domination-v2.2", "domination-v4", "battletech-tcg")


def random_positions(rules_id: str, games: int, every: int, limit: int = 400):
    """(rules, state) at every ``every``-th decision of random games, seeds fixed."""
    rules = get_rules(rules_id)
    for seed in range(games):
        state = rules.new_game(seed)
        agent = make_agent("random", seed)
        steps = 0
        while state.decision is not None and steps < limit:
            if steps % every == 0:
                yield rules, state.clone()
            rules.apply(state, tuple(agent.act(rules, state.clone())))
            steps += 1
        yield rules, state


def hidden_cards(rules, state, viewer: int) -> list[int]:
    """Cards the viewer may not see, by the zones' visibility (not by the presenter under test)."""
    out = []
    for zone, cards in state.zones.items():
        kind, owner = rules.zone_visibility(zone)
        if kind == HIDDEN or (kind == OWNER and owner != viewer):
            out += cards
        elif kind == TOP and owner != viewer:
            out += cards[:-1]
        elif kind == FACE and owner != viewer:
            out += [c for c in cards if rules.face_down(state, c)]
    return out


def swapped(state, a: int, b: int):
    """The same position with what cards a and b are exchanged."""
    other = state.clone()
    types = list(other.card_types)
    types[a], types[b] = types[b], types[a]
    other.card_types = tuple(types)
    return other


def secrecy_pairs(rules_id: str, games: int = 3, every: int = 7):
    """(rules, viewer, state, a twin differing only in two hidden cards of different types), in unfinished games
    (the final count reveals every deck)."""
    rng = random.Random(rules_id)
    for rules, state in random_positions(rules_id, games, every):
        if state.decision is None:
            continue
        for viewer in range(rules.seat_count(state)):
            hidden = hidden_cards(rules, state, viewer)
            # each side's cards stay its own, as in the conformance oracle's swaps (a side picked first, then two of
            # its cards): what a deck holds is public (every card enters and leaves it in view), so a seat may be
            # shown a count of it (v4's score)
            owner = {c: rules.zone_visibility(zone)[1] for zone, cards in state.zones.items() for c in cards}
            sides = sorted({owner[c] for c in hidden})
            side = rng.choice(sides) if sides else None
            pairs = [(a, b) for a in hidden for b in hidden if owner[a] == owner[b] == side
                     and state.card_types[a] != state.card_types[b]]
            if pairs:
                a, b = rng.choice(pairs)
                yield rules, viewer, state, swapped(state, a, b)


@pytest.mark.parametrize("rules_id", RULE_SETS)
def test_hidden_cards_do_not_change_what_a_seat_is_shown(rules_id):
    checked = 0
    for rules, viewer, state, twin in secrecy_pairs(rules_id):
        assert json.dumps(present(rules, state, viewer)) == json.dumps(present(rules, twin, viewer))
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("rules_id", RULE_SETS)
def test_a_leaking_presenter_is_caught(rules_id, monkeypatch):
    """The secrecy test can fail: a presenter that shows every zone in order gives the twins away."""
    monkeypatch.setattr(kernel_presentation, "_sees",
                        lambda rules, state, zone, viewer: (*rules.zone_visibility(zone), True))
    assert any(json.dumps(present(rules, state, viewer)) != json.dumps(present(rules, twin, viewer))
               for rules, viewer, state, twin in secrecy_pairs(rules_id, games=1))


@pytest.mark.parametrize("rules_id", RULE_SETS)
def test_options_have_labels_and_the_rule_sets_targets_for_the_decider_only(rules_id):
    for rules, state in random_positions(rules_id, 2, 5):
        for viewer in range(rules.seat_count(state)):
            view = present(rules, state, viewer)
            decision = view["decision"]
            if state.decision is None:
                assert decision is None and view["outcome"]["score_label"]
                assert len(view["outcome"]["ranks"]) == rules.seat_count(state)
                continue
            if viewer != state.decision.player:
                assert decision["options"] == [] and decision["prompt"] == f"waiting for P{state.decision.player + 1}"
                assert "kind" not in decision
                continue
            assert decision["kind"] == state.decision.kind and decision["prompt"] == state.decision.prompt
            assert [tuple(o["action"]) for o in decision["options"]] == list(state.decision.options)
            for option in decision["options"]:
                assert isinstance(option["label"], str) and option["label"]
                action = tuple(option["action"])
                assert option["targets"] == [list(t) for t in rules.option_targets(state, action)]


def test_targets_given_by_a_rule_set_reach_the_options_and_the_terminal(monkeypatch):
    """Targets come from ``rules.option_targets``; a ("type", name) target shows that card's cost and text."""
    rules = get_rules("domination-v2.2")
    state = rules.new_game(3, {"supply": "first-game"})
    while not any(o[0] == "buy" for o in state.decision.options):
        rules.apply(state, state.decision.options[0])
    monkeypatch.setattr(type(rules), "option_targets",
                        lambda self, state, action: (("type", action[1]),) if action[0] == "buy" else ())
    view = present(rules, state, state.decision.player)
    buys = [o for o in view["decision"]["options"] if o["action"][0] == "buy"]
    assert buys and all(o["targets"] == [["type", o["action"][1]]] for o in buys)
    console = Console(record=True, width=200)
    screen = terminal.Screen(view, {0: "you", 1: "bot"}, catalogue(rules)["gallery"])
    for line in screen.options():
        console.print(line)
    text = console.export_text()
    card = catalogue(rules)["gallery"][buys[0]["action"][1]]
    assert f"(cost {card['cost']}" in text


def test_catalogue_has_setup_schema_gallery_and_seats():
    for rules_id in RULE_SETS:
        rules = get_rules(rules_id)
        cat = catalogue(rules)
        assert cat["players"] == {"min": rules.min_players, "max": rules.max_players}
        assert {o["name"] for o in cat["setup"]} >= {"first_player"}
        assert len(cat["gallery"]) >= len({c.name for c in rules.cards}) > 50
        assert "how_to_play" in cat
        json.dumps(cat)


def draw(rules, state, viewer: int) -> str:
    view = present(rules, state, viewer)
    screen = terminal.Screen(view, {p: f"seat{p + 1}" for p in range(view["seats"])}, catalogue(rules)["gallery"])
    console = Console(record=True, width=80)
    console.print(screen.heading())
    for block in screen.board(viewer):
        console.print(block)
    if view["decision"] is not None and view["decision"]["options"]:
        for line in screen.options():
            console.print(line)
    console.print(screen.cards_table())
    return console.export_text()


@pytest.mark.parametrize("rules_id, table", [("domination-v2.2", "Deployment zones"),
                                             ("domination-v4", "Deployment zones"),
                                             ("battletech-tcg", "The table")])
def test_the_terminal_draws_random_games_of_every_rule_set(rules_id, table):
    for rules, state in random_positions(rules_id, 2, 11):
        for viewer in range(rules.seat_count(state)):
            text = draw(rules, state, viewer)
            assert table in text and "P1 (seat1)" in text and "P2 (seat2)" in text
            if state.decision is not None and state.decision.player == viewer:
                assert state.decision.prompt.split()[0] in text and "  1. " in text
            assert "Supply" in text if rules_id != "battletech-tcg" else "Stockpile" in text


@pytest.mark.parametrize("rules_id, words", [
    ("domination-v2.2", ("Deployment zones", "Supply", "Your hand:", "Scrapheap", "Industry", "Final score",
                         "Cards in deck", "Units (tie-break)")),
    ("domination-v4", ("Deployment zones", "Supply", "Overrun piles", "Your hand:", "Final score",
                       "Score (LosTech - Overrun)")),
    ("battletech-tcg", ("The table", "Command Post", "Patrol", "Under Construction", "Your hand:", "Stockpile")),
])
def test_play_game_one_human_seat_against_a_bot(rules_id, words):
    rules = get_rules(rules_id)
    state = rules.new_game(5)
    console = Console(record=True, width=80)
    rng = random.Random(5)
    reads = []

    def read(prompt):   # random legal numbers; the TCG game is quit after 150 decisions
        reads.append(prompt)
        if rules_id == "battletech-tcg" and len(reads) > 150:
            return "q"
        return str(rng.randint(1, int(prompt.split("-")[1].split(",")[0])))

    finished = terminal.play_game(rules, state, [None, make_agent("random", 1)], ["you", "random bot"], console,
                                  read=read, confirm=lambda question: True)
    text = console.export_text()
    assert finished == (rules_id != "battletech-tcg")
    for word in words:
        assert word in text
    assert "P1 (you)" in text and "P2 (random bot)" in text


def test_play_game_refuses_seats_that_do_not_fit():
    rules = get_rules("domination-v2.2")
    bot = make_agent("random", 1)
    for seats, names, words in (([None, bot, bot], ["a", "b", "c"], "2 seats"),
                                ([bot, bot], ["a", "b"], "not 0"),
                                ([None, None], ["a", "b"], "not 2")):
        with pytest.raises(terminal.TerminalError, match=words):
            terminal.play_game(rules, rules.new_game(1), seats, names, Console(record=True))


def test_a_panel_without_a_widget_is_drawn_as_lines():
    area = {"id": "x", "kind": "panel", "title": "Weather", "owner": -1, "section": "shared", "widget": "none",
            "data": {"wind": 3}}
    view = {"areas": [area], "counters": [], "seats": 0, "status": {}, "decision": None}
    console = Console(record=True, width=80)
    for block in terminal.Screen(view, {}, {}).shared_lines():
        console.print(block)
    text = console.export_text()
    assert "Weather:" in text and "wind: 3" in text


# -- the line terminal's session: undo, confirmations, notes, how to play, the last move --------------------------
def line_game(rules_id: str, seed: int, reads: list[str], questions: list[str], answers=None):
    """A line-terminal game whose input is ``reads`` (then quit) and whose confirmations are recorded."""
    rules = get_rules(rules_id)
    console = Console(record=True, width=100)
    queue = list(reads)
    answers = list(answers or [])

    def read(prompt):
        return queue.pop(0) if queue else "q"

    def confirm(question):
        questions.append(question)
        return answers.pop(0) if answers else True

    game = terminal.HumanGame(rules, rules.new_game(seed), [None, make_agent("heuristic", 1)], ["you", "bot"],
                              console, read=read, confirm=confirm)
    return game, console


def to_buy_phase_with_resources(session) -> None:
    """Play on, ending each Action phase, until the human may play Resources in a Buy phase."""
    while not (session.humans_turn() and any(o[0] == "play all" for o in session.state.decision.options)):
        if session.humans_turn():
            options = session.state.decision.options
            session.apply(next((o for o in options if o[0] == "end"), options[0]))
        session.advance()


def test_undo_in_the_line_terminal_takes_back_what_revealed_nothing():
    questions: list[str] = []
    game, console = line_game("domination-v2.2", 4, ["play all", "u"], questions)
    to_buy_phase_with_resources(game.session)
    position = len(game.state.history)
    labels = [o["label"] for o in game.session.view()["decision"]["options"]]
    assert game.run() is False
    text = console.export_text()
    assert "Undone: back to your earlier decision (1 move taken back)." in text
    assert len(game.state.history) == position
    assert [o["label"] for o in game.session.view()["decision"]["options"]] == labels
    fresh, console = line_game("battletech-tcg", 4, ["u"], questions)
    fresh.run()
    assert "Nothing to undo: something new was shown to you" in console.export_text()


def test_ending_a_buy_phase_with_buys_left_asks_first():
    questions: list[str] = []
    game, console = line_game("domination-v2.2", 4, ["end", "end"], questions, answers=[False, True, True])
    to_buy_phase_with_resources(game.session)
    position = len(game.state.history)
    game.run()
    assert questions[0].startswith("end? Left unused: 1 buy") and "Resources in hand" in questions[0]
    assert questions[1] == questions[0] and questions[2] == "Quit this game?"
    assert len(game.state.history) > position   # the second "end" was confirmed and played


def test_notes_how_to_play_and_the_last_move_are_shown(monkeypatch):
    rules = get_rules("domination-v2.2")
    presenter = kernel_presentation.presenter_for(rules)
    monkeypatch.setattr(type(presenter), "decision_notes",
                        lambda self, state, viewer: ["No Unit in hand: nothing to deploy"], raising=False)
    questions: list[str] = []
    game, console = line_game("domination-v2.2", 5, ["how"] + ["1."] * 12, questions)
    game.run()
    text = console.export_text()
    assert "No Unit in hand: nothing to deploy" in text
    primer = catalogue(rules)["how_to_play"]
    assert (primer and primer.split("\n")[0].lstrip("# ").strip() in text) or "no how-to-play text" in text
    assert "Changed since your last decision:" in text


def test_changed_items_names_what_moved_between_two_looks():
    rules = get_rules("domination-v2.2")
    state = rules.new_game(2)
    before = terminal.Screen(present(rules, state, 0), {}, catalogue(rules)["gallery"])
    assert terminal.changed_items(None, before) == {}
    assert terminal.changed_items(before, before) == {}
    while state.decision.player == 0 or not state.log or len(state.log) < 8:
        rules.apply(state, state.decision.options[-1])
    after = terminal.Screen(present(rules, state, 0), {}, catalogue(rules)["gallery"])
    changed = terminal.changed_items(before, after)
    assert changed and all(items for items in changed.values())
    for area_id, items in changed.items():
        area = next(a for a in after.areas if a["id"] == area_id)
        assert items <= set(terminal.area_items(after, area))


def test_watch_pauses_after_each_move_that_shows_something():
    rules = get_rules("domination-v2.2")
    state = rules.new_game(3)
    pauses = []
    terminal.watch(rules, state, [make_agent("random", 1), make_agent("random", 2)], ["a", "b"],
                   Console(record=True, width=80), pause=lambda: pauses.append(len(state.log)))
    assert state.decision is None and len(pauses) > 20
    assert pauses == sorted(pauses) and len(set(pauses)) == len(pauses)   # once a move, after new lines only

"""The full-screen terminal app (Textual, interfaces/tui/), driven by Textual's pilot at 80x24: a whole game of every
rule set played through the app by pressing keys against bots, with the decision pane, the prompt and the chosen
option on screen at every decision; the final result; options typed as text; undo; the confirmation before ending
with resources unused; a card's full text and the how-to-play page; the last move highlighted; bots watched by key
and at a pace."""
from __future__ import annotations

import asyncio
import html
import random
import re

import pytest
from textual.geometry import Region

import mechdeck  # noqa: F401  (registers the rule sets)
from mechdeck.agents import make_agent
from mechdeck.interfaces.terminal import Session, seat_label
from mechdeck.interfaces.tui.app import ConfirmScreen, GameApp, TextScreen, WatchApp
from mechdeck.kernel import get_rules

SIZE = (80, 24)
RULE_SETS = ("domination-v2.2", "domination-v4", "battletech-tcg", "war-rig")


def screen_text(app) -> str:
    """The characters on the screen now (from the app's SVG screenshot), spaces squeezed."""
    svg = app.export_screenshot()
    body = svg[svg.index("<g class=\"terminal"):] if "<g class=\"terminal" in svg else svg
    text = html.unescape(" ".join(re.findall(r">([^<>]*)</text>", body)))
    return " ".join(text.split())


def on_screen(app, selector: str) -> Region:
    """The widget's region, checked to lie whole and non-empty inside the 80x24 screen."""
    widget = app.query_one(selector)
    region = widget.region
    assert widget.display and region.height > 0 and region.width > 0, selector
    assert Region(0, 0, *SIZE).contains_region(region), (selector, region)
    return region


def check_decision_visible(app) -> None:
    """The decision pane, the prompt, the options and the highlighted option are all on screen."""
    for selector in ("#status", "#decision", "#prompt-box", "#options", "#typed", "Footer"):
        on_screen(app, selector)
    options = app.query_one("#options")
    assert options.option_count == len(app.view["decision"]["options"]) and options.highlighted is not None
    line = options.highlighted - options.scroll_offset.y   # one line per option at least: the cursor is in view
    assert options.scroll_offset.y <= options.highlighted and line < options.scrollable_content_region.height
    prompt = app.query_one("#prompt").content   # the pane shows the decision's own prompt (a screenshot is slow)
    assert prompt.plain.startswith(app.view["decision"]["prompt"])
    # The status line names whose turn it is, which in set-up or a reaction is not the seat deciding: never "to move"
    status, active = str(app.query_one("#status").content), app.view["status"].get("active")
    assert "to move" not in status
    if active is not None:
        assert f"{seat_label(active, app.labels)}'s turn" in status


def new_session(rules_id: str, seed: int, bot: str = "heuristic") -> Session:
    rules = get_rules(rules_id)
    state = rules.new_game(seed)
    seats = [None] + [make_agent(bot, seed + p) for p in range(1, rules.seat_count(state))]
    names = ["you"] + [f"{bot} bot"] * (len(seats) - 1)
    return Session(rules, state, seats, names)


def run_app(app, script, size=SIZE):
    """Run ``script(pilot)`` (a coroutine function) against the app at 80x24, once the bots' first moves are made."""
    async def main():
        async with app.run_test(size=size) as pilot:
            await settle(app, pilot)
            await script(pilot)
    asyncio.run(main())


async def settle(app, pilot) -> None:
    """Wait for the bots' moves (a worker thread) and the screen."""
    await app.workers.wait_for_complete()
    await pilot.pause()


async def press(app, pilot, *keys: str) -> None:
    await pilot.press(*keys)
    await settle(app, pilot)


@pytest.mark.parametrize("rules_id", RULE_SETS)
def test_a_whole_game_of_every_rule_set_played_by_keys_at_80x24(rules_id):
    session = new_session(rules_id, 3)
    app = GameApp(session)
    rng = random.Random(rules_id)
    decisions = []

    async def script(pilot):
        while not session.over:
            assert len(decisions) < 400, "the game should have ended"
            if isinstance(app.screen, ConfirmScreen):   # ending with something unused: yes
                await press(app, pilot, "y")
                continue
            check_decision_visible(app)
            n = len(app.view["decision"]["options"])
            k = rng.randrange(n)
            keys = ["down"] * k if k < 3 else ["end"] + ["up"] * rng.randrange(2)
            before = len(session.state.history)
            await press(app, pilot, *keys, "enter")
            decisions.append(n)
            assert len(session.state.history) > before or isinstance(app.screen, ConfirmScreen)
        await pilot.pause()
        text = screen_text(app)
        outcome = app.view["outcome"]
        assert "Game over" in text and outcome["reason"].split()[0] in text
        assert ("wins" in text or "draw" in text or "share first place" in text)
        on_screen(app, "#prompt-box")
        await press(app, pilot, "q")
    run_app(app, script)
    assert session.over and app.result is True and len(decisions) > 5


def test_typed_text_chooses_an_option_and_a_bad_one_changes_nothing():
    session = new_session("domination-v2.2", 3)
    app = GameApp(session)

    async def script(pilot):
        labels = [o["label"] for o in app.view["decision"]["options"]]
        before = len(session.state.history)
        await press(app, pilot, "slash", *"zzz", "enter")
        assert len(session.state.history) == before and app.query_one("#typed").has_focus
        assert "'zzz' is not an option" in screen_text(app)
        await press(app, pilot, "escape")
        assert app.query_one("#options").has_focus
        await press(app, pilot, "slash", *labels[-1].upper(), "enter")   # the last option by its whole text
        await pilot.pause()
        assert len(session.state.history) > before
    run_app(app, script)


def buy_phase(session: Session) -> None:
    """Play on (ending each Action phase) until the human is in a Buy phase with buys left and Resources to play."""
    while not (session.humans_turn() and session.state.counters.get("phase") == "buy"
               and any(o[0] == "play all" for o in session.state.decision.options)):
        if session.humans_turn():
            options = session.state.decision.options
            session.apply(next((o for o in options if o[0] == "end"), options[0]))
        session.advance()


def test_ending_with_buys_left_asks_first_and_undo_takes_back_playing_resources():
    session = new_session("domination-v2.2", 4)
    session.advance()
    buy_phase(session)
    app = GameApp(session)

    async def script(pilot):
        options = app.view["decision"]["options"]
        end = next(i for i, o in enumerate(options) if o["action"] == ["end"])
        position = len(session.state.history)
        await press(app, pilot, "end")
        assert options[end]["unspent"] and "unused)" in screen_text(app)   # the option says so in the list
        await press(app, pilot, "enter")
        assert isinstance(app.screen, ConfirmScreen) and "Left unused" in screen_text(app)
        await press(app, pilot, "n")
        assert len(session.state.history) == position and not isinstance(app.screen, ConfirmScreen)
        play_all = next(i for i, o in enumerate(options) if o["action"] == ["play all"])
        await press(app, pilot, "home", *["down"] * play_all, "enter")
        await pilot.pause()
        assert len(session.state.history) == position + 1 and session.can_undo()   # playing Resources: nothing new
        await press(app, pilot, "u")
        await pilot.pause()
        assert len(session.state.history) == position
        assert [o["label"] for o in app.view["decision"]["options"]] == [o["label"] for o in options]
        assert "Undone" in screen_text(app)
    run_app(app, script)


def test_nothing_to_undo_is_said_and_changes_nothing():
    session = new_session("battletech-tcg", 2)
    app = GameApp(session)

    async def script(pilot):
        position = len(session.state.history)
        await press(app, pilot, "u")
        await pilot.pause()
        assert len(session.state.history) == position and "Nothing to undo" in screen_text(app)
    run_app(app, script)


def test_question_mark_shows_the_focused_cards_full_text_and_h_how_to_play():
    session = new_session("domination-v2.2", 5)
    app = GameApp(session)

    async def script(pilot):
        await press(app, pilot, "tab")   # from the options to the typing line, then the hand
        app.query_one("#hand").focus()
        await pilot.pause()
        name = app.hand_cards[app.query_one("#hand").highlighted]
        await press(app, pilot, "question_mark")
        assert isinstance(app.screen, TextScreen)
        card = app.gallery[name]
        text = screen_text(app)
        assert name in text and " ".join(card["text"].split())[:30] in text
        await press(app, pilot, "escape")
        assert not isinstance(app.screen, TextScreen)
        await press(app, pilot, "h")
        assert isinstance(app.screen, TextScreen) and "How to play" in screen_text(app)
        await press(app, pilot, "escape")
    run_app(app, script)


def test_the_other_seats_moves_are_highlighted():
    """After the human's decision the bot plays: its log lines and the pieces that changed are marked."""
    session = new_session("domination-v2.2", 6)
    app = GameApp(session)
    from mechdeck.interfaces.terminal import changed_items

    async def script(pilot):
        for _ in range(30):
            if session.over:
                break
            if isinstance(app.screen, ConfirmScreen):
                await press(app, pilot, "y")
                continue
            await press(app, pilot, "end", "enter")
            if session.last_seen is not None and changed_items(session.last_seen, app.table):
                break
        changed = changed_items(session.last_seen, app.table)
        assert changed
        body = app.query_one("#log-body").content
        assert any(span.style == "yellow" for span in body.spans)   # the lines since the last decision
    run_app(app, script)


def test_watching_bots_steps_by_key_then_plays_on_at_a_pace():
    rules = get_rules("domination-v2.2")
    state = rules.new_game(7)
    app = WatchApp(rules, state, [make_agent("heuristic", 1), make_agent("random", 2)], ["a", "b"], 0.01)
    app.running = False

    async def script(pilot):
        history = len(state.history)
        await pilot.pause(0.1)
        assert len(state.history) == history and "paused" in screen_text(app)
        await pilot.press("space")
        assert len(state.history) > history
        await pilot.press("p")
        for _ in range(400):
            if state.decision is None:
                break
            await pilot.pause(0.05)
        assert state.decision is None
        await pilot.pause()
        assert "Game over" in screen_text(app)
        await pilot.press("q")
    run_app(app, script)


def test_a_mouse_click_on_an_option_chooses_it():
    session = new_session("domination-v2.2", 8)
    app = GameApp(session)

    async def script(pilot):
        options = app.view["decision"]["options"]
        position = len(session.state.history)
        await pilot.click("#options", offset=(6, len(options) - 1))   # the last option's line
        await settle(app, pilot)
        if isinstance(app.screen, ConfirmScreen):
            await press(app, pilot, "y")
        assert session.state.history[position] == tuple(options[-1]["action"])
    run_app(app, script)

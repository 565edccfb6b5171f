"""End to end in a real browser (Debian's chromium driven by Playwright), through the one generic page that draws
any rule set from its catalogue and presentations: a whole Domination game against a bot played by clicking, two
people in two browser contexts, the phone-sized layout, the BattleTech TCG through a mission (its widget), and Tiny
Skirmish, the tests' 3-seat board game, played to the end by two people and a bot with no change to the page."""
from __future__ import annotations

import json
import random
import time

import pytest

from support import RULES, need_browser, new_page, server_and_browser

GAME_TIMEOUT = 150  # seconds for a whole game by clicking


@pytest.fixture(scope="module")
def browser_env(tmp_path_factory):
    yield from server_and_browser(tmp_path_factory.mktemp("browser"))


def position(page) -> str:
    return page.get_attribute("#board", "data-position")


def click_and_wait(page, element) -> None:
    """Click a choice, then wait until the board shows a new position (or the game is over)."""
    before = position(page)
    element.click()
    page.wait_for_function("p => { const b = document.querySelector('#board');"
                           " return b && (b.dataset.position !== p || b.dataset.finished === '1'); }", arg=before,
                           timeout=15_000)


def test_a_whole_game_against_the_bot_by_clicking(browser_env):
    server, browser = browser_env
    page, errors = new_page(browser, server.base, viewport={"width": 1280, "height": 860})
    page.check("input[name=supply][value=first-game]")
    page.select_option("#seat-1", "heuristic")
    page.fill("#seed", "42")
    page.click("#create")
    page.wait_for_selector("#board")
    # the board: my hand, both deployment zones with Attack/Defense counters, the Supply with costs and counts, the
    # active seat's actions, the log
    assert page.locator("#hand .card").count() >= 5
    assert page.locator(".player [data-counter^=attack]").count() == 2
    assert page.locator(".player .region[data-area^=units]").count() == 2
    assert page.locator(".supply .card").count() == 16
    assert page.locator(".player.active [data-counter=actions]").count() == 1
    assert page.locator("#log li").count() >= 2
    # a card's full text from the gallery on click (and the dialog closes again)
    page.locator(".supply .card[data-name='Uziel']").click()
    uziel = next(c for c in RULES.cards if c.name == "Uziel")
    assert "Uziel" in page.inner_text("#sheet") and uziel.text[:30] in page.inner_text("#sheet")
    page.keyboard.press("Escape")
    rnd = random.Random(1)
    deadline = time.monotonic() + GAME_TIMEOUT
    clicks = via_cards = 0
    while page.get_attribute("#board", "data-finished") != "1":
        assert time.monotonic() < deadline, "the game did not finish in time"
        page.wait_for_selector("#decision[data-mine='1'] .opt:not([disabled]), #board[data-finished='1']")
        if page.get_attribute("#board", "data-finished") == "1":
            break
        playable = page.locator("#hand .card.can")
        if playable.count() and rnd.random() < 0.5:
            playable.nth(rnd.randrange(playable.count())).click()
            page.wait_for_selector("#sheet .opt")
            choice = page.locator("#sheet .opt")
            click_and_wait(page, choice.nth(rnd.randrange(choice.count())))
            via_cards += 1
        else:
            buttons = page.locator("#decision .opt:not([disabled])")
            click_and_wait(page, buttons.nth(rnd.randrange(buttons.count())))
        clicks += 1
    final = page.wait_for_selector("#final")
    assert "Cards in deck" in final.inner_text() and "Units (tie-break)" in final.inner_text()
    assert "win" in final.inner_text() or "draw" in final.inner_text().lower() or "shared" in final.inner_text()
    assert page.locator("#final .scores tr[data-seat]").count() == 2
    # why it ended, in words, in the box and in the panel under the board, with the final scores
    reason = page.inner_text("#final-reason")
    assert reason.strip() and reason in page.inner_text("#decision.done")
    assert "Cards in deck" in page.inner_text("#decision.done")
    assert clicks >= 10 and via_cards >= 1
    # the replay: step back and forth, and see everything
    page.click("#final-replay")
    page.wait_for_selector("#replay-controls")
    assert page.inner_text("#replay-pos").startswith("0 /")
    page.click("#replay-forward")
    page.wait_for_function("() => document.querySelector('#replay-pos').textContent.startsWith('1 /')")
    page.click("#replay-back")
    page.wait_for_function("() => document.querySelector('#replay-pos').textContent.startsWith('0 /')")
    page.select_option("#replay-view", "all")
    page.wait_for_selector("#board[data-of=all]")
    assert page.locator(".player.opp .back").count() == 0
    assert page.locator(".player.opp [data-area=hand1] .card").count() == 5  # the bot's opening hand, revealed
    assert "top first" in page.inner_text(".player.opp").lower()   # and its deck, in order
    assert errors == []


def test_two_people_play_each_other_in_two_browsers(browser_env):
    server, browser = browser_env
    alice, errors_a = new_page(browser, server.base, viewport={"width": 1280, "height": 860})
    alice.select_option("#seat-1", "invite")
    assert alice.is_disabled("#seed")  # the server draws the seed of a game between people
    alice.click("#create")
    link = alice.wait_for_selector("#invite-link").get_attribute("value")
    assert "#/join/" in link
    bob, errors_b = new_page(browser, server.base, viewport={"width": 390, "height": 844}, is_mobile=True,
                             has_touch=True)
    bob.goto(link)
    bob.wait_for_selector("#board")
    alice.wait_for_selector("#invite-link", state="detached")  # Alice sees that Bob joined
    pages = [alice, bob]
    rnd = random.Random(4)
    for _ in range(30):
        mover = next((p for p in pages if p.locator("#decision[data-mine='1'] .opt:not([disabled])").count()), None)
        if mover is None:
            alice.wait_for_timeout(100)
            continue
        buttons = mover.locator("#decision .opt:not([disabled])")
        before = int(position(mover))
        buttons.nth(rnd.randrange(buttons.count())).click()
        for p in pages:  # both boards move on
            p.wait_for_function("n => +document.querySelector('#board').dataset.position > n", arg=before)
        # each sees the other's hand only as card backs
        for p in pages:
            backs = p.locator(".player.opp .back").count()
            assert backs == int(p.inner_text(".player.opp [data-section=hand] b"))
    assert position(alice) == position(bob) and int(position(alice)) >= 20
    assert alice.get_attribute("#board", "data-seat") != bob.get_attribute("#board", "data-seat")
    # a reload reconnects and shows the same position
    bob.reload()
    bob.wait_for_selector("#board")
    assert position(bob) == position(alice)
    # the phone-sized page has no sideways scrolling
    assert bob.evaluate("document.documentElement.scrollWidth") <= 390
    assert errors_a == [] and errors_b == []


# Verbs a TCG test player prefers, so that a mission is declared and fought within a few dozen clicks.
MISSION_VERBS = ("mission", "add", "target", "block", "no block", "assign all", "include target", "deploy", "build")


def tcg_choice(page, rnd):
    """A button of the decision: a mission-making verb where one is offered, else any."""
    buttons = page.locator("#decision .opt:not([disabled])")
    actions = [json.loads(a) for a in page.eval_on_selector_all("#decision .opt:not([disabled])",
                                                                "bs => bs.map(b => b.dataset.action)")]
    for verb in MISSION_VERBS:
        picks = [i for i, a in enumerate(actions) if a[0] == verb]
        if picks:
            return buttons.nth(rnd.choice(picks))
    return buttons.nth(rnd.randrange(len(actions)))


def test_a_tcg_game_against_the_bot_by_clicking(browser_env):
    """The BattleTech TCG: decks chosen on the home page from the set-up schema, both sides' regions, the hand,
    choices in words, a card's text and choices on a click, a mission drawn by its widget; no sideways scrolling on
    a laptop or a phone."""
    from mechdeck.games.battletech_tcg.decks import preset_deck

    server, browser = browser_env
    page, errors = new_page(browser, server.base, viewport={"width": 1366, "height": 900})
    page.select_option("#rules", "battletech-tcg")
    assert page.locator("#field-supply").count() == 0 and page.is_visible("#field-decks")
    page.select_option("#decks0", "wolf")
    page.select_option("#decks1", "kurita")
    page.fill("#seed", "7")
    page.click("#create")
    page.wait_for_selector("#board[data-rules=battletech-tcg] #decision[data-mine='1'] .opt:not([disabled])")
    wolf = {card.name for card in preset_deck("wolf").cards()}
    hand = page.locator("#hand .card")
    assert hand.count() >= 5 and all(n in wolf for n in page.eval_on_selector_all(
        "#hand .card", "cards => cards.map(c => c.dataset.name)"))
    assert page.locator(".player .region").count() == 6
    assert page.locator(".player.opp .back").count() == int(page.inner_text(".player.opp [data-section=hand] b"))
    # the choices in words (cards by name, no internal ids); the cards carry their ids for the options' targets
    labels = page.locator("#decision .opt").all_inner_texts()
    assert labels and all(t.strip() and "#" not in t for t in labels)
    assert any(name in t for t in labels for name in wolf)
    assert page.locator("#hand .card[data-id]").count() == hand.count()
    # a card's text from the catalogue, and its choices, on a click
    playable = page.locator("#hand .card.can")
    assert playable.count() >= 1
    name = playable.first.get_attribute("data-name")
    playable.first.click()
    page.wait_for_selector("#sheet .opt")
    assert name in page.inner_text("#sheet")
    click_and_wait(page, page.locator("#sheet .opt").first)
    rnd = random.Random(2)
    clicks = 0
    # the mission widget as drawn (read at once: the bot may end the mission with its next move)
    read_mission = """() => { const m = document.querySelector('#mission');
        return m && {text: m.innerText, initiative: m.querySelector('[data-row=initiative]').innerText,
                     attackers: m.querySelectorAll('[data-row=attackers] .cardchip').length}; }"""
    while (mission := page.evaluate(read_mission)) is None:
        assert clicks < 250, "no mission was declared"
        page.wait_for_selector("#decision[data-mine='1'] .opt:not([disabled]), #board[data-finished='1']")
        assert page.get_attribute("#board", "data-finished") != "1", "the game ended before a mission"
        click_and_wait(page, tcg_choice(page, rnd))
        clicks += 1
    # attackers named, the initiative per seat
    assert "Attackers" in mission["text"] and "P1" in mission["initiative"] and "P2" in mission["initiative"]
    assert mission["attackers"] >= 1
    for _ in range(6):
        page.wait_for_selector("#decision[data-mine='1'] .opt:not([disabled]), #board[data-finished='1']")
        if page.get_attribute("#board", "data-finished") == "1":
            break
        click_and_wait(page, tcg_choice(page, rnd))
    assert int(position(page)) >= 9 and page.locator("#log li").count() >= 9
    assert page.evaluate("document.documentElement.scrollWidth") <= 1366
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(100)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert errors == []


@pytest.fixture(scope="module")
def tiny_server(tmp_path_factory):
    """The app in this process with Tiny Skirmish registered (the rule set exists in the tests only)."""
    need_browser()
    from conformance.tiny_game import register_tiny

    from support import InProcessServer

    register_tiny()
    server = InProcessServer(tmp_path_factory.mktemp("tiny") / "games.sqlite3").start()
    try:
        yield server
    finally:
        server.stop()


def test_three_seats_of_tiny_skirmish_two_people_and_a_bot_play_to_the_end(browser_env, tiny_server):
    """A rule set the page has never heard of, with three seats: P1 here, P2 a bot, P3 a person in a second browser
    by the invite link.  Drawn from the presentation alone (hands, the token pile, the played tokens), played to the
    end by clicking hand tokens (the options target their places) or option buttons, with a final table of three
    seats."""
    _, browser = browser_env
    alice, errors_a = new_page(browser, tiny_server.base, viewport={"width": 1280, "height": 860})
    alice.select_option("#rules", "tiny-skirmish")
    assert alice.is_visible("#players-row")
    alice.select_option("#players", "3")
    assert alice.locator("#seats select").count() == 3
    alice.select_option("#seat-1", "random")
    alice.select_option("#seat-2", "invite")
    alice.click("#create")
    link = alice.wait_for_selector("#invite-link").get_attribute("value")
    assert alice.get_attribute("#invite-link", "data-seat") == "2"
    carol, errors_c = new_page(browser, tiny_server.base, viewport={"width": 1024, "height": 800})
    carol.goto(link)
    carol.wait_for_selector("#board")
    alice.wait_for_selector("#invite-link", state="detached")
    pages = [alice, carol]
    for p in pages:   # three seats, the two others' hands as card backs, every seat named
        assert p.locator(".player").count() == 3 and p.locator(".player.opp").count() == 2
        assert p.locator("#hand .card").count() == 3
        assert p.locator(".player.opp [data-section=hand] b").all_inner_texts() == ["3", "3"]
        assert "random bot" in p.inner_text(".player[data-player='1'] h3")
    rnd = random.Random(3)
    deadline = time.monotonic() + GAME_TIMEOUT
    moves = clicked = 0
    while alice.get_attribute("#board", "data-finished") != "1":
        assert time.monotonic() < deadline, "the game did not finish in time"
        mover = next((p for p in pages if p.locator("#decision[data-mine='1'] .opt:not([disabled])").count()), None)
        if mover is None:
            alice.wait_for_timeout(50)
            continue
        before = int(position(mover))
        tokens = mover.locator("#hand .card.can")
        if tokens.count():   # a token the decision can play: chosen by clicking it (its option targets its place)
            tokens.nth(rnd.randrange(tokens.count())).click()
            mover.locator("#sheet .opt").first.click()
            clicked += 1
        else:
            buttons = mover.locator("#decision .opt:not([disabled])")
            buttons.nth(rnd.randrange(buttons.count())).click()
        for p in pages:
            p.wait_for_function("n => { const b = document.querySelector('#board');"
                                " return b && (+b.dataset.position > n || b.dataset.finished === '1'); }", arg=before,
                                timeout=15_000)
        moves += 1
    for p in pages:
        final = p.wait_for_selector("#final")
        assert p.locator("#final .scores tr[data-seat]").count() == 3
        assert "Score" in final.inner_text() and ("win" in final.inner_text() or "share" in final.inner_text())
    assert moves >= 3 and clicked >= 1
    assert position(alice) == position(carol)
    assert errors_a == [] and errors_c == []


def test_ending_a_phase_with_something_unspent_asks_first(browser_env):
    """The presentation marks an option that leaves Industry, buys or a deployable Unit unused; the page sends it
    only once the player confirms: no keeps the position, yes plays the move."""
    server, browser = browser_env
    page, errors = new_page(browser, server.base, accept_dialogs=False, viewport={"width": 1280, "height": 860})
    page.check("input[name=supply][value=first-game]")
    page.select_option("#seat-1", "heuristic")
    page.fill("#seed", "7")
    page.click("#create")
    page.wait_for_selector("#board")
    asked: list[str] = []
    answer = {"yes": False}

    def on_dialog(dialog):
        asked.append(dialog.message)
        dialog.accept() if answer["yes"] else dialog.dismiss()

    page.on("dialog", on_dialog)
    for _ in range(40):
        page.wait_for_selector("#decision[data-mine='1'] .opt:not([disabled])")
        end = page.locator("#decision .opt[data-action='[\"end\"]']")
        if not end.count():
            click_and_wait(page, page.locator("#decision .opt:not([disabled])").first)
            continue
        before = position(page)
        end.click()
        if asked:
            break
        page.wait_for_function("p => document.querySelector('#board').dataset.position !== p", arg=before)
    assert asked and "Left unused:" in asked[0], "no end with something unspent was met"
    page.wait_for_timeout(300)
    assert position(page) == before, "a dismissed confirmation still sent the move"
    answer["yes"] = True
    click_and_wait(page, page.locator("#decision .opt[data-action='[\"end\"]']"))
    assert len(asked) == 2 and position(page) != before
    assert not errors



def test_the_tcg_format_is_left_to_the_decks_unless_chosen(browser_env):
    """A set-up "choice" with "unset" words (the TCG's format): that radio is checked at first, so the later sets'
    preset decks play without a choice; "base" with such a deck is refused with a message naming its cards, and the
    form is kept for the next try."""
    server, browser = browser_env
    page, errors = new_page(browser, server.base, viewport={"width": 390, "height": 844})
    page.select_option("#rules", "battletech-tcg")
    assert page.is_checked("input[name=format][value='']")
    assert "as the decks need" in page.inner_text("#field-format")
    page.select_option("#decks0", "kurita-c3")
    page.select_option("#decks1", "wolf-castes")
    page.check("input[name=format][value=base]")
    page.click("#create")
    page.wait_for_selector("#toast:not([hidden])")
    assert "outside the base format" in page.inner_text("#toast") and "C3 Retrofit (MW007)" in page.inner_text("#toast")
    assert page.input_value("#decks0") == "kurita-c3"
    page.check("input[name=format][value='']")
    page.click("#create")
    page.wait_for_selector("#board[data-rules=battletech-tcg] #decision")
    assert not errors


def test_required_cards_are_picked_on_the_home_page(browser_env):
    """The set-up schema's "cards" fields (require, ban) are check boxes by card type, folded away: the cards
    checked under "require" are in the game's Supply, drawn at random otherwise."""
    server, browser = browser_env
    page, errors = new_page(browser, server.base, viewport={"width": 1280, "height": 860})
    page.check("input[name=supply][value=random]")
    page.click("#field-require summary")
    for name in ("Atlas", "Assassination"):
        page.check(f"#pick-require input[value='{name}']")
    assert page.inner_text("#field-require summary") == "Atlas, Assassination"
    assert page.locator("#pick-ban input:checked").count() == 0
    page.fill("#seed", "11")
    page.click("#create")
    page.wait_for_selector("#board #decision")
    for name in ("Atlas", "Assassination"):
        assert page.locator(f"#board .card[data-name='{name}']").count() >= 1
    assert not errors

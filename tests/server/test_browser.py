"""End to end in a real browser (Debian's chromium driven by Playwright): a whole game against a bot played by
clicking, two people in two browser contexts, and the phone-sized layout."""
from __future__ import annotations

import random
import time

import pytest

from support import CHROMIUM, need_browser

GAME_TIMEOUT = 150  # seconds for a whole game by clicking


@pytest.fixture(scope="module")
def browser_env(tmp_path_factory):
    need_browser()
    from playwright.sync_api import sync_playwright

    from support import ServerProcess

    server = ServerProcess(tmp_path_factory.mktemp("browser") / "games.sqlite3").start()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
            try:
                yield server, browser
            finally:
                browser.close()
    finally:
        server.stop()


def new_page(browser, base, **ctx):
    context = browser.new_context(bypass_csp=True, **ctx)  # bypass: Playwright's waits evaluate scripts
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(base + "/")
    page.wait_for_selector("#create")
    return page, errors


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
    page.select_option("#bot", "heuristic")
    page.fill("#seed", "42")
    page.click("#create")
    page.wait_for_selector("#board")
    # the board: my hand, both deployment zones with totals, the Supply with costs and counts, counters, the log
    assert page.locator("#hand .card").count() >= 5
    assert page.locator(".player [data-total=attack]").count() == 2
    assert page.locator(".supply .card").count() == 16
    assert page.locator(".turnbar [data-counter=actions]").count() == 1
    assert page.locator("#log li").count() >= 2
    # a card's full text on click (and the dialog closes again)
    page.locator(".supply .card[data-name='Uziel']").click()
    assert "Uziel" in page.inner_text("#sheet") and "Attack" in page.inner_text("#sheet")
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
    assert "Score" in final.inner_text() and ("win" in final.inner_text() or "draw" in final.inner_text().lower())
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
    page.wait_for_function("() => document.querySelectorAll('.player.opp .back').length === 0")
    shown = page.evaluate("""() => [...document.querySelectorAll('.player.opp .zone')].slice(0, 1)
        .flatMap(z => [...z.querySelectorAll('.card')]).reduce((n, c) => n + (c.querySelector('.c-count')
        ? +c.querySelector('.c-count').textContent.slice(1) : 1), 0)""")
    assert shown == 5  # the bot's opening hand, revealed after the game
    assert "deck (top first)" in page.inner_text(".player.opp").lower()
    assert errors == []


def test_two_people_play_each_other_in_two_browsers(browser_env):
    server, browser = browser_env
    alice, errors_a = new_page(browser, server.base, viewport={"width": 1280, "height": 860})
    alice.check("input[name=opponent][value=human]")
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
            assert backs == int(p.inner_text(".player.opp [data-stat=hand] b"))
    assert position(alice) == position(bob) and int(position(alice)) >= 20
    assert alice.get_attribute("#board", "data-seat") != bob.get_attribute("#board", "data-seat")
    # a reload reconnects and shows the same position
    bob.reload()
    bob.wait_for_selector("#board")
    assert position(bob) == position(alice)
    # the phone-sized page has no sideways scrolling
    assert bob.evaluate("document.documentElement.scrollWidth") <= 390
    assert errors_a == [] and errors_b == []


def test_a_tcg_game_against_the_bot_by_clicking(browser_env):
    """The BattleTech TCG: decks chosen on the home page, both sides' regions, the hand, choices in words, a card's
    text; a few decisions by clicking; no sideways scrolling on a laptop or a phone."""
    from mechdeck.games.battletech_tcg.decks import preset_deck

    server, browser = browser_env
    page, errors = new_page(browser, server.base, viewport={"width": 1366, "height": 900})
    page.select_option("#rules", "battletech-tcg")
    assert page.is_hidden("#supply-row") and page.is_visible("#decks-row")
    page.select_option("#deck0", "wolf")
    page.select_option("#deck1", "kurita")
    page.fill("#seed", "7")
    page.click("#create")
    page.wait_for_selector("#board.tcg #decision[data-mine='1'] .opt:not([disabled])")
    wolf = {card.name for card in preset_deck("wolf").cards()}
    hand = page.locator("#hand .card")
    assert hand.count() >= 5 and all(n in wolf for n in page.eval_on_selector_all(
        "#hand .card", "cards => cards.map(c => c.dataset.name)"))
    assert page.locator(".tcg-side .region").count() == 6
    assert page.locator(".player.opp .back").count() == int(page.inner_text(".player.opp [data-stat=hand] b"))
    # the choices in words, cards named with their ids
    assert any("#" in t for t in page.locator("#decision .opt").all_inner_texts())
    # a card's text from the catalogue, and its choices, on a click
    playable = page.locator("#hand .card.can")
    assert playable.count() >= 1
    name = playable.first.get_attribute("data-name")
    playable.first.click()
    page.wait_for_selector("#sheet .opt")
    assert name in page.inner_text("#sheet")
    click_and_wait(page, page.locator("#sheet .opt").first)
    rnd = random.Random(2)
    for _ in range(8):
        page.wait_for_selector("#decision[data-mine='1'] .opt:not([disabled]), #board[data-finished='1']")
        if page.get_attribute("#board", "data-finished") == "1":
            break
        buttons = page.locator("#decision .opt:not([disabled])")
        click_and_wait(page, buttons.nth(rnd.randrange(buttons.count())))
    assert int(position(page)) >= 9 and page.locator("#log li").count() >= 9
    assert page.evaluate("document.documentElement.scrollWidth") <= 1366
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(100)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert errors == []

"""War Rig in a real browser (Debian's chromium driven by Playwright): a 3-seat game against two bots drawn by the
generic page with the SVG map widget (widgets/map.js), moves chosen by clicking squads and locations on the map
(their options' structured targets), at desktop and phone width."""
from __future__ import annotations

import random
import time

import pytest

from support import server_and_browser

MOVES = 14
MOVE_TIMEOUT = 90  # seconds for all the moves


@pytest.fixture(scope="module")
def war_rig_browser(tmp_path_factory):
    yield from server_and_browser(tmp_path_factory.mktemp("war_rig_browser"))


def start_game(browser, base: str, **context):
    page = browser.new_context(bypass_csp=True, **context).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(base + "/")
    page.wait_for_selector("#create")
    page.select_option("#rules", "war-rig")
    page.select_option("#players", "3")
    page.select_option("#seat-1", "random")
    page.select_option("#seat-2", "random")
    page.fill("#seed", "7")
    page.click("#create")
    page.wait_for_selector("#map svg.map-svg")
    return page, errors


def play_moves(page, moves: int, rnd: random.Random) -> int:
    """Make ``moves`` choices, by clicking a map piece or location an option targets where one does (a sheet when
    several options name it), else a decision button; returns how many went through the map."""
    deadline = time.monotonic() + MOVE_TIMEOUT
    on_map = 0
    for _ in range(moves):
        page.wait_for_selector("#decision[data-mine='1'] .opt:not([disabled]), #board[data-finished='1']",
                               timeout=30_000)
        if page.get_attribute("#board", "data-finished") == "1":
            break
        assert time.monotonic() < deadline, "the moves took too long"
        before = page.get_attribute("#board", "data-position")
        targets = page.locator("#map .can")
        if targets.count() and rnd.random() < 0.7:
            target = targets.nth(rnd.randrange(targets.count()))
            target.evaluate("e => e.scrollIntoView({block: 'center'})")   # not under the docked decision bar
            target.click()
            if page.locator("#sheet-back:not([hidden]) #sheet .opt").count():
                choices = page.locator("#sheet .opt")
                choices.nth(rnd.randrange(choices.count())).click()
            on_map += 1
        else:
            buttons = page.locator("#decision .opt:not([disabled])")
            buttons.nth(rnd.randrange(buttons.count())).click()
        page.wait_for_function("p => { const b = document.querySelector('#board');"
                               " return b && (b.dataset.position !== p || b.dataset.finished === '1'); }",
                               arg=before, timeout=15_000)
    return on_map


def test_war_rig_map_is_drawn_and_played_by_clicking(war_rig_browser):
    server, browser = war_rig_browser
    page, errors = start_game(browser, server.base, viewport={"width": 1280, "height": 900})
    # the star: 9 locations, 3 Home Bases and 3 Lesser Bases; the hub's links and the two restricted ones
    assert page.locator("#map .node").count() == 15
    assert page.locator("#map .link").count() == 14 and page.locator("#map .link.restricted").count() == 2
    hub = page.locator("#map .node[data-location=wastes]").get_attribute("transform")
    assert hub == "translate(0,0)"
    # every squad (3 a player, 3 a Lesser Faction) and War Rig as a counter, stock cubes, each base's sites
    assert page.locator("#map .squad").count() == 18
    assert page.locator("#map .rig").count() == 3
    assert page.locator("#map .node[data-location=oil_sands] .cube.stock").count() > 0
    assert page.locator("#map .site[data-site^='command_post']").count() == 3
    assert page.locator("#map .site[data-site^='stockade']").count() == 3
    # set-up: P1 gives out its standard equipment by clicking its squads on the map
    assert page.locator("#map .squad.can").count() >= 1
    on_map = play_moves(page, MOVES, random.Random(5))
    assert on_map >= 3
    assert page.locator("#map .squad title").first.text_content().startswith("squad ")
    # the phone-sized page: the map scales to the width, no sideways scrolling, still clickable
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(200)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    box = page.locator("#map svg.map-svg").bounding_box()
    assert box is not None and box["width"] <= 390
    play_moves(page, 4, random.Random(6))
    assert errors == []


def test_war_rig_on_a_phone_from_the_start(war_rig_browser):
    server, browser = war_rig_browser
    page, errors = start_game(browser, server.base, viewport={"width": 390, "height": 844}, is_mobile=True,
                              has_touch=True)
    assert page.locator("#map .node").count() == 15
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert play_moves(page, 6, random.Random(8)) >= 1
    assert errors == []

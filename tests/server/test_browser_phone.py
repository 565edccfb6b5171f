"""The page's look in a real browser (Debian's chromium driven by Playwright), measured with bounding boxes: the
phone layout at 390×844 (a folded decision bar of at most a quarter of the screen, card names whole, tapped cards
upright and readable), the highlight of what the other seats did since the viewer's last move (on a desktop and on a
phone, where the log is folded), the decision's notes, the "How to play" panel and its safe Markdown, card sheets
that never read "null", and v4's Supply with its titles and counts.  Also how the tests find chromium."""
from __future__ import annotations

import json
import random
import stat

import pytest

import support
from support import new_page, server_and_browser

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
DESKTOP = {"viewport": {"width": 1366, "height": 900}}
WAIT_MINE = "#decision[data-mine='1'] .opt:not([disabled]), #board[data-finished='1']"


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    yield from server_and_browser(tmp_path_factory.mktemp("browser_phone"))


def start_tcg(browser, base: str, context: dict, seed: str = "7"):
    page, errors = new_page(browser, base, **context)
    page.select_option("#rules", "battletech-tcg")
    page.select_option("#decks0", "wolf")
    page.select_option("#decks1", "kurita")
    page.fill("#seed", seed)
    page.click("#create")
    page.wait_for_selector("#board[data-rules=battletech-tcg]")
    return page, errors


def position(page) -> int:
    return int(page.get_attribute("#board", "data-position"))


def choose(page, verbs: tuple[str, ...], rnd: random.Random) -> tuple[int, int]:
    """Click a decision button whose action starts with the first of ``verbs`` offered (else any button); wait for
    the next position.  Returns (position before, position after)."""
    page.wait_for_selector(WAIT_MINE, timeout=30_000)
    before = position(page)
    actions = [json.loads(a) for a in page.eval_on_selector_all("#decision .opt:not([disabled])",
                                                                "bs => bs.map(b => b.dataset.action)")]
    pick = None
    for verb in verbs:
        picks = [i for i, a in enumerate(actions) if a[0] == verb]
        if picks:
            pick = rnd.choice(picks)
            break
    if pick is None:
        pick = rnd.randrange(len(actions))
    page.locator("#decision .opt:not([disabled])").nth(pick).click()
    page.wait_for_function("n => { const b = document.querySelector('#board');"
                           " return b && (+b.dataset.position > n || b.dataset.finished === '1'); }", arg=before,
                           timeout=30_000)
    page.wait_for_timeout(50)   # the page draws the message it was waiting for
    return before, position(page)


def texts(page, selector: str) -> list[str]:
    """The texts of the elements, shown or not (the log is folded on a phone)."""
    return page.eval_on_selector_all(selector, "es => es.map(e => e.textContent)")


def box(page, selector: str) -> dict:
    found = page.locator(selector).first.bounding_box()
    assert found is not None, selector
    return found


# Every card name on the board: its box and its card's, whether its text overflows, any rotation up its ancestors,
# the words split across lines.
NAMES = """() => [...document.querySelectorAll('#board .card .c-name')].map(n => {
    const card = n.closest('.card'), r = n.getBoundingClientRect(), c = card.getBoundingClientRect();
    let turned = false;
    for (let e = n; e && e !== document.body; e = e.parentElement) {
        const t = getComputedStyle(e).transform;
        if (t && t !== 'none' && !/^matrix\\(1, 0, 0, 1,/.test(t)) turned = true;
    }
    const broken = [];   // words split across two lines
    for (const node of [...n.childNodes].filter(x => x.nodeType === Node.TEXT_NODE)) {
        for (const m of node.data.matchAll(/[\p{L}\p{N}'’]+/gu)) {   // runs of letters: a line may end at "..."
            const range = document.createRange();
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            const tops = new Set([...range.getClientRects()].map(q => Math.round(q.top)));
            if (tops.size > 1) broken.push(m[0]);
        }
    }
    return {text: n.textContent, broken, overflowX: n.scrollWidth - n.clientWidth,
            overflowY: n.scrollHeight - n.clientHeight,
            inside: r.left >= c.left - 0.5 && r.right <= c.right + 0.5 && r.top >= c.top - 0.5
                    && r.bottom <= c.bottom + 0.5,
            turned, tapped: !!n.closest('.unit.tapped'), width: c.width, height: c.height};
})"""


def assert_names_whole(page) -> list[dict]:
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")   # names fitted
    names = page.evaluate(NAMES)
    assert names, "no card names on the board"
    for name in names:
        assert name["overflowX"] <= 1 and name["overflowY"] <= 1, f"name cut: {name}"
        assert name["inside"], f"name outside its card: {name}"
        assert not name["turned"], f"name turned: {name}"
        assert not name["broken"], f"a word of the name broken across lines: {name}"
    return names


def test_phone_layout_folded_decision_bar_whole_names_and_upright_tapped_cards(env):
    server, browser = env
    page, errors = start_tcg(browser, server.base, PHONE)
    rnd = random.Random(5)
    tapped = []
    for _ in range(60):   # tap resources until a tapped card lies on the table
        choose(page, ("tap", "deploy", "build", "reveal"), rnd)
        tapped = [n for n in page.evaluate(NAMES) if n["tapped"]]
        if tapped:
            break
    assert tapped, "no card was tapped"
    page.wait_for_selector(WAIT_MINE)
    # the folded bar: docked at the bottom, at most a quarter of the screen, the board above it in view
    bar = box(page, "#decision")
    assert bar["height"] <= 844 * 0.25, bar
    assert bar["y"] + bar["height"] <= 844 + 1 and bar["y"] >= 844 * 0.75 - 1, bar
    assert page.locator("#decision .opts").evaluate("e => getComputedStyle(e).flexWrap") == "nowrap"
    # unfolded: every option wraps into view; folded again: back to the bar
    page.click("#decision-fold")
    assert page.get_attribute("#decision-fold", "aria-expanded") == "true"
    assert box(page, "#decision")["height"] > bar["height"]
    assert box(page, "#decision")["height"] <= 844 * 0.62 + 1
    page.click("#decision-fold")
    assert box(page, "#decision")["height"] <= 844 * 0.25
    # every name whole and upright; a tapped card lies landscape with its name across it
    names = assert_names_whole(page)
    for name in (n for n in names if n["tapped"]):
        assert name["width"] > name["height"], f"a tapped card should lie on its side: {name}"
    assert page.locator(".unit.tapped .tag-tapped").count() == len([n for n in names if n["tapped"]])
    # the page never scrolls sideways; the log is folded
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.locator("details.logpanel[open]").count() == 0
    assert errors == []


def test_the_other_seats_moves_are_highlighted_on_a_desktop_and_a_phone(env):
    """After a move the bot answers, the lines since the viewer's move are listed above the table and marked in the
    log, the pieces they changed are outlined; a move of the viewer's own alone clears it."""
    server, browser = env
    for context in (DESKTOP, PHONE):
        page, errors = start_tcg(browser, server.base, context, seed="11")
        rnd = random.Random(8)
        assert page.locator("#last-move").count() == 0   # nothing happened since the page opened
        answered = alone = False
        for _ in range(120):
            if page.get_attribute("#board", "data-finished") == "1":
                break
            log_before = page.locator("#log li").count()
            before, after = choose(page, ("tap", "deploy", "mission", "add", "done", "pass"), rnd)
            if after == before + 1:   # only the viewer's own move: nothing to show
                assert page.locator("#last-move").count() == 0
                assert page.locator("[data-fresh]").count() == 0
                alone = True
            else:                     # the bot moved after it: every line since is listed and marked
                lines, new, log = (texts(page, s) for s in ("#last-move .last-lines li", "#log li.new", "#log li"))
                assert lines and lines == new == log[log_before:]
                assert page.locator("[data-fresh]").count() >= 1
                assert page.is_visible("#last-move .last-lines")   # on a phone too, where the log is folded
                if context is PHONE and not answered:   # the log folded, the lines a tap from the decision bar
                    assert page.locator("details.logpanel[open]").count() == 0
                    assert box(page, "#last-move")["height"] <= 844 * 0.25
                    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
                    page.click("#jump-last")
                    page.wait_for_function("() => { const r = document.querySelector('#last-move')"
                                           ".getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight / 2; }")
                answered = True
            if answered and alone:
                break
        assert answered and alone
        assert errors == []


def test_decision_notes_are_shown_under_the_prompt(env):
    """The TCG names why an expected option is absent (decision.notes): listed under the prompt, dimmed; on a phone
    only once the bar is unfolded."""
    server, browser = env
    page, errors = start_tcg(browser, server.base, DESKTOP, seed="3")
    rnd = random.Random(2)
    notes = []
    for _ in range(40):
        page.wait_for_selector(WAIT_MINE)
        notes = page.locator("#decision-notes li").all_inner_texts()
        if notes:
            break
        choose(page, ("tap", "deploy", "done"), rnd)
    assert notes and all(n.strip() for n in notes)
    prompt, first_note = box(page, "#decision .prompt"), box(page, "#decision-notes")
    assert first_note["y"] >= prompt["y"] + prompt["height"] - 1   # under the prompt
    colour = page.locator("#decision-notes").evaluate("e => getComputedStyle(e).color")
    assert colour != page.locator("#decision .prompt").evaluate("e => getComputedStyle(e).color")
    page.set_viewport_size({"width": 390, "height": 844})
    assert not page.is_visible("#decision-notes")
    page.click("#decision-fold")
    assert page.is_visible("#decision-notes")
    assert errors == []


def test_how_to_play_panel_shows_the_primer_during_a_game(env):
    server, browser = env
    import httpx

    tcg = next(r for r in httpx.get(server.base + "/api/rules").json()["rules"] if r["rules"] == "battletech-tcg")
    primer, notation = tcg["how_to_play"], tcg.get("notation", "")
    page, errors = start_tcg(browser, server.base, DESKTOP)
    page.wait_for_selector(WAIT_MINE)
    page.click("#how-to-play")
    page.wait_for_selector("#help-back:not([hidden]) #help-body")
    text = page.inner_text("#help-body")
    if primer.strip():
        headings = [line for line in primer.splitlines() if line.startswith("#")]
        assert page.locator("#help-body > .md-h").count() == len(headings)   # the notation key apart
        assert "**" not in text and not any(line.startswith("#") for line in text.splitlines())
    else:
        assert "no primer" in text
    # the key to the cards' notation follows the primer, where the rule set has one
    assert page.locator("#help-notation").count() == (1 if notation.strip() else 0)
    page.keyboard.press("Escape")
    assert page.locator("#help-back[hidden]").count() == 1
    # the game goes on under it, and the panel opens on a phone too
    choose(page, ("tap", "deploy", "done"), random.Random(1))
    page.set_viewport_size({"width": 390, "height": 844})
    page.click("#how-to-play")
    assert box(page, "#help")["width"] <= 390
    page.click("#help-close")
    assert errors == []


def test_markdown_is_drawn_as_nodes_never_as_markup(env):
    """The primer renderer: headings, lists (nested), paragraphs, bold, code, tables; HTML in the text stays text."""
    server, browser = env
    page, errors = new_page(browser, server.base, **DESKTOP)
    drawn = page.evaluate("""async () => {
        const {markdown} = await import('/static/js/help.js');
        const box = document.createElement('div');
        box.append(...markdown([
            '# Goal', 'Win **the game** by `2/1/7` and <img src=x onerror="window.pwned=1">.', '',
            '## Turn', '- first', '  - inner', '- second with **bold**', '', '1. one', '2. two', '',
            '| a | b |', '|---|---|', '| 1 | <b>2</b> |', '', '> a quote'].join('\\n')));
        document.body.append(box);
        await new Promise(r => setTimeout(r, 50));
        return {html: box.innerHTML, h: [...box.querySelectorAll('h3,h4')].map(e => e.textContent),
                strong: [...box.querySelectorAll('strong')].map(e => e.textContent),
                code: box.querySelector('code').textContent, imgs: box.querySelectorAll('img').length,
                bs: box.querySelectorAll('b').length, uls: box.querySelectorAll('ul').length,
                nested: box.querySelectorAll('ul ul li').length, ol: box.querySelectorAll('ol li').length,
                cells: [...box.querySelectorAll('td')].map(e => e.textContent),
                quote: box.querySelector('blockquote').textContent, pwned: !!window.pwned};
    }""")
    assert drawn["h"] == ["Goal", "Turn"]
    assert drawn["strong"] == ["the game", "bold"]
    assert drawn["code"] == "2/1/7"
    assert drawn["imgs"] == 0 and drawn["bs"] == 0 and not drawn["pwned"]
    assert "&lt;img" in drawn["html"]
    assert drawn["uls"] == 2 and drawn["nested"] == 1 and drawn["ol"] == 2
    assert drawn["cells"] == ["1", "<b>2</b>"] and drawn["quote"].strip() == "a quote"
    assert errors == []


def test_card_sheets_never_read_null(env):
    """Every card on a TCG table and in the hand opens a sheet with its name and facts, or "Face-down card"; none
    reads "null" or "undefined", with options or without; a face-down card named in a panel is named so too."""
    server, browser = env
    page, errors = start_tcg(browser, server.base, DESKTOP, seed="5")
    rnd = random.Random(4)
    for _ in range(12):
        choose(page, ("tap", "deploy", "build", "done"), rnd)
    page.wait_for_selector(WAIT_MINE)
    import httpx

    tcg = next(r for r in httpx.get(server.base + "/api/rules").json()["rules"] if r["rules"] == "battletech-tcg")
    cards = page.locator("#board .card, #board .cardchip[role=button]")
    count = cards.count()
    assert count >= 8
    keyed = 0
    for i in range(count):
        cards.nth(i).evaluate("e => e.click()")
        text = page.inner_text("#sheet")
        assert "null" not in text and "undefined" not in text, text
        assert page.locator("#sheet h3").inner_text().strip()
        if page.locator("#sheet-notation").count():   # the notation key, folded under a known card's text
            page.click("#sheet-notation summary")
            assert page.inner_text("#sheet-notation").count("\n") >= 2
            keyed += 1
        page.keyboard.press("Escape")
    assert keyed >= 1 if tcg.get("notation", "").strip() else keyed == 0
    chip = page.evaluate("""async () => {
        const {nameChip} = await import('/static/js/cards.js');
        const el = nameChip(null, {gallery: {}, optionsFor: () => [], choose: null, busy: false}, {id: 3});
        return el.textContent;
    }""")
    assert chip == "face-down card"
    assert errors == []


def test_v4_supply_and_its_counts_are_titled(env):
    """Domination v4: the Supply's piles (an empty one says so), the Supply Row, the Overrun piles, and the Supply
    Deck's count under its own title; no zone is named by its engine id."""
    server, browser = env
    page, errors = new_page(browser, server.base, **DESKTOP)
    page.select_option("#rules", "domination-v4")
    page.fill("#seed", "1")
    page.click("#create")
    page.wait_for_selector("#board[data-rules=domination-v4]")
    text = page.inner_text("#board")
    for raw in ("supplydeck", "SUPPLYDECK", "BOX", "pile:"):
        assert raw not in text
    assert page.locator("[data-area=supply] .card").count() >= 5
    assert page.locator("[data-area=overrun] .card").count() == 4
    for title in page.locator("#board h3, #board .zone-title").all_inner_texts():
        assert title.strip() and not title.strip().startswith(("units", "hand", "deck", "pile")), title
    empty = page.locator("[data-pile=empty]")
    for i in range(empty.count()):
        assert empty.nth(i).inner_text().startswith("empty pile")
    assert page.locator("[data-area=supply] .back-card").count() == 0   # no pile reads "face down"
    assert_names_whole(page)
    page.set_viewport_size({"width": 390, "height": 844})   # the Supply's small cards on a phone: names whole too
    page.wait_for_timeout(100)
    assert_names_whole(page)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert errors == []


# -- finding the browser ----------------------------------------------------------------------------------------------
def executable(path) -> str:
    path.write_text("#!/bin/sh\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)


def test_chromium_is_found_by_the_variable_then_on_path(tmp_path, monkeypatch):
    mine = executable(tmp_path / "my-chrome")
    monkeypatch.setenv("MECHDECK_CHROMIUM", mine)
    assert support.find_chromium() == (mine, "")
    monkeypatch.setenv("MECHDECK_CHROMIUM", str(tmp_path / "missing"))
    path, why = support.find_chromium()
    assert path is None and "MECHDECK_CHROMIUM" in why and "missing" in why
    monkeypatch.delenv("MECHDECK_CHROMIUM")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    found = executable(bin_dir / "chromium-browser")
    monkeypatch.setenv("PATH", str(bin_dir))
    assert support.find_chromium() == (found, "")


def test_without_chromium_a_skip_says_why_and_ci_fails(tmp_path, monkeypatch):
    monkeypatch.setenv("MECHDECK_CHROMIUM", str(tmp_path / "nothing-here"))
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception, match="MECHDECK_CHROMIUM"):
        support.need_browser()
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="in CI"):
        support.need_browser()


# Every card of a rule set's gallery drawn as the table draws it (cards.js), in a row like a zone's.
DRAW_GALLERY = """async ([rules, small, tapped]) => {
    const {cardEl} = await import('/static/js/cards.js');
    const data = await (await fetch('/api/rules')).json();
    const gallery = data.rules.find(r => r.rules === rules).gallery;
    const ctx = {gallery, optionsFor: () => [], choose: null, busy: false, showIds: false};
    const row = document.createElement('div');
    row.className = 'cards';
    row.id = 'board';
    for (const name of Object.keys(gallery)) {
        row.append(cardEl(tapped ? {name, tapped: true} : {name}, ctx, small ? {small: true, badge: 3} : {}));
    }
    document.querySelector('#app').replaceChildren(row);
    return Object.keys(gallery).length;
}"""


@pytest.mark.parametrize("rules", ["battletech-tcg", "domination-v2.2", "domination-v4", "war-rig"])
def test_every_card_name_is_whole_on_a_desktop_and_a_phone(env, rules):
    """Each name of the gallery as a card, a Supply tile and a tapped card, at desktop and phone width: never cut,
    never outside its card, never turned, no word split across lines."""
    server, browser = env
    for context in (DESKTOP, PHONE):
        page, errors = new_page(browser, server.base, **context)
        for small, tapped in ((False, False), (True, False), (False, True)):
            count = page.evaluate(DRAW_GALLERY, [rules, small, tapped])
            assert len(assert_names_whole(page)) == count
        assert errors == []
        page.context.close()

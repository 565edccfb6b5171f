"""Spectators and sharing: a game's watch key (asked by a seat) lets anyone follow the live game from the public view
only and open its replay once it is over; a seat's own link carries its token to another device.  The watcher's view
is secret-free by construction (``present`` for a viewer that is no seat); checked here against re-deals of every
seat's hidden cards, in every rule set."""
from __future__ import annotations

import json
import random

import httpx
import pytest
from starlette.websockets import WebSocketDisconnect

from mechdeck.interfaces.web.app import SPECTATOR, state_message
from mechdeck.kernel import get_rules
from mechdeck.kernel.presentation import present

from support import SETUP_BY_RULES, Seat, bearer, create, join, new_page, options, plain, server_and_browser, server_of

def watch_key(client, game: dict) -> str:
    r = client.get(f"/api/games/{game['game']}/share", headers=bearer(game["token"]))
    assert r.status_code == 200, r.text
    return r.json()["watch"]


def hello_watch(client, game_id: str, key):
    ws = client.websocket_connect(f"/ws/games/{game_id}").__enter__()
    ws.send_text(json.dumps({"type": "hello", "watch": key}))
    return ws


@pytest.mark.parametrize("rules", sorted(SETUP_BY_RULES))
def test_the_watchers_view_tells_nothing_hidden(rules):
    """At every position of random games: the watcher sees no decision's prompt or options (only whose turn it is),
    no hand, only public log lines, and exactly the same view whichever way any seat's hidden cards are re-dealt."""
    ruleset = get_rules(rules)
    checked = 0
    for seed in range(2):
        state = ruleset.new_game(seed, SETUP_BY_RULES[rules])
        rnd = random.Random(seed)
        for _ in range(120):
            if state.decision is None:
                break
            view = plain(present(ruleset, state, SPECTATOR))
            decision = view["decision"]
            assert decision["options"] == [] and decision["prompt"] == f"waiting for P{decision['player'] + 1}"
            assert set(decision) == {"player", "prompt", "options"}   # no kind, no notes, no auto
            for area in view["areas"]:
                if area["section"] == "hand":
                    assert all(piece.get("name") is None for piece in area.get("pieces", ())), area
            public = [text for who, text in state.log or () if who == -1]
            assert view["log"] == public
            for seat in range(ruleset.seat_count(state)):
                redealt = ruleset.determinize(state, seat, seed * 1000 + checked)
                assert plain(present(ruleset, redealt, SPECTATOR)) == view
            checked += 1
            ruleset.apply(state, rnd.choice(state.decision.options))
    assert checked >= 60


def test_a_watcher_follows_a_live_game_and_cannot_act(client):
    g = create(client, opponent="human", seat=0, seed=4, config={"supply": "first-game", "first_player": 0})
    other = join(client, g)
    key = watch_key(client, g)
    assert watch_key(client, {"game": g["game"], "token": other["token"]}) == key   # one key per game
    p1 = Seat(client, g["game"], g["token"])
    watcher = hello_watch(client, g["game"], key)
    seen = json.loads(watcher.receive_text())
    live = server_of(client).games[g["game"]]
    assert seen == plain(state_message(live.rules, live.state, SPECTATOR, position=live.position, your_seq=0,
                                       mode="human", seats=live.seats_info(None), undo=False))
    assert seen["seat"] is None and seen["view"]["viewer"] == SPECTATOR and seen["undo"] is False
    for token in (g["token"], other["token"]):   # no seat's token in what a watcher gets
        assert token not in json.dumps(seen)
    p1.act(options(p1.state)[0])
    assert json.loads(watcher.receive_text())["position"] == p1.state["position"]
    # a watcher sends nothing but hello and ping
    watcher.send_text(json.dumps({"type": "action", "token": key, "seq": 1, "pos": p1.state["position"],
                                  "action": options(p1.state)[0]}))
    reply = json.loads(watcher.receive_text())
    assert reply["code"] == "watching" and "only its players" in reply["message"]
    watcher.send_text(json.dumps({"type": "action", "token": g["token"], "seq": 9, "pos": p1.state["position"],
                                  "action": options(p1.state)[0]}))
    assert json.loads(watcher.receive_text())["code"] == "watching"   # not even with a seat's token
    watcher.__exit__(None, None, None)
    # the key is no seat: it cannot act over HTTP, nor ask for the key, nor subscribe as a seat
    r = client.post(f"/api/games/{g['game']}/action", headers=bearer(key), json={"seq": 1, "pos": 0,
                                                                                 "action": ["end"]})
    assert r.status_code == 403 and r.json()["code"] == "bad_token"
    assert client.get(f"/api/games/{g['game']}/share", headers=bearer(key)).status_code == 403
    assert client.get(f"/api/games/{g['game']}/state", headers=bearer(key)).json()["seat"] is None
    with client.websocket_connect(f"/ws/games/{g['game']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": key}))
        assert json.loads(ws.receive_text())["code"] == "bad_token"


@pytest.mark.parametrize("key", ["wrong", "", 12, None, "ü" * 20])
def test_a_wrong_watch_key_is_refused(client, key):
    g = create(client, opponent="bot", seed=3)
    watch_key(client, g)
    with client.websocket_connect(f"/ws/games/{g['game']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "watch": key}))
        reply = json.loads(ws.receive_text())
        assert reply["code"] == "bad_token" and "watch link" in reply["message"]
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_text()
        assert closed.value.code == 4403


def test_the_watch_key_opens_the_replay_once_the_game_is_over(client):
    g = create(client, opponent="bot", bot="heuristic", seed=6, seat=0)
    key = watch_key(client, g)
    url = f"/api/games/{g['game']}"
    assert client.get(url + "/replay", headers=bearer(key)).json()["code"] == "not_finished"
    me = Seat(client, g["game"], g["token"])
    while options(me.state):
        me.act(options(me.state)[-1])
    info = client.get(url + "/replay", headers=bearer(key)).json()
    assert info == client.get(url + "/replay", headers=bearer(g["token"])).json() and info["length"] > 10
    for view in ("0", "1", "all"):
        frame = client.get(url + f"/replay/{info['length']}?view={view}", headers=bearer(key)).json()
        assert frame["view"]["outcome"]
    assert client.get(url + "/replay", headers=bearer("not-the-key")).status_code == 403
    me.close()


def test_a_key_made_after_the_replay_was_opened_opens_it_too(client):
    g = create(client, opponent="bot", bot="heuristic", seed=7, seat=0)
    me = Seat(client, g["game"], g["token"])
    while options(me.state):
        me.act(options(me.state)[-1])
    url = f"/api/games/{g['game']}/replay"
    assert client.get(url, headers=bearer(g["token"])).status_code == 200   # built and kept without a key
    key = watch_key(client, g)
    assert client.get(url, headers=bearer(key)).status_code == 200
    me.close()


def test_watch_keys_survive_a_restart(db_path):
    from support import TestClient, create_app

    with TestClient(create_app(db_path)) as client:
        g = create(client, opponent="bot", seed=2)
        key = watch_key(client, g)
    with TestClient(create_app(db_path)) as client:
        assert watch_key(client, g) == key
        ws = hello_watch(client, g["game"], key)
        assert json.loads(ws.receive_text())["type"] == "state"
        ws.__exit__(None, None, None)


# -- in the browser ---------------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def browser_env(tmp_path_factory):
    yield from server_and_browser(tmp_path_factory.mktemp("watch"))


def position(page) -> int:
    return int(page.get_attribute("#board", "data-position"))


def test_share_links_watch_and_continue_on_another_device(browser_env):
    server, browser = browser_env
    desk, desk_errors = new_page(browser, server.base, viewport={"width": 1280, "height": 860})
    desk.check("input[name=supply][value=first-game]")
    desk.select_option("#seat-1", "heuristic")
    desk.click("#create")
    desk.wait_for_selector("#decision[data-mine='1'] .opt:not([disabled])")
    desk.click("#share summary")
    watch = desk.wait_for_selector("#share-watch").get_attribute("value")
    seat = desk.get_attribute("#share-seat", "value")
    assert "#/watch/" in watch and "#/seat/" in seat
    # the seat link on a phone: the same seat, and it plays
    phone, phone_errors = new_page(browser, server.base, viewport={"width": 390, "height": 844}, is_mobile=True,
                                   has_touch=True)
    phone.goto(seat)
    phone.wait_for_selector("#decision[data-mine='1'] .opt:not([disabled])")
    assert "#/game/" in phone.evaluate("location.hash")   # the token left the address bar
    assert phone.get_attribute("#board", "data-seat") == desk.get_attribute("#board", "data-seat")
    # the watch link in a third browser: the table, no hand, no options, and it follows the game
    watcher, watcher_errors = new_page(browser, server.base, viewport={"width": 1280, "height": 860})
    watcher.goto(watch)
    watcher.wait_for_selector("#board[data-watching='1']")
    assert watcher.locator("#hand .card").count() == 0 and watcher.locator(".opt").count() == 0
    assert "Watching" in watcher.inner_text("#watching")
    before = position(watcher)
    phone.locator("#decision .opt:not([disabled])").first.click()
    watcher.wait_for_function("p => Number(document.querySelector('#board').dataset.position) > p", arg=before,
                              timeout=15_000)
    desk.wait_for_function("p => Number(document.querySelector('#board').dataset.position) > p", arg=before,
                           timeout=15_000)
    assert desk_errors == phone_errors == watcher_errors == []


def test_a_shared_replay_link_opens_a_finished_game(browser_env):
    server, browser = browser_env
    g = httpx.post(server.base + "/api/games", json={"config": {"supply": "first-game"}, "opponent": "bot",
                                                     "seed": 3}, timeout=10).json()
    auth = {"Authorization": f"Bearer {g['token']}"}
    state = httpx.get(f"{server.base}/api/games/{g['game']}/state", headers=auth, timeout=10).json()
    seq = 0
    while options(state):
        seq += 1
        r = httpx.post(f"{server.base}/api/games/{g['game']}/action", headers=auth, timeout=30,
                       json={"seq": seq, "pos": state["position"], "action": options(state)[-1]})
        state = r.json()["state"]
    key = httpx.get(f"{server.base}/api/games/{g['game']}/share", headers=auth, timeout=10).json()["watch"]
    page, errors = new_page(browser, server.base, viewport={"width": 1280, "height": 860})
    page.goto(f"{server.base}/#/replay/{g['game']}/{key}")
    page.wait_for_selector("#replay-controls")
    assert page.get_attribute("#board", "data-of") == "all"
    page.click("#replay-forward")
    page.wait_for_function("() => document.querySelector('#replay-pos').textContent.startsWith('1 /')")
    assert errors == []

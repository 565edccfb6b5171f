"""The HTTP and WebSocket API, in-process: creating, joining, playing to the end, duplicates and stale actions."""
from __future__ import annotations

import random

from mechdeck.kernel.presentation import catalogue, present

from support import FIRST_GAME, RULES, Seat, area, bearer, create, decider, join, options, plain, server_of


def test_rules_catalogue_gives_every_rule_set_its_catalogue(client):
    """/api/rules: each rule set's catalogue as the kernel builds it (seats, set-up schema, card gallery), and the
    page's modules are served."""
    data = client.get("/api/rules").json()
    ids = [r["rules"] for r in data["rules"]]
    assert "domination-v2.2" in ids
    dom = data["rules"][ids.index("domination-v2.2")]
    assert dom == plain(catalogue(RULES))
    assert set(dom["gallery"]) == {c.name for c in RULES.cards} and dom["players"] == {"min": 2, "max": 2}
    supply = next(f for f in dom["setup"] if f["name"] == "supply")
    assert supply["choices"] == ["random", "first-game"] and "Uziel" in supply["cards"]
    assert not any(RULES.cards[i].base and c == RULES.cards[i].name
                   for c in supply["cards"] for i in range(len(RULES.cards)))   # base cards are always in it
    assert {"random", "heuristic", "strategy:lostech"} <= set(data["bots"])
    page = client.get("/")
    assert page.status_code == 200 and 'type="module" src="/static/js/main.js"' in page.text
    for module in ("main", "table", "net", "lobby", "widgets", "widgets/mission", "share", "watch"):
        assert client.get(f"/static/js/{module}.js").status_code == 200


def test_a_whole_game_against_a_bot_over_a_websocket(client):
    game = create(client, opponent="bot", bot="heuristic", seed=11, seat=1)
    assert "invite" not in game
    me = Seat(client, game["game"], game["token"])
    state = me.state
    assert state["seat"] == 1 and state["mode"] == "bot" and state["seats"][0] == {"seat": 0, "kind": "bot",
                                                                                    "name": "heuristic", "you": False}
    assert state["view"] == plain(present(RULES, server_of(client).games[game["game"]].state, 1))
    rnd = random.Random(3)
    while options(me.state):
        before = me.state["position"]
        ack = me.act(rnd.choice(options(me.state)))
        assert ack["type"] == "ack" and not ack["duplicate"] and ack["position"] > before
        assert me.state["position"] == ack["position"]
    result = me.state["view"]["outcome"]
    assert result["winner"] in (0, 1, None)
    live = server_of(client).games[game["game"]]
    assert RULES.replay(live.seed, FIRST_GAME, live.actions) == live.state
    me.close()


def test_hand_picked_supply_and_bad_config(client):
    picked = ["Uziel", "Ammo Dump", "Convoy"]
    game = create(client, opponent="bot", config={"supply": picked}, seed=3)
    state = client.get(f"/api/games/{game['game']}/state", headers=bearer(game["token"])).json()
    supply = [pile["name"] for pile in area(state["view"], "supply")["piles"]]
    assert set(picked) <= set(supply) and len(supply) == 16
    r = client.post("/api/games", json={"config": {"supply": ["No Such Card"]}})
    assert r.status_code == 400 and r.json()["code"] == "bad_config" and "No Such Card" in r.json()["message"]
    r = client.post("/api/games", json={"config": {"colour": "red"}})
    assert r.status_code == 400 and "colour" in r.json()["message"]
    r = client.post("/api/games", json={"rules": "chess"})
    assert r.status_code == 400 and r.json()["code"] == "bad_request"
    r = client.post("/api/games", json={"opponent": "bot", "bot": "oracle"})
    assert r.status_code == 400 and "oracle" in r.json()["message"]


def test_two_people_join_by_invite_and_play(client):
    game = create(client, opponent="human", seat=0, seed=21)
    a = Seat(client, game["game"], game["token"])
    assert a.state["seats"][1] == {"seat": 1, "kind": "person", "joined": False, "you": False}
    joined = join(client, game)
    assert joined["seat"] == 1 and joined["token"] != game["token"]
    assert a.expect("state")["seats"][1]["joined"] is True  # the creator is told
    again = client.post(f"/api/games/{game['game']}/join", json={"invite": game["invite"]})
    assert again.status_code == 403 and again.json()["code"] == "bad_invite"  # an invite works once
    b = Seat(client, game["game"], joined["token"])
    seats = {0: a, 1: b}
    rnd = random.Random(5)
    for _ in range(40):
        mover = seats[decider(a.state)]
        other = seats[1 - mover.state["seat"]]
        ack = mover.act(rnd.choice(options(mover.state)))
        assert ack["type"] == "ack"
        other.expect("state")
        assert a.state["position"] == b.state["position"] == ack["position"]
        theirs, mine = area(a.state["view"], "hand1"), area(b.state["view"], "hand1")
        assert "pieces" not in theirs and theirs["count"] == mine["count"] == len(mine["pieces"])
    a.close()
    b.close()


def test_http_actions_duplicates_and_stale_positions(client):
    game = create(client, opponent="human", seat=0, seed=8, config={"supply": "first-game", "first_player": 0})
    url, h = f"/api/games/{game['game']}", bearer(game["token"])
    state = client.get(url + "/state", headers=h).json()
    option = options(state)[0]
    # nobody moves before every seat is filled
    r = client.post(url + "/action", headers=h, json={"seq": 1, "pos": 0, "action": option})
    assert r.status_code == 409 and r.json()["code"] == "waiting" and "P2" in r.json()["message"]
    join(client, game)
    r = client.post(url + "/action", headers=h, json={"seq": 1, "pos": 0, "action": option})
    assert r.status_code == 200 and r.json()["duplicate"] is False and r.json()["position"] == 1
    after = r.json()["state"]
    # the same message again (a retry after a lost answer): acknowledged, not applied twice
    r = client.post(url + "/action", headers=h, json={"seq": 1, "pos": 0, "action": option})
    assert r.status_code == 200 and r.json()["duplicate"] is True and r.json()["state"] == after
    # a new sequence number but chosen at the old position: refused as stale
    r = client.post(url + "/action", headers=h, json={"seq": 2, "pos": 0, "action": option})
    assert r.status_code == 409 and r.json()["code"] == "stale" and r.json()["position"] == 1
    assert client.get(url + "/state", headers=h).json() == after
    assert after["your_seq"] == 1


def test_serve_refuses_a_database_in_a_missing_folder(tmp_path):
    from typer.testing import CliRunner

    from mechdeck.interfaces import cli

    result = CliRunner().invoke(cli.app, ["serve", "--db", str(tmp_path / "nowhere" / "games.sqlite3")])
    assert result.exit_code == 2 and "does not exist" in result.output

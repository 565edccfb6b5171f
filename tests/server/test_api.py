"""The HTTP and WebSocket API, in-process: creating, joining, playing to the end, duplicates and stale actions."""
from __future__ import annotations

import random

from support import FIRST_GAME, RULES, Seat, bearer, create, join, plain, server_of


def test_rules_catalogue_lists_every_rule_set_with_cards(client):
    data = client.get("/api/rules").json()
    ids = [r["id"] for r in data["rules"]]
    assert "domination-v2.2" in ids
    dom = data["rules"][ids.index("domination-v2.2")]
    assert len(dom["cards"]) == len(RULES.cards)
    assert {"name", "type", "cost", "lostech", "attack", "defense", "text"} <= set(dom["cards"][0])
    assert dom["supply_presets"] == ["random", "first-game"] and dom["pick_supply"]
    assert {"random", "heuristic"} <= set(data["bots"])
    assert client.get("/").status_code == 200 and "app.js" in client.get("/").text
    assert client.get("/static/app.js").status_code == 200


def test_a_whole_game_against_a_bot_over_a_websocket(client):
    game = create(client, opponent="bot", bot="heuristic", seed=11, seat=1)
    assert "invite" not in game
    me = Seat(client, game["game"], game["token"])
    state = me.state
    assert state["seat"] == 1 and state["mode"] == "bot" and state["opponent"] == {"kind": "bot", "name": "heuristic"}
    assert state["view"] == plain(RULES.observe(server_of(client).games[game["game"]].state, 1))
    rnd = random.Random(3)
    while me.state["view"].get("options"):
        before = me.state["position"]
        ack = me.act(rnd.choice(me.state["view"]["options"]))
        assert ack["type"] == "ack" and not ack["duplicate"] and ack["position"] > before
        assert me.state["position"] == ack["position"]
    result = me.state["view"]["result"]
    assert result["winner"] in (0, 1, None)
    live = server_of(client).games[game["game"]]
    assert RULES.replay(live.seed, FIRST_GAME, live.actions) == live.state
    me.close()


def test_hand_picked_supply_and_bad_config(client):
    picked = ["Uziel", "Ammo Dump", "Convoy"]
    game = create(client, opponent="bot", config={"supply": picked}, seed=3)
    state = client.get(f"/api/games/{game['game']}/state", headers=bearer(game["token"])).json()
    assert set(picked) <= set(state["view"]["supply"]) and len(state["view"]["supply"]) == 16
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
    assert a.state["opponent"] == {"kind": "human", "joined": False}
    joined = join(client, game)
    assert joined["seat"] == 1 and joined["token"] != game["token"]
    assert a.expect("state")["opponent"]["joined"] is True  # the creator is told
    again = client.post(f"/api/games/{game['game']}/join", json={"invite": game["invite"]})
    assert again.status_code == 403 and again.json()["code"] == "bad_invite"  # an invite works once
    b = Seat(client, game["game"], joined["token"])
    seats = {0: a, 1: b}
    rnd = random.Random(5)
    for _ in range(40):
        mover = seats[a.state["view"]["to_move"]]
        other = seats[1 - mover.state["seat"]]
        ack = mover.act(rnd.choice(mover.state["view"]["options"]))
        assert ack["type"] == "ack"
        other.expect("state")
        assert a.state["position"] == b.state["position"] == ack["position"]
        assert a.state["view"]["zones"]["hand1"] == {"count": len(b.state["view"]["zones"]["hand1"])}
    a.close()
    b.close()


def test_http_actions_duplicates_and_stale_positions(client):
    game = create(client, opponent="human", seat=0, seed=8, config={"supply": "first-game", "first_player": 0})
    url, h = f"/api/games/{game['game']}", bearer(game["token"])
    state = client.get(url + "/state", headers=h).json()
    option = state["view"]["options"][0]
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

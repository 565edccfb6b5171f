"""Bad input: each case gets a clear error and leaves the game exactly as it was; floods are throttled, then cut."""
from __future__ import annotations

import json

import pytest
from starlette.websockets import WebSocketDisconnect

from support import MAX_MESSAGE_FOR_TESTS, Seat, TestClient, bearer, create, create_app, join, options, server_of


@pytest.fixture
def game(client):
    """A game between two people, P1 to move; both seats subscribed."""
    g = create(client, opponent="human", seat=0, seed=4, config={"supply": "first-game", "first_player": 0})
    other = join(client, g)
    a, b = Seat(client, g["game"], g["token"]), Seat(client, g["game"], other["token"])
    return client, g, a, b


def snapshot(client, g) -> str:
    live = server_of(client).games[g["game"]]
    return live.state.to_json() + json.dumps(live.actions) + json.dumps(live.last_seq)


def error_of(seat: Seat, message) -> dict:
    seat.send(message)
    reply = seat.recv()
    assert reply["type"] == "error", reply
    assert reply["message"] and len(reply["message"]) > 10
    return reply


@pytest.mark.parametrize("message, code, words", [
    ("{not json", "bad_json", "not JSON"),
    ("[1, 2]", "bad_message", "JSON object"),
    ('{"type": "teleport"}', "unknown_type", "unknown message type"),
    ('{"type": "action", "seq": 1, "pos": 0, "action": ["end"]}', "no_token", "token"),
    ('{"type": "action", "token": "forged", "seq": 1, "pos": 0, "action": ["end"]}', "bad_token", "not a seat"),
    ('{"type": "action", "token": "@A", "seq": "one", "pos": 0, "action": ["end"]}', "bad_message", "seq"),
    ('{"type": "action", "token": "@A", "seq": 1, "action": ["end"]}', "bad_message", "position"),
    ('{"type": "action", "token": "@A", "seq": 1, "pos": 0, "action": "end"}', "bad_action", "list"),
    ('{"type": "action", "token": "@A", "seq": 1, "pos": 0, "action": ["launch", "nukes"]}', "illegal",
     "not a legal action"),
    ('{"type": "action", "token": "@A", "seq": 1, "pos": 7, "action": ["end"]}', "stale", "position 7"),
    ('{"type": "action", "token": "@B", "seq": 1, "pos": 0, "action": ["end"]}', "bad_token", "another seat"),
    ('{"type": "undo", "token": "@A", "seq": 1, "pos": 0}', "cannot_undo", "against a bot"),
])
def test_bad_messages_get_clear_errors_and_change_nothing(game, message, code, words):
    client, g, a, b = game
    before = snapshot(client, g)
    message = message.replace("@A", g["token"]).replace("@B", b.token)
    reply = error_of(a, message)
    assert reply["code"] == code and words in reply["message"], reply
    assert snapshot(client, g) == before
    assert a.act(options(a.state)[0])["type"] == "ack"  # the connection still works


def test_out_of_turn_oversized_and_binary(game):
    client, g, a, b = game
    before = snapshot(client, g)
    reply = error_of(b, {"type": "action", "token": b.token, "seq": 1, "pos": 0, "action": ["end"]})
    assert reply["code"] == "not_your_turn" and "P1's decision" in reply["message"]
    big = json.dumps({"type": "action", "token": g["token"], "seq": 1, "pos": 0,
                      "action": ["x" * MAX_MESSAGE_FOR_TESTS]})
    reply = error_of(a, big)
    assert reply["code"] == "too_large" and str(MAX_MESSAGE_FOR_TESTS) in reply["message"]
    a.ws.send_bytes(b'{"type": "ping"}')
    reply = a.recv()
    assert reply["code"] == "bad_message" and "binary" in reply["message"]
    assert snapshot(client, g) == before


def test_hello_with_a_wrong_token_or_game_is_refused(client):
    g = create(client, opponent="bot", seed=1)
    with client.websocket_connect(f"/ws/games/{g['game']}") as ws:
        ws.send_text(json.dumps({"type": "action", "token": g["token"], "seq": 1, "pos": 0, "action": ["end"]}))
        assert json.loads(ws.receive_text())["code"] == "not_subscribed"
        ws.send_text(json.dumps({"type": "hello", "token": "guess"}))
        assert json.loads(ws.receive_text())["code"] == "bad_token"
        with pytest.raises(WebSocketDisconnect) as exc:
            ws.receive_text()
        assert exc.value.code == 4403
    with client.websocket_connect("/ws/games/nosuchgame") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": g["token"]}))
        assert json.loads(ws.receive_text())["code"] == "unknown_game"
        with pytest.raises(WebSocketDisconnect) as exc:
            ws.receive_text()
        assert exc.value.code == 4404


def test_a_finished_game_refuses_actions(client):
    g = create(client, opponent="bot", bot="heuristic", seed=2)
    me = Seat(client, g["game"], g["token"])
    while options(me.state):
        me.act(options(me.state)[-1])
    before = snapshot(client, g)
    reply = error_of(me, {"type": "action", "token": g["token"], "seq": me.seq + 1, "pos": me.state["position"],
                          "action": ["end"]})
    assert reply["code"] == "game_over" and "over" in reply["message"]
    assert error_of(me, {"type": "undo", "token": g["token"], "seq": me.seq + 2,
                         "pos": me.state["position"]})["code"] == "game_over"
    assert snapshot(client, g) == before


def test_http_bad_input(client):
    g = create(client, opponent="bot", seed=5)
    url = f"/api/games/{g['game']}"
    assert client.get(url + "/state").status_code == 401
    r = client.get(url + "/state", headers=bearer("wrong"))
    assert r.status_code == 403 and r.json()["code"] == "bad_token"
    assert client.get("/api/games/missing/state", headers=bearer(g["token"])).status_code == 404
    assert client.get("/api/games/..%2F..%2Fetc/state", headers=bearer(g["token"])).status_code == 404
    r = client.post(url + "/action", headers={**bearer(g["token"]), "Content-Type": "application/json"},
                    content=b"{oops")
    assert r.status_code == 400 and r.json()["code"] == "bad_json"
    r = client.post(url + "/action", headers=bearer(g["token"]), content=b"x" * (MAX_MESSAGE_FOR_TESTS + 1))
    assert r.status_code == 413 and r.json()["code"] == "too_large"
    r = client.get(url + "/replay", headers=bearer(g["token"]))
    assert r.status_code == 409 and r.json()["code"] == "not_finished"


def test_a_flooding_client_is_throttled_then_disconnected(db_path):
    app = create_app(db_path, bucket=(5, 1))  # the defaults, scaled down: 5 at once, then 1 a second
    with TestClient(app) as client:
        g = create(client, opponent="bot", seed=6)
        with client.websocket_connect(f"/ws/games/{g['game']}") as ws:
            for _ in range(60):
                ws.send_text('{"type": "ping"}')
            replies = []
            with pytest.raises(WebSocketDisconnect) as exc:
                while True:
                    replies.append(json.loads(ws.receive_text()))
            assert exc.value.code == 1008
        codes = [r.get("code", r["type"]) for r in replies]
        assert codes[:5] == ["pong"] * 5
        assert "rate_limited" in codes and codes[-1] == "flooding"
        assert len(codes) < 60  # cut off before it got through everything
        # the game itself is untouched and a polite client is served
        assert client.get(f"/api/games/{g['game']}/state", headers=bearer(g["token"])).status_code == 200


@pytest.mark.parametrize("message, code, words", [
    ("[" * 4000 + "]" * 4000, "too_deep", "4000 deep"),
    ('{"type": "action", "token": "@A", "seq": 1, "pos": 0, "action": ' + "[" * 3000 + "]" * 3000 + "}",
     "too_deep", "limit is"),
    ('{"type": "action", "token": "@A", "seq": 1.5, "pos": 0, "action": ["end"]}', "bad_message", "whole number"),
    ('{"type": "action", "token": "@A", "seq": true, "pos": 0, "action": ["end"]}', "bad_message", "whole number"),
    ('{"type": "action", "token": "@A", "seq": -3, "pos": 0, "action": ["end"]}', "bad_message", "positive"),
    ('{"type": "action", "token": "@A", "seq": 18446744073709551616, "pos": 0, "action": ["end"]}', "bad_message",
     "number this one 1"),
    ('{"type": "action", "token": "@A", "seq": 9223372036854775808, "pos": 0, "action": ["end"]}', "bad_message",
     "too far ahead"),
    ('{"type": "action", "token": "@A", "seq": 9223372036854775807, "pos": 0, "action": ["end"]}', "bad_message",
     "too far ahead"),
    ('{"type": "action", "token": "@A", "seq": 1, "pos": 18446744073709551616, "action": ["end"]}', "bad_message",
     "'pos'"),
    ('{"type": "action", "token": "@A", "seq": 1, "pos": 0, "action": ["end", 18446744073709551616]}', "illegal",
     "not a legal action"),
    ('{"type": "hello", "watch": 12}', "bad_token", "watch link"),
])
def test_hostile_numbers_and_nesting_get_clear_errors_and_the_seat_can_still_play(game, message, code, words):
    """The issue's cases: nesting 4,000 deep (the parser would recurse: RecursionError), seq >= 2^64 (SQLite
    overflow), seq = 2^63-1 (accepted, it left the seat no number to send next).  Each is refused with one clear line;
    nothing changes and the seat's next ordinary message is accepted."""
    client, g, a, b = game
    before = snapshot(client, g)
    reply = error_of(a, message.replace("@A", g["token"]))
    assert reply["code"] == code and words in reply["message"], reply
    assert "\n" not in reply["message"] and len(reply["message"]) < 200
    assert snapshot(client, g) == before
    assert a.act(options(a.state)[0])["type"] == "ack" and a.seq == 1


def test_http_bodies_nested_deeply_are_refused(client):
    g = create(client, opponent="bot", seed=5)
    for body in (b"[" * 4000 + b"]" * 4000, b'{"config": ' + b"{" * 2000 + b"}" * 2000 + b"}"):
        r = client.post("/api/games", content=body)
        assert r.status_code == 400 and r.json()["code"] == "too_deep" and "deep" in r.json()["message"]
    r = client.post(f"/api/games/{g['game']}/action", headers=bearer(g["token"]),
                    json={"seq": 2 ** 63 - 1, "pos": 0, "action": ["end"]})
    assert r.status_code == 400 and "too far ahead" in r.json()["message"]
    r = client.post(f"/api/games/{g['game']}/action", headers=bearer(g["token"]), content=b"\xff\xfe")
    assert r.status_code == 400 and r.json()["code"] == "bad_json"


def test_a_seq_far_ahead_but_within_reach_is_taken_and_the_next_one_after_it(game):
    """A client may skip numbers (its refused messages use some up): any number up to MAX_SEQ_STEP ahead is taken."""
    from mechdeck.interfaces.web.app import MAX_SEQ_STEP

    client, g, a, b = game
    a.seq = MAX_SEQ_STEP - 1
    assert a.act(options(a.state)[0])["type"] == "ack" and a.state["your_seq"] == MAX_SEQ_STEP
    assert a.act(options(a.state)[0])["type"] == "ack"


def run_serve(*args: str):
    from typer.testing import CliRunner

    from mechdeck.interfaces import cli

    return CliRunner().invoke(cli.app, ["serve", *args])


def test_serve_with_a_bad_port_or_one_in_use_says_so_in_one_line(tmp_path):
    import socket

    db = str(tmp_path / "games.sqlite3")
    for port in ("99999", "0", "-1"):
        result = run_serve("--port", port, "--db", db)
        assert result.exit_code == 2 and result.output.strip().count("\n") == 0, result.output
        assert f"--port {port}: a TCP port is a number from 1 to 65535" in result.output
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        result = run_serve("--port", str(port), "--db", db)
    assert result.exit_code == 2 and result.output.strip().count("\n") == 0, result.output
    assert f"cannot serve on 127.0.0.1:{port}: the port is already in use" in result.output
    assert "serving" not in result.output
    result = run_serve("--host", "no-such-host.invalid", "--port", "8123", "--db", db)
    assert result.exit_code == 2 and "--host no-such-host.invalid: not a known address" in result.output

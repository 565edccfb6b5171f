"""Nothing lost: a real ``mechdeck serve`` process killed with SIGKILL mid-game and started again."""
from __future__ import annotations

import json
import random
import threading

import httpx
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from support import FIRST_GAME, decider, options


def post(base, path, token=None, **body):
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return httpx.post(base + path, json=body, headers=headers, timeout=10)


def get(base, path, token):
    return httpx.get(base + path, headers={"Authorization": f"Bearer {token}"}, timeout=10)


def test_games_resume_exactly_after_sigkill(server_process):
    server = server_process().start()
    base = server.base
    bot_game = post(base, "/api/games", config=FIRST_GAME, opponent="bot", bot="heuristic", seed=31).json()
    duel = post(base, "/api/games", config=FIRST_GAME, opponent="human").json()
    duel2 = post(base, f"/api/games/{duel['game']}/join", invite=duel["invite"]).json()
    tokens = {0: duel["token"], 1: duel2["token"]} if duel["seat"] == 0 else {1: duel["token"], 0: duel2["token"]}
    rnd = random.Random(2)
    seqs = {0: 0, 1: 0, "bot": 0}
    # some acknowledged moves in both games
    state = get(base, f"/api/games/{bot_game['game']}/state", bot_game["token"]).json()
    for _ in range(12):
        seqs["bot"] += 1
        r = post(base, f"/api/games/{bot_game['game']}/action", bot_game["token"], seq=seqs["bot"],
                 pos=state["position"], action=rnd.choice(options(state)))
        assert r.status_code == 200
        state = r.json()["state"]
    duel_states = {s: get(base, f"/api/games/{duel['game']}/state", tokens[s]).json() for s in (0, 1)}
    for _ in range(15):
        mover = decider(duel_states[0])
        seqs[mover] += 1
        r = post(base, f"/api/games/{duel['game']}/action", tokens[mover], seq=seqs[mover],
                 pos=duel_states[mover]["position"], action=rnd.choice(options(duel_states[mover])))
        assert r.status_code == 200
        duel_states = {s: get(base, f"/api/games/{duel['game']}/state", tokens[s]).json() for s in (0, 1)}
    # a subscribed WebSocket client
    with connect(f"ws://127.0.0.1:{server.port}/ws/games/{bot_game['game']}") as ws:
        ws.send(json.dumps({"type": "hello", "token": bot_game["token"]}))
        assert json.loads(ws.recv(timeout=10)) == state
        server.kill()
        with pytest.raises(ConnectionClosed):
            ws.recv(timeout=10)
    server.start()
    # every game is back at exactly its acknowledged position, for every seat
    assert get(base, f"/api/games/{bot_game['game']}/state", bot_game["token"]).json() == state
    for s in (0, 1):
        assert get(base, f"/api/games/{duel['game']}/state", tokens[s]).json() == duel_states[s]
    # the reconnecting client catches up with one hello, and can go on playing
    with connect(f"ws://127.0.0.1:{server.port}/ws/games/{bot_game['game']}") as ws:
        ws.send(json.dumps({"type": "hello", "token": bot_game["token"]}))
        assert json.loads(ws.recv(timeout=10)) == state
        ws.send(json.dumps({"type": "action", "token": bot_game["token"], "seq": seqs["bot"] + 1,
                            "pos": state["position"], "action": options(state)[0]}))
        ack = json.loads(ws.recv(timeout=10))
        assert ack["type"] == "ack" and not ack["duplicate"]


def test_sigkill_during_a_stream_of_actions_loses_nothing_and_applies_nothing_twice(server_process):
    """A client sends actions as fast as it can; the server is killed at a random moment.  After the restart the
    client resends its unanswered message unchanged (same seq and pos): it is applied exactly once, whether or not
    it had been committed before the kill.  At the end the game's own action list holds exactly the client's
    acknowledged actions, in order, between the bot's."""
    server = server_process().start()
    base = server.base
    game = post(base, "/api/games", config=FIRST_GAME, opponent="bot", bot="heuristic", seed=77, seat=0).json()
    gid, token = game["game"], game["token"]
    rnd = random.Random(7)
    acked: list[list] = []
    state = get(base, f"/api/games/{gid}/state", token).json()
    inflight: dict = {}

    def stream():
        nonlocal state
        seq = state["your_seq"]
        while options(state):
            seq += 1
            message = {"seq": seq, "pos": state["position"], "action": rnd.choice(options(state))}
            inflight.clear()
            inflight.update(message)
            try:
                r = post(base, f"/api/games/{gid}/action", token, **message)
            except httpx.HTTPError:
                return
            assert r.status_code == 200, r.text
            acked.append(message["action"])
            inflight.clear()
            state = r.json()["state"]

    for kill_after in (0.15, 0.4):
        thread = threading.Thread(target=stream)
        thread.start()
        thread.join(kill_after)
        server.kill()
        thread.join(10)
        assert not thread.is_alive()
        server.start()
        now = get(base, f"/api/games/{gid}/state", token).json()
        print("killed with a message in flight:", bool(inflight), "acknowledged so far:", len(acked))
        if inflight:  # the answer was lost: the action may or may not have been committed
            assert now["your_seq"] in (inflight["seq"] - 1, inflight["seq"])
            assert now["position"] >= state["position"]
            r = post(base, f"/api/games/{gid}/action", token, **inflight)
            assert r.status_code == 200, r.text
            assert r.json()["duplicate"] == (now["your_seq"] == inflight["seq"])
            acked.append(inflight["action"])
            inflight.clear()
            state = r.json()["state"]
        else:
            assert now == state
    stream()  # to the end
    assert state["view"]["outcome"]
    info = get(base, f"/api/games/{gid}/replay", token).json()
    mine = [a["action"] for a in info["actions"] if a["seat"] == 0]
    assert mine == [list(a) for a in acked]
    assert len(acked) >= 10

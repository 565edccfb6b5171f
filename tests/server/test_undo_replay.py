"""Undo against a bot (never past new information) and replays of finished games."""
from __future__ import annotations

import random
import threading
import time

import pytest

from mechdeck.interfaces.web.app import revealing, visible_cards
from mechdeck.kernel.presentation import OMNISCIENT, present

from support import FIRST_GAME, RULES, Seat, TestClient, area, bearer, create, create_app, options, plain, server_of


def test_the_revealing_rule_on_single_steps():
    state = RULES.new_game(1, {"supply": "first-game", "first_player": 0})
    me = 0
    play = next(o for o in state.decision.options if o[0] in ("play", "deploy"))
    assert not revealing(RULES, me, state, play, RULES.child(state, play))  # a card from my hand: nothing new
    # ending the turn draws a new hand: revealing
    s = state
    while s.decision.player == me and s.counters["active"] == me:
        before, action = s, ("end",) if ("end",) in s.decision.options else s.decision.options[0]
        s = RULES.child(s, action)
    assert revealing(RULES, me, before, action, s)
    assert visible_cards(RULES, s, me) - visible_cards(RULES, before, me)
    # the opponent's choices are information too
    assert revealing(RULES, 1 - me, before, action, s)


def test_undo_takes_back_own_moves_but_never_past_a_reveal(client):
    game = create(client, opponent="bot", bot="heuristic", seed=9, seat=0, config={"supply": "first-game",
                                                                                  "first_player": 0})
    me = Seat(client, game["game"], game["token"])
    assert me.state["undo"] is False  # nothing done yet
    start = me.state
    play = next(o for o in options(start) if o[0] in ("play", "deploy"))
    assert me.act(play)["type"] == "ack" and me.state["undo"] is True
    ack = me.undo()
    assert ack["type"] == "ack" and ack["position"] == start["position"]
    assert me.state["view"] == start["view"] and me.state["undo"] is False
    error = me.undo()
    assert error["type"] == "error" and error["code"] == "cannot_undo" and "revealed" in error["message"]
    # play on to the next turn of mine: the draw at the end of my turn is a wall
    while me.state["view"]["status"]["turn"] < 3:
        me.act(options(me.state)[0])
    assert me.state["undo"] is False
    me.close()


def test_random_undos_never_cross_revealing_steps(client):
    """Many games with random undos: each undo lands on the latest earlier decision of the human and every step it
    removes was a human decision that changed no RNG and showed the human no new card."""
    checked = 0
    for seed in range(3):
        game = create(client, opponent="bot", bot="heuristic", seed=seed, seat=seed % 2)
        me = Seat(client, game["game"], game["token"])
        live = server_of(client).games[game["game"]]
        rnd = random.Random(seed)
        while options(me.state):
            if me.state["undo"] and rnd.random() < 0.4:
                old_actions, old_position = list(live.actions), me.state["position"]
                ack = me.undo()
                target = ack["position"]
                assert target < old_position
                states = [RULES.new_game(live.seed, live.config)]
                for a in old_actions:
                    states.append(RULES.child(states[-1], a))
                seat = me.state["seat"]
                for i in range(target, old_position):
                    assert states[i].decision.player == seat
                    assert states[i].rng == states[i + 1].rng
                    assert not visible_cards(RULES, states[i + 1], seat) - visible_cards(RULES, states[i], seat)
                assert me.state["view"] == plain(present(RULES, states[target], seat))
                checked += 1
            else:
                me.act(rnd.choice(options(me.state)))
        me.close()
    assert checked >= 5


def test_undo_survives_a_restart(db_path):
    app = create_app(db_path, bucket=(10_000, 10_000))
    with TestClient(app) as client:
        game = create(client, opponent="bot", seed=4, seat=0, config={"supply": "first-game", "first_player": 0})
        me = Seat(client, game["game"], game["token"])
        me.act(next(o for o in options(me.state) if o[0] in ("play", "deploy")))
        me.act(options(me.state)[0])
        me.undo()
        kept = me.state
        me.close()
    with TestClient(create_app(db_path)) as client:
        again = client.get(f"/api/games/{game['game']}/state", headers=bearer(game["token"])).json()
        assert again == kept


def test_replays_step_through_finished_games_from_every_view(client):
    game = create(client, opponent="bot", bot="heuristic", seed=17, seat=0)
    url, h = f"/api/games/{game['game']}", bearer(game["token"])
    me = Seat(client, game["game"], game["token"])
    assert client.get(url + "/replay/0", headers=h).status_code == 409  # not while the game is on
    rnd = random.Random(1)
    while options(me.state):
        me.act(rnd.choice(options(me.state)))
    info = client.get(url + "/replay", headers=h).json()
    live = server_of(client).games[game["game"]]
    assert info["length"] == len(live.actions) and info["seed"] == live.seed and info["config"] == FIRST_GAME
    # each action in the words its decider read: the label of that option in the decider's presentation
    states = [RULES.new_game(live.seed, live.config)]
    for action in live.actions:
        states.append(RULES.child(states[-1], action))
    said = [next(o["label"] for o in present(RULES, s, s.decision.player)["decision"]["options"]
                 if tuple(o["action"]) == a) for s, a in zip(states, live.actions)]
    assert [a["text"] for a in info["actions"]] == said
    state = RULES.new_game(live.seed, live.config)
    for k in list(range(0, info["length"] + 1, 7)) + [info["length"]]:
        while len(state.history) < k:
            RULES.apply(state, live.actions[len(state.history)])
        for view in ("0", "1"):
            frame = client.get(url + f"/replay/{k}?view={view}", headers=h).json()
            assert frame["view"] == plain(present(RULES, state, int(view))) and frame["position"] == k
        everything = client.get(url + f"/replay/{k}?view=all", headers=h).json()["view"]
        assert everything == plain(present(RULES, state, OMNISCIENT))
        names = [RULES.card_name(state.card_types[c]) for c in state.zones["hand1"]]
        assert [p["name"] for p in area(everything, "hand1")["pieces"]] == names  # the bot's hand, shown
        assert [p["name"] for p in area(everything, "deck0")["pieces"]] == [   # and every deck, in order
            RULES.card_name(state.card_types[c]) for c in state.zones["deck0"]]
        assert len(everything["log"]) == len(state.log)   # every line, the private ones marked
    assert client.get(url + "/replay/0?view=2", headers=h).status_code == 400
    assert client.get(url + f"/replay/{info['length'] + 1}", headers=h).status_code == 400
    assert client.get(url + "/replay/0", headers=bearer("nope")).status_code == 403
    me.close()


def test_replays_keep_checkpoints_not_every_state(client):
    """A replay holds every REPLAY_CHECKPOINT-th state, and a frame stepped to from one equals the state replayed
    from the start."""
    from mechdeck.interfaces.web.app import REPLAY_CHECKPOINT

    game = create(client, opponent="bot", bot="heuristic", seed=23, seat=0)
    me = Seat(client, game["game"], game["token"])
    while options(me.state):
        me.act(options(me.state)[-1])
    url, h = f"/api/games/{game['game']}", bearer(game["token"])
    length = client.get(url + "/replay", headers=h).json()["length"]
    replay = server_of(client).replays[game["game"]]
    assert len(replay.checkpoints) == length // REPLAY_CHECKPOINT + 1
    state = RULES.new_game(replay.seed, replay.config)
    for k, action in enumerate(replay.actions + [None]):
        if k % 5 == 0 or k == length:
            assert client.get(url + f"/replay/{k}?view=0", headers=h).json()["view"] == plain(present(RULES, state, 0))
        if action is not None:
            RULES.apply(state, action)
    me.close()


def finished_game(db_path, long: bool = False) -> tuple[dict, dict]:
    """A finished game against the bot in the store at ``db_path`` (short: the person takes the last option, ending
    turns early; ``long``: random choices), and another one still being played."""
    rnd = random.Random(31)
    with TestClient(create_app(db_path, bucket=(10_000, 10_000))) as client:
        done = create(client, opponent="bot", bot="heuristic", seed=31, seat=0)
        me = Seat(client, done["game"], done["token"])
        while options(me.state):
            me.act(rnd.choice(options(me.state)) if long else options(me.state)[-1])
        me.close()
        going = create(client, opponent="bot", bot="heuristic", seed=32, seat=0)
    return done, going


HTTP = None


def timed_get(url: str, token: str | None = None) -> tuple[float, object]:
    """How long a GET took, and its response (one client kept: making one costs more than a request)."""
    global HTTP
    import httpx

    if HTTP is None:
        HTTP = httpx.Client(timeout=60)
    start = time.monotonic()
    r = HTTP.get(url, headers=bearer(token) if token else {})
    return time.monotonic() - start, r


@pytest.mark.parametrize("slowed", ["Replay.__init__", "GameServer._load"])
def test_rebuilding_a_game_after_a_restart_does_not_hold_up_other_requests(db_path, monkeypatch, slowed):
    """The first replay after a restart (and the first load of a game) rebuilds it from the store: made 1.5 s slower
    here with a sleep, which would stop every request if it ran on the event loop.  Meanwhile the server answers
    others at once: the health check, another game's state."""
    from mechdeck.interfaces.web import app as app_module

    from support import InProcessServer

    done, going = finished_game(db_path)
    owner, name = slowed.split(".")
    original = getattr(getattr(app_module, owner), name)

    def slow(*args):
        time.sleep(1.5)
        return original(*args)

    monkeypatch.setattr(getattr(app_module, owner), name, slow)
    server = InProcessServer(db_path).start()
    try:
        if slowed == "Replay.__init__":   # the other game is in memory already: only the replay is slow
            assert timed_get(f"{server.base}/api/games/{going['game']}/state", going["token"])[1].status_code == 200
        results = {}
        slow_url = f"{server.base}/api/games/{done['game']}/" + ("replay" if slowed == "Replay.__init__" else "state")
        worker = threading.Thread(target=lambda: results.update(rebuilt=timed_get(slow_url, done["token"])))
        worker.start()
        time.sleep(0.3)
        waited, health = timed_get(f"{server.base}/api/health")
        assert health.status_code == 200 and waited < 0.5, waited
        if slowed == "Replay.__init__":
            waited, state = timed_get(f"{server.base}/api/games/{going['game']}/state", going["token"])
            assert state.status_code == 200 and waited < 0.5, waited
        worker.join(30)
        took, rebuilt = results["rebuilt"]
        assert rebuilt.status_code == 200 and took >= 1.5
        assert rebuilt.json()["length" if slowed == "Replay.__init__" else "position"] > 10
    finally:
        server.stop()


def test_the_first_replay_after_a_restart_measured(db_path):
    """The real cost, unslowed: how long the first replay of a finished game takes after a restart and how long a
    health check waits meanwhile (printed; the health check must not wait for the replay)."""
    from support import InProcessServer

    done, _ = finished_game(db_path, long=True)
    server = InProcessServer(db_path).start()
    try:
        results = {}
        worker = threading.Thread(target=lambda: results.update(
            first=timed_get(f"{server.base}/api/games/{done['game']}/replay", done["token"])))
        worker.start()
        time.sleep(0.02)
        waited, _ = timed_get(f"{server.base}/api/health")
        worker.join(30)
        again, _ = timed_get(f"{server.base}/api/games/{done['game']}/replay", done["token"])
    finally:
        server.stop()
    took = results["first"][0]
    print(f"\nfirst replay after a restart ({results['first'][1].json()['length']} actions): {took:.2f} s; "
          f"a health check meanwhile: {waited:.3f} s; the replay again: {again:.3f} s")
    assert waited < max(0.5, took)

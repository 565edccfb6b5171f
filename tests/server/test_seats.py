"""Any number of seats through the web API: each seat the creator's, a bot or an invited person; one invite per
invited seat; nobody moves until every seat is filled; rankings for every seat; bad seat specs refused with nothing
stored; games stored before seats were general still load."""
from __future__ import annotations

import hashlib
import json
import sqlite3

import pytest

from support import OPEN_SEATS, Seat, TestClient, bearer, create_app, options, server_of

from mechdeck.kernel import (Decision, Outcome, RuleSet, RulesError, State, get_rules, ranks_from_scores, register,
                             returns_from_ranks)
from mechdeck.kernel import Frame, engine
from mechdeck.interfaces.web.store import MIGRATIONS, Store, migrate

PICK = "test-pick-numbers"
ROUNDS = 2
NUMBERS = (1, 2, 3)


class PickNumbers(RuleSet):
    """The smallest game of 2 to 4 seats, for these tests only: each seat in turn picks 1, 2 or 3, for ROUNDS
    rounds; the highest total wins (equal totals share a place)."""
    id = PICK
    title = "Pick numbers (test rule set)"
    min_players, max_players = 2, 4

    def __init__(self):
        self.ops = {"pick": (run_pick, resume_pick)}

    def setup(self, seed: int, config: dict) -> State:
        unknown = set(config) - {"players"}
        if unknown:
            raise RulesError(f"unknown set-up option(s) {', '.join(sorted(unknown))} (known: players)")
        players = config.get("players", self.min_players)
        state = State(self.id, seed, config, (), seed)
        state.counters.update(totals=(0,) * players, picks=0)
        state.stack = [Frame("pick", 0, 0, {})]
        return state

    def card_name(self, type_id: int) -> str:
        raise KeyError(type_id)   # a game without cards

    def zone_visibility(self, zone: str) -> tuple[str, int]:
        raise KeyError(zone)

    def result(self, state: State) -> dict:
        totals = state.counters["totals"]
        best = [s for s, t in enumerate(totals) if t == max(totals)]
        return {"winner": best[0] if len(best) == 1 else None, "scores": list(totals)}

    def outcome(self, state: State) -> Outcome:
        ranks = ranks_from_scores(state.counters["totals"])
        return Outcome(ranks, returns_from_ranks(ranks), tuple(state.counters["totals"]), "highest total")


def run_pick(state: State, f: Frame):
    return Decision(f.player, tuple(("pick", n) for n in NUMBERS), f"P{f.player + 1}: pick a number", "pick")


def resume_pick(state: State, f: Frame, action: tuple) -> None:
    seat, counters = f.player, state.counters
    totals = counters["totals"]
    counters["totals"] = totals[:seat] + (totals[seat] + action[1],) + totals[seat + 1:]
    counters["picks"] += 1
    state.say(f"P{seat + 1} picks {action[1]}")
    if counters["picks"] == ROUNDS * len(totals):
        state.stack.pop()
    else:
        f.player = (seat + 1) % len(totals)


@pytest.fixture
def pick_client(db_path):
    """The app with the test rule set registered (for this test only: it is taken out again afterwards)."""
    register(PICK, PickNumbers)
    try:
        app = create_app(db_path, allow_chosen_seeds=True, bucket=(10_000, 10_000))
        with TestClient(app) as client:
            try:
                yield client
            finally:
                while OPEN_SEATS:   # an open WebSocket would keep the app from shutting down
                    OPEN_SEATS.pop().close()
    finally:
        engine._REGISTRY.pop(PICK, None)
        engine._LOADED.pop(PICK, None)


def post_game(client, **body):
    body.setdefault("rules", PICK)
    return client.post("/api/games", json=body)


def play_to_the_end(people: dict[int, Seat]) -> None:
    """Each person picks the highest number whenever it is their decision (the bots' moves come in between)."""
    anyone = next(iter(people.values()))
    while not anyone.state["view"]["outcome"]:
        mover = next((s for s in people.values() if options(s.state)), None)
        assert mover is not None, "no person has a decision, but the game is not over"
        assert mover.act(["pick", 3])["type"] == "ack"
        for other in people.values():
            if other is not mover:
                other.expect("state")


def test_three_seats_with_me_a_bot_and_an_invite(pick_client):
    client = pick_client
    r = post_game(client, seats=["me", "random", "invite"], seed=5)
    assert r.status_code == 200, r.text
    game = r.json()
    assert game["players"] == 3 and game["seat"] == 0
    assert [i["seat"] for i in game["invites"]] == [2] and game["invite"] == game["invites"][0]["invite"]
    me = Seat(client, game["game"], game["token"])
    assert me.state["seats"] == [{"seat": 0, "kind": "person", "joined": True, "you": True},
                                 {"seat": 1, "kind": "bot", "name": "random", "you": False},
                                 {"seat": 2, "kind": "person", "joined": False, "you": False}]
    assert me.state["mode"] == "human" and me.state["view"]["outcome"] is None
    # nobody moves before P3 is there
    reply = me.act(["pick", 1])
    assert reply["code"] == "waiting" and "P3" in reply["message"] and me.state["position"] == 0
    joined = client.post(f"/api/games/{game['game']}/join", json={"invite": game["invite"]}).json()
    assert joined["seat"] == 2 and joined["players"] == 3
    assert me.expect("state")["seats"][2]["joined"] is True
    p3 = Seat(client, game["game"], joined["token"])
    play_to_the_end({0: me, 2: p3})
    live = server_of(client).games[game["game"]]
    assert len(live.actions) == ROUNDS * 3
    deciders = [live.rules.replay(live.seed, live.config, live.actions[:i]).decision.player for i in range(6)]
    assert deciders == [0, 1, 2, 0, 1, 2]   # the bot made P2's picks
    totals = live.state.counters["totals"]
    outcome = me.state["view"]["outcome"]
    assert outcome["ranks"] == list(ranks_from_scores(totals)) and outcome["scores"] == list(totals)
    assert len(outcome["returns"]) == 3 and p3.state["view"]["outcome"] == outcome
    assert outcome["reason"] == "highest total" and outcome["winner"] == live.rules.outcome(live.state).winner
    stored = server_of(client).store.load_game(game["game"])
    assert stored["result"]["ranks"] == outcome["ranks"] and stored["players"] == 3
    # the replay: every seat's view, and only those
    info = client.get(f"/api/games/{game['game']}/replay", headers=bearer(game["token"])).json()
    assert info["players"] == 3 and [a["seat"] for a in info["actions"]] == deciders
    assert info["outcome"] == {k: v for k, v in outcome.items() if k not in ("score_label", "columns")}
    url = f"/api/games/{game['game']}/replay/2"
    assert client.get(url + "?view=2", headers=bearer(game["token"])).json()["view"]["viewer"] == 2
    r = client.get(url + "?view=3", headers=bearer(game["token"]))
    assert r.status_code == 400 and "0 (P1) to 2 (P3)" in r.json()["message"]


def test_one_invite_per_open_seat_and_each_works_once(pick_client):
    client = pick_client
    game = post_game(client, seats=["invite", "me", "invite", "invite"]).json()
    invites = {i["seat"]: i["invite"] for i in game["invites"]}
    assert sorted(invites) == [0, 2, 3] and len(set(invites.values())) == 3
    url = f"/api/games/{game['game']}/join"
    for seat in (3, 0):
        assert client.post(url, json={"invite": invites[seat]}).json()["seat"] == seat
    again = client.post(url, json={"invite": invites[3]})
    assert again.status_code == 403 and again.json()["code"] == "bad_invite"
    state = client.get(f"/api/games/{game['game']}/state", headers=bearer(game["token"])).json()
    assert [s["joined"] for s in state["seats"]] == [True, True, False, True]
    assert client.post(url, json={"invite": invites[2]}).json()["seat"] == 2


def test_bots_in_every_other_seat_move_at_once_and_allow_undo_rules(pick_client):
    client = pick_client
    game = post_game(client, seats=["random", "heuristic", "me"], seed=3).json()
    assert "invite" not in game and game["invites"] == []
    me = Seat(client, game["game"], game["token"])
    assert me.state["position"] == 2 and me.state["mode"] == "bot"   # P1 and P2, both bots, have picked
    live = server_of(client).games[game["game"]]
    assert live.tracker is not None and live.tracker.human == 2
    play_to_the_end({2: me})
    assert me.state["view"]["outcome"]["ranks"] == list(ranks_from_scores(live.state.counters["totals"]))
    r = client.post(f"/api/games/{game['game']}/join", json={"invite": "anything"})
    assert r.status_code == 409 and "no seat to join" in r.json()["message"]


def test_undo_is_refused_where_another_person_plays(pick_client):
    client = pick_client
    game = post_game(client, seats=["me", "random", "invite"]).json()
    assert server_of(client).games[game["game"]].tracker is None
    client.post(f"/api/games/{game['game']}/join", json={"invite": game["invite"]})
    r = client.post(f"/api/games/{game['game']}/undo", headers=bearer(game["token"]), json={"seq": 1, "pos": 0})
    assert r.status_code == 409 and r.json()["code"] == "cannot_undo"


@pytest.mark.parametrize("body, words", [
    ({"players": 5, "seats": ["me"] + ["random"] * 4}, "test-pick-numbers is played by 2 to 4 players, not 5"),
    ({"seats": ["me"]}, "played by 2 to 4 players, not 1"),
    ({"players": "three", "seats": ["me", "random", "random"]}, "not 'three'"),
    ({"seats": "me,random"}, "'seats' must be a list"),
    ({"seats": ["me", 7]}, "seat P2: 7 is not a seat: use 'me', 'invite' or a bot name"),
    ({"seats": ["me", {"bot": "random"}]}, "seat P2"),
    ({"players": 2, "seats": ["me", "random", "random"]}, "'seats' lists 3 seats but the game has 2"),
    ({"players": 3, "seats": ["me", "random"]}, "'seats' lists 2 seats but the game has 3"),
    ({"seats": ["me", "random", "oracle"]}, "seat P3: unknown bot 'oracle'; known bots: random, heuristic"),
    ({"seats": ["me", "strategies/mine.yaml"]}, "unknown bot 'strategies/mine.yaml'"),
    ({"seats": ["me", "mcts:999999"]}, "unknown bot 'mcts:999999'"),
    ({"seats": ["me", "me"]}, "names 'me' 2 times"),
    ({"seats": ["random", "invite"]}, "names 'me' 0 times"),
    ({"players": 3, "config": {"players": 2}, "seats": ["me", "random", "random"]}, "give the seat count once"),
    ({"opponent": "bot", "seat": 4, "players": 3}, "'seat' must be a seat number from 0 (P1) to 2 (P3)"),
    ({"rules": "domination-v2.2", "players": 3, "config": {"supply": "first-game"}},
     "domination-v2.2 is played by 2 players, not 3"),
    ({"rules": "battletech-tcg", "seats": ["me", "random", "random"]}, "battletech-tcg is played by 2 players"),
])
def test_bad_seat_requests_get_one_clear_line_and_store_nothing(pick_client, body, words):
    client = pick_client
    r = post_game(client, **body)
    assert r.status_code == 400, r.text
    message = r.json()["message"]
    assert words in message and "\n" not in message and r.json()["code"] == "bad_request"
    assert server_of(client).store.game_ids() == []


def test_a_mcts_bot_with_a_budget_is_a_seat(pick_client):
    game = post_game(pick_client, seats=["me", "mcts:8"]).json()
    state = pick_client.get(f"/api/games/{game['game']}/state", headers=bearer(game["token"])).json()
    assert state["seats"][1] == {"seat": 1, "kind": "bot", "name": "mcts:8", "you": False}


def test_the_expert_bot_is_offered_and_plays(pick_client):
    """`expert` (issue 16): in the page's bot list, and a seat that answers a move."""
    assert "expert" in pick_client.get("/api/rules").json()["bots"]
    game = post_game(pick_client, seats=["me", "expert"]).json()
    state = pick_client.get(f"/api/games/{game['game']}/state", headers=bearer(game["token"])).json()
    assert state["seats"][1] == {"seat": 1, "kind": "bot", "name": "expert", "you": False}


# -- games stored before seats were general ----------------------------------------------------------------------------
def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def old_database(path, rows) -> None:
    """A database as the two-seat server left it (migrations 1 and 2 only), holding ``rows``: (game columns as
    migration 1-2 had them, {seat: token hash}, [events])."""
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, MIGRATIONS[:2])
    for game, seats, events in rows:
        conn.execute(f"INSERT INTO games ({', '.join(game)}) VALUES ({', '.join('?' * len(game))})",
                     tuple(game.values()))
        for seat, token_hash in seats.items():
            conn.execute("INSERT INTO seats (game_id, seat, token_hash, joined) VALUES (?, ?, ?, 0)",
                         (game["id"], seat, token_hash))
        for n, (seat, action) in enumerate(events):
            conn.execute("INSERT INTO events (game_id, n, kind, seat, position, action, client_seq, created) "
                         "VALUES (?, ?, 'action', ?, ?, ?, ?, 0)", (game["id"], n, seat, n, json.dumps(action), n + 1))
    conn.close()


def test_games_stored_in_the_two_seat_format_still_load(db_path):
    config = {"supply": "first-game", "first_player": 0}
    rules = get_rules("domination-v2.2")
    first = list(rules.new_game(8, config).decision.options[0])
    old_database(db_path, [
        ({"id": "oldbot", "rules": "domination-v2.2", "seed": 8, "config": json.dumps(config), "mode": "bot",
          "bot": "heuristic", "bot_seat": 1, "bot_seed": 77, "invite_hash": None, "created": 1.0},
         {0: digest("tok-bot")}, [(0, first)]),
        ({"id": "oldduel", "rules": "domination-v2.2", "seed": 9, "config": json.dumps(config), "mode": "human",
          "bot": None, "bot_seat": None, "bot_seed": None, "invite_hash": digest("inv"), "created": 2.0},
         {0: digest("tok-duel")}, []),
        ({"id": "oldchess", "rules": "chess", "seed": 1, "config": "{}", "mode": "bot", "bot": "random",
          "bot_seat": 1, "bot_seed": 1, "invite_hash": None, "created": 3.0}, {0: digest("tok-chess")}, []),
    ])
    store = Store(db_path)
    row = store.load_game("oldbot")
    assert row["players"] == 2 and row["specs"] == [{"kind": "person"}, {"kind": "bot", "bot": "heuristic",
                                                                          "seed": 77}]
    assert store.load_game("oldduel")["invited"] == {1}
    store.close()
    app = create_app(db_path, bucket=(10_000, 10_000))
    with TestClient(app) as client:
        bot_game = Seat(client, "oldbot", "tok-bot")
        assert bot_game.state["position"] >= 1 and bot_game.state["your_seq"] == 1
        assert bot_game.state["seats"][1] == {"seat": 1, "kind": "bot", "name": "heuristic", "you": False}
        assert bot_game.state["mode"] == "bot" and bot_game.state["view"]["viewer"] == 0
        live = server_of(client).games["oldbot"]
        assert live.actions[0] == tuple(first) and live.tracker is not None and live.tracker.human == 0
        while options(bot_game.state) and bot_game.state["position"] < 12:
            assert bot_game.act(options(bot_game.state)[0])["type"] == "ack"
        # the old game's unused invite still takes its seat, once
        joined = client.post("/api/games/oldduel/join", json={"invite": "inv"}).json()
        assert joined["seat"] == 1
        assert client.post("/api/games/oldduel/join", json={"invite": "inv"}).status_code == 403
        duel = client.get("/api/games/oldduel/state", headers=bearer("tok-duel")).json()
        assert duel["seats"][1] == {"seat": 1, "kind": "person", "joined": True, "you": False}
        assert duel["mode"] == "human"
        # a stored game this mechdeck cannot replay: refused in one line saying why
        r = client.get("/api/games/oldchess/state", headers=bearer("tok-chess"))
        assert r.status_code == 409 and r.json()["code"] == "unplayable"
        assert "oldchess" in r.json()["message"] and "unknown rule set 'chess'" in r.json()["message"]
        bot_game.close()
        OPEN_SEATS.remove(bot_game)

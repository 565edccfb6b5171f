"""Changes instead of whole states: after its first whole state a client that asks for it gets patches, and the state
it patches together is, at every step, exactly the state the server would send whole; in every rule set, for seats
and watchers, in Python and in the page's own code (net.js in chromium).  Also the sizes: a TCG game's messages."""
from __future__ import annotations

import copy
import json
import random
import statistics

import pytest

from mechdeck.interfaces.web.app import changes

from support import SETUP_BY_RULES, Seat, bearer, create, join, options, plain, server_of

def apply_changes(before, ops: list) -> dict:
    """The test's own reading of a patch (the module docstring of app.py): the state the client ends up with."""
    after = copy.deepcopy(before)
    for op in ops:
        kind, path = op[0], op[1]
        node = after
        for key in path[:-1] if kind != "s" else path:
            node = node[key]
        if kind == "r":
            node[path[-1]] = op[2]
        elif kind == "d":
            del node[path[-1]]
        elif kind == "s":
            node[op[2]:op[2] + op[3]] = op[4]
        else:
            raise AssertionError(f"unknown op {op}")
    return after


@pytest.mark.parametrize("before, after", [
    ({"a": 1, "b": [1, 2, 3]}, {"a": 2, "b": [1, 2, 3, 4, 5]}),           # a value, lines added at the end
    ({"a": 1, "b": {"c": None}}, {"b": {"c": [1]}, "d": True}),           # a key gone, a key new, a type changed
    ({"x": [1, 2, 3, 4, 5]}, {"x": [1, 2, 9, 4, 5]}),                      # one index of a list of the same length
    ({"x": [1, 2, 3, 4, 5]}, {"x": [1, 4, 5]}),                            # cards leave the middle of a hand
    ({"x": [1, 2]}, {"x": []}), ({"x": []}, {"x": [{"id": 1}]}),
    ({"x": [{"id": 1, "n": "a"}, {"id": 2}]}, {"x": [{"id": 1, "n": "b"}, {"id": 2}, {"id": 3}]}),
    ({"x": 1}, {"x": 1.5}), ({"x": 1}, {"x": True}), ({"x": "a"}, {"x": "a"}),
])
def test_changes_turn_one_value_into_the_other(before, after):
    ops = changes(before, after)
    assert apply_changes(before, ops) == after
    assert (ops == []) == (before == after)


def test_new_log_lines_are_one_splice_at_the_end():
    before = {"log": [f"line {i}" for i in range(500)], "position": 7}
    after = {"log": before["log"] + ["new one", "new two"], "position": 8}
    assert changes(before, after) == [["s", ["log"], 500, 0, ["new one", "new two"]], ["r", ["position"], 8]]


class PatchSeat(Seat):
    """A seat (or a watcher, ``watch=key``) that asks for changes and patches its state together from them; it
    keeps every frame's size and every (before, ops, after) step."""

    def __init__(self, client, game_id: str, token: str | None, watch: str | None = None):
        self.steps: list[tuple[dict, list, dict]] = []
        self.sizes: list[int] = []
        self.kinds: list[str] = []
        self.cm = client.websocket_connect(f"/ws/games/{game_id}")
        self.ws = self.cm.__enter__()
        self.closed = False
        self.token, self.seq, self.frames, self.state = token, 0, [], None
        from support import OPEN_SEATS
        OPEN_SEATS.append(self)
        self.send({"type": "hello", "patches": True, **({"watch": watch} if watch else {"token": token})})
        self.expect("state")

    def recv(self) -> dict:
        text = self.ws.receive_text()
        self.frames.append(text)
        self.sizes.append(len(text.encode()))
        msg = json.loads(text)
        self.kinds.append(msg["type"])
        if msg["type"] == "patch":
            after = apply_changes(self.state, msg["ops"])
            self.steps.append((self.state, msg["ops"], after))
            return after
        return msg


def full_state(client, game_id: str, token: str) -> dict:
    return client.get(f"/api/games/{game_id}/state", headers=bearer(token)).json()


@pytest.mark.parametrize("rules", sorted(SETUP_BY_RULES))
def test_patched_states_equal_whole_states_at_every_step(client, rules):
    """A person against a bot, both people of a duel and a watcher, in every rule set: after every message, the
    state each patched together equals the whole state the server gives that seat (or the watcher)."""
    g = create(client, rules=rules, config=SETUP_BY_RULES[rules], opponent="bot", bot="heuristic", seed=3, seat=0)
    me = PatchSeat(client, g["game"], g["token"])
    rnd = random.Random(rules)
    steps = 0
    while options(me.state) and steps < 150:
        me.act(rnd.choice(options(me.state)))
        assert me.state == full_state(client, g["game"], g["token"]), f"{rules}: step {steps}"
        steps += 1
    assert steps >= 20 and len(me.steps) >= steps and me.kinds.count("state") == 1

    duel = create(client, rules=rules, config=SETUP_BY_RULES[rules], opponent="human", seat=0, seed=8)
    other = join(client, duel)
    tokens = [duel["token"], other["token"]]
    share = client.get(f"/api/games/{duel['game']}/share", headers=bearer(duel["token"])).json()
    seats = [PatchSeat(client, duel["game"], token) for token in tokens]
    watcher = PatchSeat(client, duel["game"], None, watch=share["watch"])
    for step in range(60):
        decision = seats[0].state["view"]["decision"]
        if decision is None:
            break
        mover = decision["player"]
        if not options(seats[mover].state):
            break
        seats[mover].act(rnd.choice(options(seats[mover].state)))
        seats[1 - mover].expect("state")
        watcher.expect("state")
        for seat, token in zip(seats, tokens):
            assert seat.state == full_state(client, duel["game"], token), f"{rules}: duel step {step}"
        live = server_of(client).games[duel["game"]]
        assert watcher.state == plain(live.message(-1))
    assert len(watcher.steps) >= 20


def measure(client, patches: bool) -> list[tuple[str, int]]:
    """The bytes of every message a person playing the TCG against the heuristic bot receives in a whole game."""
    g = create(client, rules="battletech-tcg", config=SETUP_BY_RULES["battletech-tcg"], opponent="bot", bot="heuristic",
               seed=21, seat=0)
    me = PatchSeat(client, g["game"], g["token"]) if patches else Seat(client, g["game"], g["token"])
    rnd = random.Random(4)
    while options(me.state):
        # a person's choices: mostly the first options (deploy, attack, build), a random one now and then
        opts = options(me.state)
        me.act(opts[0] if rnd.random() < 0.6 else rnd.choice(opts))
    assert me.state["view"]["outcome"]
    return [(json.loads(f)["type"], len(f.encode())) for f in me.frames]


def figures(sizes: list[int]) -> dict:
    ordered = sorted(sizes)
    return {"messages": len(sizes), "median": statistics.median(sizes), "p95": ordered[int(0.95 * (len(sizes) - 1))],
            "max": ordered[-1], "total": sum(sizes)}


def test_a_tcg_games_messages_are_small(client):
    """The same TCG game (seeds and choices fixed) sent whole and as changes: every message counted (states,
    patches and acknowledgements).  The median message is under 2 KB with changes."""
    whole, patched = measure(client, False), measure(client, True)
    assert [kind for kind, _ in whole[1:]] == ["ack" if kind == "ack" else "state" for kind, _ in patched[1:]]
    for name, sent in (("whole states", whole), ("changes", patched)):
        print(f"\n{name}: every message {figures([size for _, size in sent])}"
              f"\n{' ' * len(name)}  states only   {figures([size for kind, size in sent if kind != 'ack'])}")
    every = figures([size for _, size in patched])
    states = figures([size for kind, size in patched if kind != "ack"])
    assert every["median"] < 2048 and states["median"] < 2048
    assert every["total"] * 5 < figures([size for _, size in whole])["total"]


def test_the_pages_own_code_applies_the_changes_the_same_way(client, tmp_path):
    """net.js's applyChanges in chromium, on every step of a TCG game and a War Rig game: the same state, and the
    state before left untouched (the page compares consecutive presentations)."""
    from support import need_browser, server_and_browser

    need_browser()
    recorded = []
    for rules in ("battletech-tcg", "war-rig"):
        g = create(client, rules=rules, config=SETUP_BY_RULES[rules], opponent="bot", bot="heuristic", seed=5, seat=1)
        me = PatchSeat(client, g["game"], g["token"])
        rnd = random.Random(9)
        while options(me.state) and len(me.steps) < 80:
            me.act(rnd.choice(options(me.state)))
        recorded += me.steps
    assert len(recorded) >= 100
    env = server_and_browser(tmp_path)
    server, browser = next(env)
    try:
        page = browser.new_page()
        page.goto(server.base + "/")
        results = page.evaluate("""async steps => {
            const {applyChanges} = await import('/static/js/net.js');
            return steps.map(([before, ops]) => {
                const kept = JSON.stringify(before);
                const after = applyChanges(before, ops);
                return [after, JSON.stringify(before) === kept];
            });
        }""", [[before, ops] for before, ops, _ in recorded])
    finally:
        env.close()
    for (before, ops, after), (from_page, untouched) in zip(recorded, results):
        assert from_page == after and untouched

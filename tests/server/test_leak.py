"""Nothing leaked: what a seat is sent depends only on what that seat may see.

Two games that differ only in cards hidden from a seat must send that seat byte-identical messages: its presentation
(areas, pieces and their ids, counters, the decision, the log, the outcome) and the public facts beside it."""
from __future__ import annotations

import random

from mechdeck.interfaces.web.app import dumps, state_message, visible_cards
from mechdeck.kernel import get_rules
from mechdeck.kernel.presentation import presenter_for

from support import RULES, Seat, area, create, join, options, server_of

CONFIG = {"supply": "first-game", "first_player": 1}


def message_bytes(state, seat: int, rules=RULES) -> str:
    seats = rules.seat_count(state)
    return dumps(state_message(rules, state, seat, position=len(state.history), your_seq=3, mode="human",
                               seats=[{"seat": s, "kind": "person", "joined": True, "you": s == seat}
                                      for s in range(seats)], undo=False))


def test_determinized_states_give_byte_identical_messages():
    """At every position of several random games, the real state and re-deals of everything a seat cannot see
    (other hands, every deck's order, the RNG) give that seat the same bytes."""
    differing = 0
    for seed in range(3):
        state = RULES.new_game(seed, {"supply": "random"})
        rnd = random.Random(seed)
        while state.decision is not None:
            for seat in (len(state.history) % 2,):  # each seat at every other position
                mine = message_bytes(state, seat)
                for k in range(1):
                    other = RULES.determinize(state, seat, seed * 100 + k)
                    assert message_bytes(other, seat) == mine
                    differing += other.zones != state.zones
            RULES.apply(state, rnd.choice(state.decision.options))
    assert differing > 100  # the re-deals really did move hidden cards


def opening(seed: int, seat: int) -> list[str]:
    state = RULES.new_game(seed, CONFIG)
    names = lambda zone: [RULES.card_name(state.card_types[c]) for c in state.zones[zone]]  # noqa: E731
    return names(f"hand{seat}") + names(f"deck{seat}")


def twins(a: int, b: int) -> bool:
    return opening(a, 0) == opening(b, 0) and sorted(opening(a, 1)[:5]) != sorted(opening(b, 1)[:5])


# Found by searching the first few hundred seeds for the pair P1 cannot tell apart the longest under the test's
# choices (44 actions: P2's first turn, P1's turn, P2's second turn with a different hand and deck ...).
LONG_TWINS = (129, 395)


def twin_seeds() -> tuple[int, int]:
    """Two seeds whose games P1 cannot tell apart (P1's hand and whole deck in the same order) while P2's cards
    differ."""
    if twins(*LONG_TWINS):
        return LONG_TWINS
    seen: dict[tuple, int] = {}
    for seed in range(5000):
        key = tuple(opening(seed, 0))
        if key in seen and sorted(opening(seen[key], 1)[:5]) != sorted(opening(seed, 1)[:5]):
            return seen[key], seed
        seen.setdefault(key, seed)
    raise AssertionError("no twin seeds found")


def test_two_games_differing_in_hidden_cards_send_identical_bytes(client):
    """Through the real protocol: two games between people whose only difference is P2's cards (hand and deck).
    P2 makes the same public choices in both; P1 must receive exactly the same bytes in both games for as long as
    the games stay indistinguishable to P1 by the rules (until P2's hidden cards reach a zone P1 sees)."""
    s1, s2 = twin_seeds()
    games = []
    for seed in (s1, s2):
        g = create(client, opponent="human", seat=0, seed=seed, config=CONFIG)
        p2 = join(client, g)
        games.append((g, Seat(client, g["game"], g["token"]), Seat(client, g["game"], p2["token"])))
    lives = [server_of(client).games[g["game"]] for g, _, _ in games]
    assert lives[0].state.zones["hand1"] != lives[1].state.zones["hand1"]
    assert games[0][1].frames == games[1][1].frames  # the hello answers
    steps = hidden_differs = 0
    while True:
        mover = lives[0].state.decision.player
        if lives[1].state.decision.player != mover:
            break
        actors = [p1 if mover == 0 else p2 for _, p1, p2 in games]
        offered = [set(map(tuple, options(actor.state))) for actor in actors]
        common = sorted(offered[0] & offered[1], key=lambda o: (o[0] in ("end", "pass", "done"), o))
        if not common:
            break
        # prefer a choice after which P1 still cannot tell the games apart (a long window to compare)
        common.sort(key=lambda o: RULES.observe(RULES.child(lives[0].state, o), 0)
                    != RULES.observe(RULES.child(lives[1].state, o), 0))
        marks = [len(p1.frames) for _, p1, _ in games]
        for g, p1, p2 in games:
            actor, watcher = (p1, p2) if mover == 0 else (p2, p1)
            assert actor.act(common[0])["type"] == "ack"
            watcher.expect("state")
        if RULES.observe(lives[0].state, 0) != RULES.observe(lives[1].state, 0):
            break  # a card of P2's became visible to P1: from here on the games differ for P1 too
        new = [p1.frames[m:] for (_, p1, _), m in zip(games, marks)]
        assert new[0] == new[1], f"step {steps}: P1 was sent different bytes in games that P1 cannot tell apart"
        hidden_differs += RULES.observe(lives[0].state, 1) != RULES.observe(lives[1].state, 1)
        steps += 1
    print(f"P1 could not tell the games apart for {steps} actions; P2's view differed after {hidden_differs}")
    assert steps >= (30 if (s1, s2) == LONG_TWINS else 5) and hidden_differs >= 5, (steps, hidden_differs)
    assert games[0][1].frames[:steps] == games[1][1].frames[:steps]


def test_state_messages_hold_no_secrets(client):
    """No seed, RNG, deck order, instance ids of hidden cards or the other seat's token in what a seat receives."""
    g = create(client, opponent="human", seat=0, seed=123456789, config=CONFIG)
    p2 = join(client, g)
    a = Seat(client, g["game"], g["token"])
    live = server_of(client).games[g["game"]]
    text = a.frames[-1]
    assert "123456789" not in text and str(live.state.rng) not in text
    assert p2["token"] not in text and g["token"] not in text and g["invite"] not in text
    assert set(a.state) == {"type", "seat", "position", "your_seq", "mode", "seats", "undo", "view"}
    view = a.state["view"]
    for hidden in ("hand1", "deck0", "deck1"):   # counted, never listed: no names, no ids, no order
        assert area(view, hidden)["count"] == 5 and "pieces" not in area(view, hidden) and "top" not in area(view, hidden)
    assert view["decision"]["player"] == 1 and view["decision"]["options"] == []   # P2 decides: P1 reads only that
    assert get_rules(view["rules"]) is RULES and view["viewer"] == 0


def shown_ids(view: dict) -> set[int]:
    """The instance ids a presentation carries (pieces and option targets)."""
    ids = {p["id"] for a in view["areas"] for p in a.get("pieces", ()) if "id" in p}
    for option in (view["decision"] or {}).get("options", ()):
        ids |= {ref for kind, ref in option["targets"] if kind == "card"}
    return ids


def test_a_seat_is_sent_only_the_ids_of_cards_it_sees():
    """Domination deals instance ids in pile order, so an id of a hidden card would tell which card it is: every id a
    seat is sent is an id of a card that seat sees, at every position of random games, and every named piece is
    what its id is."""
    assert not presenter_for(RULES).public_ids
    checked = 0
    for seed in range(3):
        state = RULES.new_game(seed, {"supply": "random"})
        rnd = random.Random(seed)
        while state.decision is not None:
            for seat in (0, 1):
                view = state_message(RULES, state, seat, position=0, your_seq=0, mode="human", seats=[],
                                     undo=False)["view"]
                assert shown_ids(view) <= visible_cards(RULES, state, seat)
                for a in view["areas"]:
                    for piece in a.get("pieces", ()):
                        assert "id" not in piece or piece["name"] == RULES.card_name(state.card_types[piece["id"]])
                checked += 1
            RULES.apply(state, rnd.choice(state.decision.options))
    assert checked > 300


def test_three_seats_hidden_tokens_swapped_between_two_others_send_the_third_the_same_bytes():
    """Tiny Skirmish with three seats: swapping tokens between P2's and P3's hands (the test moves them, not the
    engine) leaves P1's messages byte-identical at every decision of P1's (P1's options are sent too), while P2's
    own message changes."""
    from conformance.tiny_game import hand, register_tiny

    register_tiny()
    tiny = get_rules("tiny-skirmish")
    compared = changed = 0
    for seed in range(15):
        state = tiny.new_game(seed, {"players": 3})
        rnd = random.Random(seed)
        while state.decision is not None:
            twin = state.clone()
            two, three = twin.zones[hand(1)], twin.zones[hand(2)]
            if state.decision.player == 0 and two and three and tiny.card_name(twin.card_types[two[0]]) != tiny.card_name(twin.card_types[three[0]]):
                two[0], three[0] = three[0], two[0]
                assert message_bytes(twin, 0, tiny) == message_bytes(state, 0, tiny)
                changed += message_bytes(twin, 1, tiny) != message_bytes(state, 1, tiny)
                compared += 1
            tiny.apply(state, rnd.choice(state.decision.options))
    assert compared > 30 and changed == compared   # the swap is real: the hands' owners see it


# -- memory: what a finished game leaves behind ---------------------------------------------------------------------
def play_to_the_end(client, seed: int) -> tuple[str, str]:
    """A game against the random bot played to its end over a WebSocket that is closed after (keeping none of the
    messages: only the server's memory is measured); its id and token.  The person takes the last option offered
    (ending turns early: a short game)."""
    import json

    g = create(client, opponent="bot", bot="random", seed=seed)
    with client.websocket_connect(f"/ws/games/{g['game']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": g["token"]}))
        state, seq = json.loads(ws.receive_text()), 0
        while options(state):
            seq += 1
            ws.send_text(json.dumps({"type": "action", "token": g["token"], "seq": seq, "pos": state["position"],
                                     "action": options(state)[-1]}))
            assert json.loads(ws.receive_text())["type"] == "ack"
            state = json.loads(ws.receive_text())
    return g["game"], g["token"]


def test_finished_games_leave_memory_once_nobody_follows_them(client):
    """tracemalloc's traced bytes as finished games pile up: what each further game adds, measured between the
    8th and the 32nd game (before that, bounded things fill up: worker threads, SQLite's caches, the test client's
    URL cache), is a few hundred bytes (a finished game used to stay whole: its state, log, actions and bots, about
    60-160 KB), and the server holds none of them.  Each still opens again from the store."""
    import gc
    import tracemalloc

    server = server_of(client)
    tracemalloc.start()
    try:
        for seed in range(1, 9):
            play_to_the_end(client, seed)
        gc.collect()
        warm = tracemalloc.get_traced_memory()[0]
        games = [play_to_the_end(client, seed) for seed in range(9, 33)]
        gc.collect()
        per_game = (tracemalloc.get_traced_memory()[0] - warm) / len(games)
    finally:
        tracemalloc.stop()
    print(f"\n{per_game / 1024:.2f} KB stays in memory per further finished game ({len(games)} games)")
    assert not {game_id for game_id, _ in games} & set(server.games) and not server.loading
    assert per_game < 2048
    game_id, token = games[-1]
    again = Seat(client, game_id, token)   # opened again from the store, as it ended
    assert again.state["view"]["outcome"] and game_id in server.games
    again.close()
    assert game_id not in server.games

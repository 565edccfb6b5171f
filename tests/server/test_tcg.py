"""The BattleTech TCG through the web server: the catalogue's decks, a whole game against the bot over the WebSocket
that never shows the opponent's hidden cards, bad decks, undo and the replay."""
from __future__ import annotations

import random

from mechdeck.games.battletech_tcg.decks import preset_deck
from mechdeck.kernel import get_rules
from mechdeck.kernel.presentation import OMNISCIENT, catalogue, present

from support import Seat, area, bearer, create, decider, options, plain, server_of

TCG = get_rules("battletech-tcg")
DECKS = {"decks": ["kurita", "wolf"]}


def test_the_catalogue_offers_the_preset_decks_and_every_card_in_them(client):
    rules = {r["rules"]: r for r in client.get("/api/rules").json()["rules"]}
    tcg = rules["battletech-tcg"]
    assert tcg == plain(catalogue(TCG))
    decks = next(f for f in tcg["setup"] if f["name"] == "decks")
    assert decks["kind"] == "decks" and decks["choices"] == ["kurita", "wolf", "kurita-c3", "wolf-castes",
                                                                 "davion-armor", "jaguar-elementals"]
    assert decks["count"] == 2
    assert not any(f["name"] == "supply" for f in tcg["setup"])
    for preset in decks["choices"]:  # the page shows the text of every card a preset game can show
        assert {card.name for card in preset_deck(preset).cards()} <= set(tcg["gallery"])


def hidden(state, seat: int) -> list[tuple[int, str]]:
    """(id, name) of every card the seat may not see: Stockpiles, the other hand, the other's face-down cards."""
    return [(c, TCG.card_name(state.card_types[c])) for zone, cards in state.zones.items() for c in cards
            if zone != "mission" and not TCG.seen(state, c, seat)]


def assert_hides_secrets(text: str, view: dict, state, seat: int) -> int:
    """The message names no hidden card (no piece with its id has a name, no label pairs its name with its id),
    shows the other hand as a count and the other's face-down cards without names; returns how many face-down cards
    of the opponent it showed."""
    other = 1 - seat
    hand = area(view, f"hand{other}")
    assert hand["count"] == len(state.zones[f"hand{other}"]) and "pieces" not in hand
    pieces = {p["id"]: p for a in view["areas"] for p in a.get("pieces", ())}
    for c, name in hidden(state, seat):
        assert f"{name} #{c}" not in text and f"{name} face down (card #{c})" not in text
        assert c not in pieces or pieces[c]["name"] is None
    face_down = [i for i, c in enumerate(state.zones[f"build{other}"]) if not TCG.seen(state, c, seat)]
    for i in face_down:
        piece = area(view, f"build{other}")["pieces"][i]
        assert piece["name"] is None and piece["down"] is True
    # nothing in the view depends on what the hidden cards are: re-dealing them gives the same view
    for k in range(2):
        assert plain(present(TCG, TCG.determinize(state, seat, 7 + k), seat)) == view
    return len(face_down)


def test_a_whole_tcg_game_against_the_bot_over_a_websocket_then_its_replay(client):
    game = create(client, rules="battletech-tcg", config=DECKS, opponent="bot", bot="heuristic", seed=5, seat=1)
    me = Seat(client, game["game"], game["token"])
    live = server_of(client).games[game["game"]]
    rnd = random.Random(7)
    moves = face_down_seen = 0
    while True:
        view = me.state["view"]
        assert view == plain(present(TCG, live.state, 1))
        face_down_seen += assert_hides_secrets(me.frames[-1], view, live.state, 1)
        if not options(me.state):
            break
        for option in view["decision"]["options"]:   # words and references for every option, no label parsing
            assert option["label"] and option["targets"] == plain(TCG.option_targets(live.state,
                                                                                     tuple(option["action"])))
        ack = me.act(rnd.choice(options(me.state)))
        assert ack["type"] == "ack" and not ack["duplicate"]
        moves += 1
        assert moves < 3000, "the game did not end"
    assert view["outcome"]["winner"] in (0, 1) and view["outcome"]["reason"]
    assert view["outcome"]["score_label"] == "Cards left in Stockpile"
    assert moves >= 10 and face_down_seen > 0
    assert TCG.replay(live.seed, live.config, live.actions) == live.state
    # the replay: each seat's view, and everything shown (the bot's hand and face-down cards by name)
    url, h = f"/api/games/{game['game']}", bearer(game["token"])
    info = client.get(url + "/replay", headers=h).json()
    assert info["rules"] == "battletech-tcg" and info["length"] == len(live.actions) and info["config"] == DECKS
    state = TCG.new_game(live.seed, live.config)
    for k in (0, info["length"] // 2, info["length"]):
        while len(state.history) < k:
            TCG.apply(state, live.actions[len(state.history)])
        assert client.get(url + f"/replay/{k}?view=1", headers=h).json()["view"] == plain(present(TCG, state, 1))
        everything = client.get(url + f"/replay/{k}?view=all", headers=h).json()["view"]
        assert everything == plain(present(TCG, state, OMNISCIENT))
        assert [p["name"] for p in area(everything, "hand0")["pieces"]] == [
            TCG.card_name(state.card_types[c]) for c in state.zones["hand0"]]
        assert all(p["name"] is not None for a in everything["areas"] for p in a.get("pieces", ()))
    me.close()


def test_unknown_decks_and_options_are_bad_config_naming_the_problem(client):
    r = client.post("/api/games", json={"rules": "battletech-tcg", "config": {"decks": ["kurita", "no-such-deck"]}})
    assert r.status_code == 400 and r.json()["code"] == "bad_config"
    assert "no-such-deck" in r.json()["message"] and "P2" in r.json()["message"]
    r = client.post("/api/games", json={"rules": "battletech-tcg", "config": {"decks": "kurita"}})
    assert r.status_code == 400 and r.json()["code"] == "bad_config" and "two decks" in r.json()["message"]
    r = client.post("/api/games", json={"rules": "battletech-tcg", "config": {"supply": "random"}})
    assert r.status_code == 400 and r.json()["code"] == "bad_config" and "supply" in r.json()["message"]


def test_undo_takes_back_a_deploy_but_not_past_the_bots_moves(client):
    game = create(client, rules="battletech-tcg", config={**DECKS, "first_player": 0}, opponent="bot", seed=3,
                  seat=0)
    me = Seat(client, game["game"], game["token"])
    start = me.state
    assert start["undo"] is False
    deploy = next(o for o in options(start) if o[0] == "deploy")
    me.act(deploy)
    assert me.state["undo"] is True  # a card of my own hand, face down: nothing new to me
    ack = me.undo()
    assert ack["type"] == "ack" and ack["position"] == start["position"] and me.state["view"] == start["view"]
    # my turn ends, the bot plays its turn: from my next decision on there is no going back
    while me.state["view"]["status"]["turn"] < 2 or decider(me.state) != 0:
        me.act(["done"] if ["done"] in options(me.state) else options(me.state)[0])
    assert me.state["undo"] is False
    assert me.undo()["code"] == "cannot_undo"
    me.close()

"""The BattleTech TCG through the web server: the catalogue's decks, a whole game against the bot over the WebSocket
that never shows the opponent's hidden cards, bad decks, undo and the replay."""
from __future__ import annotations

import random

from mechdeck.games.battletech_tcg.decks import preset_deck
from mechdeck.interfaces.web.app import full_view
from mechdeck.kernel import get_rules

from support import Seat, bearer, create, plain, server_of

TCG = get_rules("battletech-tcg")
DECKS = {"decks": ["kurita", "wolf"]}


def test_the_catalogue_offers_the_preset_decks_and_every_card_in_them(client):
    rules = {r["id"]: r for r in client.get("/api/rules").json()["rules"]}
    tcg = rules["battletech-tcg"]
    assert tcg["deck_presets"] == ["kurita", "wolf"] and tcg["supply_presets"] == [] and not tcg["pick_supply"]
    names = {c["name"] for c in tcg["cards"]}
    for preset in tcg["deck_presets"]:  # the page shows the text of every card a preset game can show
        assert {card.name for card in preset_deck(preset).cards()} <= names


def hidden(state, seat: int) -> list[tuple[int, str]]:
    """(id, name) of every card the seat may not see: Stockpiles, the other hand, the other's face-down cards."""
    return [(c, TCG.card_name(state.card_types[c])) for zone, cards in state.zones.items() for c in cards
            if zone != "mission" and not TCG.seen(state, c, seat)]


def assert_hides_secrets(text: str, view: dict, state, seat: int) -> int:
    """The message names no hidden card next to its id, shows the other hand as a count and the other's face-down
    cards without names; returns how many face-down cards of the opponent it showed."""
    other = 1 - seat
    assert view["zones"][f"hand{other}"] == {"count": len(state.zones[f"hand{other}"])}
    assert view["board"][other]["hand"] == len(state.zones[f"hand{other}"])
    for c, name in hidden(state, seat):
        assert f"{name} #{c}" not in text and f"{name} face down (card #{c})" not in text
    face_down = [i for i, c in enumerate(state.zones[f"build{other}"]) if not TCG.seen(state, c, seat)]
    for i in face_down:
        assert view["board"][other]["build"][i]["name"] is None and view["zones"][f"build{other}"][i] is None
    # nothing in the view depends on what the hidden cards are: re-dealing them gives the same view
    for k in range(2):
        assert plain(TCG.observe(TCG.determinize(state, seat, 7 + k), seat)) == view
    return len(face_down)


def test_a_whole_tcg_game_against_the_bot_over_a_websocket_then_its_replay(client):
    game = create(client, rules="battletech-tcg", config=DECKS, opponent="bot", bot="heuristic", seed=5, seat=1)
    me = Seat(client, game["game"], game["token"])
    live = server_of(client).games[game["game"]]
    rnd = random.Random(7)
    moves = face_down_seen = 0
    while True:
        view = me.state["view"]
        assert view == plain(TCG.observe(live.state, 1))
        face_down_seen += assert_hides_secrets(me.frames[-1], view, live.state, 1)
        if not view.get("options"):
            break
        assert len(view["labels"]) == len(view["options"])
        ack = me.act(rnd.choice(view["options"]))
        assert ack["type"] == "ack" and not ack["duplicate"]
        moves += 1
        assert moves < 3000, "the game did not end"
    assert view["result"]["winner"] in (0, 1) and view["result"]["reason"]
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
        assert client.get(url + f"/replay/{k}?view=1", headers=h).json()["view"] == plain(TCG.observe(state, 1))
        everything = client.get(url + f"/replay/{k}?view=all", headers=h).json()["view"]
        assert everything == plain(full_view(TCG, state))
        assert everything["zones"]["hand0"] == [TCG.card_name(state.card_types[c]) for c in state.zones["hand0"]]
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
    deploy = next(o for o in start["view"]["options"] if o[0] == "deploy")
    me.act(deploy)
    assert me.state["undo"] is True  # a card of my own hand, face down: nothing new to me
    ack = me.undo()
    assert ack["type"] == "ack" and ack["position"] == start["position"] and me.state["view"] == start["view"]
    # my turn ends, the bot plays its turn: from my next decision on there is no going back
    while me.state["view"]["counters"]["turn"] < 2 or me.state["view"]["to_move"] != 0:
        me.act(["done"] if ["done"] in me.state["view"]["options"] else me.state["view"]["options"][0])
    assert me.state["undo"] is False
    assert me.undo()["code"] == "cannot_undo"
    me.close()

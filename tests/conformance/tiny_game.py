"""Tiny Skirmish, a rule set for the tests only: a small board game that uses every part of the kernel contract a
card game does not (2 to 4 seats, board pieces, custom dice, captures) beside hidden hands.  ``register_tiny()`` puts
it in the registry; only tests call it, so ``mechdeck rules`` never lists it.

Rules.  Five nodes: camp, woods, ford, ridge and the keep (camp-woods, camp-ford, woods-ford, woods-ridge, ford-ridge,
ridge-keep).  Each seat has two pieces, all starting at camp, and a hidden hand of three numbered tokens (values 1-5,
three of each, from a shuffled pile).  On its turn a seat rolls the skirmish die (move, move, move, play, play,
blank).  ``move``: it moves one of the pieces it owns along a link, or passes; every piece of another seat on the node
it lands on is captured (now the mover's).  ``play``: it plays a token from its hand for that many points and draws
the pile's top token, or passes.  ``blank``: nothing.  A seat that brings a piece to the keep wins at once (the others
ranked by points); after ``ROUNDS`` rounds the most points win, and equal points share a place.
"""
from __future__ import annotations

from functools import lru_cache

from mechdeck.kernel import (HIDDEN, OWNER, PUBLIC, Decision, Die, Outcome, RuleSet, State, Topology, fix_rolls,
                             mix_seed, ranks_from_scores, register, returns_from_ranks, roll_dice, rule_set_ids,
                             shuffle)
from mechdeck.kernel.procedures import finish
from mechdeck.kernel.rng import FIXED_ROLLS
from mechdeck.kernel.scenario import COMMON_FIELDS, check_play
from mechdeck.kernel.state import Frame

RULES_ID = "tiny-skirmish"
NODES = ("camp", "woods", "ford", "ridge", "keep")
LINKS = (("camp", "woods"), ("camp", "ford"), ("woods", "ford"), ("woods", "ridge"), ("ford", "ridge"),
         ("ridge", "keep"))
CAMP, KEEP = 0, 4
DIE = Die("skirmish", ("move", "move", "move", "play", "play", "blank"))
VALUES = (1, 2, 3, 4, 5)   # card type t is the token of value t + 1
COPIES, HAND, ROUNDS = 3, 3, 8
DECK, PLAYED = "deck", "played"
SCENARIO_FIELDS = COMMON_FIELDS | {"players", "active", "round", "points", "pieces", "hands", "deck", "dice"}


@lru_cache(maxsize=None)
def topology(players: int) -> Topology:
    """Pieces P1a, P1b, P2a, ...: named after the seat that starts with them (the owner may change)."""
    return Topology(NODES, LINKS, tuple(f"P{s + 1}{x}" for s in range(players) for x in "ab"))


def hand(seat: int) -> str:
    return f"hand:{seat}"


def value_of(state: State, card: int) -> int:
    return state.card_types[card] + 1


class TinySkirmish(RuleSet):
    id = RULES_ID
    title = "Tiny Skirmish (test rule set)"
    min_players, max_players = 2, 4

    def __init__(self):
        self.ops = {"turn": (run_turn, resume_turn)}

    def topology(self, state: State) -> Topology:
        return topology(self.seat_count(state))

    def card_name(self, type_id: int) -> str:
        return str(type_id + 1)

    def zone_visibility(self, zone: str) -> tuple[str, int]:
        if zone.startswith("hand:"):
            return OWNER, int(zone[5:])
        return (HIDDEN if zone == DECK else PUBLIC), -1

    # -- set-up ------------------------------------------------------------------------------------------------------
    def setup(self, seed: int, config: dict) -> State:
        players = config.get("players", self.min_players)
        types = tuple(t for t in range(len(VALUES)) for _ in range(COPIES))
        state = self.blank_state(seed, config, types, players, list(range(len(types))), 0)
        shuffle(state, state.zones[DECK])
        for seat in range(players):
            for _ in range(HAND):
                state.zones[hand(seat)].append(state.zones[DECK].pop())
        return state

    def blank_state(self, seed: int, config: dict, types: tuple, players: int, deck: list, first: int) -> State:
        state = State(self.id, seed, config, types, mix_seed(seed))
        state.zones = {DECK: deck, PLAYED: [], **{hand(s): [] for s in range(players)}}
        state.counters.update(round=1, turn=1, first=first, points=(0,) * players)
        topo = topology(players)
        state.board = topo.new_board(tuple(p // 2 for p in range(len(topo.pieces))), (CAMP,) * len(topo.pieces))
        state.stack = [Frame("turn", 0, first, {"face": None})]
        return state

    # -- results -----------------------------------------------------------------------------------------------------
    def outcome(self, state: State) -> Outcome:
        points = state.counters["points"]
        reached = state.counters.get("reached")
        if reached is None:
            ranks = ranks_from_scores(points)
            reason = f"{ROUNDS} rounds played: most points"
        else:   # the seat at the keep first, the others by points behind it
            ranks = tuple(1 if s == reached else 2 + sum(1 for o, p in enumerate(points) if o != reached and p > mine)
                          for s, mine in enumerate(points))
            reason = f"P{reached + 1} reached the keep"
        return Outcome(ranks, returns_from_ranks(ranks), tuple(points), reason)

    def result(self, state: State) -> dict:
        outcome = self.outcome(state)
        return {"winner": outcome.winner, "scores": list(outcome.scores), "ranks": list(outcome.ranks),
                "reason": outcome.reason, "turns": state.counters["turn"]}

    # -- what a seat sees --------------------------------------------------------------------------------------------
    def option_targets(self, state: State, action) -> tuple:
        topo = self.topology(state)
        if action[0] == "move":
            return (("piece", topo.pieces.index(action[1])), ("node", topo.node_id[action[2]]))
        if action[0] == "play":
            seat = state.decision.player if state.decision is not None else 0
            card = next(c for c in state.zones[hand(seat)] if value_of(state, c) == action[1])
            return (("card", card), ("type", str(action[1])))
        return ()

    def observe(self, state: State, viewer: int) -> dict:
        view = super().observe(state, viewer)
        view["board"] = self.topology(state).view(state.board)
        return view

    def determinize(self, state: State, viewer: int, seed: int) -> State:
        """Every token the viewer has not seen (other hands, the pile) is pooled and dealt back at random: unlike
        the kernel's per-owner pools, tokens here travel between the pile and every hand.  Fixed rolls are dropped."""
        new = state.clone()
        new.rng = mix_seed(seed)
        new.counters.pop(FIXED_ROLLS, None)
        zones = [DECK] + [hand(s) for s in range(self.seat_count(state)) if s != viewer]
        pool = [c for z in zones for c in new.zones[z]]
        shuffle(new, pool)
        for z in zones:
            size = len(new.zones[z])
            new.zones[z], pool = pool[:size], pool[size:]
        new.rng = mix_seed(seed ^ 0x5DEECE66D)
        return new

    # -- scenario files ----------------------------------------------------------------------------------------------
    def from_scenario(self, root) -> State:
        root.check_keys(SCENARIO_FIELDS)
        players = self.check_players(_int(root, "players", self.min_players))
        seat = _seat_reader(players)
        hands = {s: [] for s in range(players)}
        node = root.get("hands")
        for key in node.keys() if node is not None else ():
            hands[seat(node.get(key), key)] = [_token(item) for item in node.get(key).items()]
        deck = [_token(item) for item in root.get("deck").items()] if root.get("deck") is not None else []
        order = deck[::-1] + [v for s in range(players) for v in hands[s]]   # pile written top first
        active = 0 if root.get("active") is None else seat(root.get("active"))
        state = self.blank_state(0, {"players": players}, tuple(v - 1 for v in order), players,
                                 list(range(len(deck))), active)
        ids = iter(range(len(deck), len(order)))
        for s in range(players):
            state.zones[hand(s)] = [next(ids) for _ in hands[s]]
        state.counters["round"] = _int(root, "round", 1)
        if root.get("points") is not None:
            points = tuple(item.want(int, "points") for item in root.get("points").items())
            if len(points) != players:
                raise root.get("points").error(f"give one score per seat ({players})")
            state.counters["points"] = points
        topo = topology(players)
        node = root.get("pieces")
        for name in node.keys() if node is not None else ():
            piece = node.get(name)
            if name not in topo.pieces:
                raise piece.error(f"no piece {name!r} in a {players}-seat game ({', '.join(topo.pieces)})")
            piece.check_keys({"owner", "at"})
            p = topo.pieces.index(name)
            if piece.get("owner") is not None:
                topo.set_owner(state.board, p, seat(piece.get("owner")))
            if piece.get("at") is not None:
                topo.move(state.board, p, _node(piece.get("at")))
        if root.get("dice") is not None:
            fix_rolls(state, tuple(_face(item) for item in root.get("dice").items()))
        self.advance(state)
        return state

    def check_expect(self, state: State, node) -> list[str]:
        node.check_keys({"to_move", "prompt", "log", "log_excludes", "winner", "pieces", "points", "hands", "played",
                         "ranks", "round", "kind"})
        problems: list[str] = []

        def bad(where, message):
            problems.append(f"line {where.line}: {where.path}: {message}")
        check_play(node, state, bad, self.result)
        topo, players = self.topology(state), self.seat_count(state)
        seat = _seat_reader(players)
        pieces = node.get("pieces")
        for name in pieces.keys() if pieces is not None else ():
            want, p = pieces.get(name), topo.pieces.index(name)
            found = {"owner": f"P{topo.owner(state.board, p) + 1}", "at": NODES[topo.location(state.board, p)]}
            for key in want.keys():
                if str(want.get(key).value).lower() != found[key].lower():
                    bad(want.get(key), f"expected {want.get(key).value}, found {found[key]}")
        hands = node.get("hands")
        for key in hands.keys() if hands is not None else ():
            found = sorted(value_of(state, c) for c in state.zones[hand(seat(hands.get(key), key))])
            if sorted(hands.get(key).plain()) != found:
                bad(hands.get(key), f"expected {hands.get(key).plain()}, found {found}")
        checks = {"points": list(state.counters["points"]), "round": state.counters["round"],
                  "played": [value_of(state, c) for c in state.zones[PLAYED]],
                  "kind": None if state.decision is None else state.decision.kind,
                  "ranks": list(self.outcome(state).ranks) if state.decision is None else None}
        for key, found in checks.items():
            if node.get(key) is not None and node.get(key).plain() != found:
                bad(node.get(key), f"expected {node.get(key).plain()}, found {found}")
        return problems


# -- the turn ----------------------------------------------------------------------------------------------------------
def run_turn(state: State, f: Frame):
    seat, topo = f.player, topology(len(state.counters["points"]))
    if f.locals["face"] is None:
        f.locals["face"] = roll_dice(state, seat, (DIE,))[0]
    face = f.locals["face"]
    if face == "move":
        options = tuple(("move", topo.pieces[p], NODES[n]) for p in topo.pieces_of(state.board, seat)
                        for n in topo.neighbours[topo.location(state.board, p)])
    elif face == "play":
        options = tuple(("play", v) for v in sorted({value_of(state, c) for c in state.zones[hand(seat)]}))
    else:
        options = ()
    if not options:
        end_turn(state, f)
        return None
    prompt = "move a piece along a link" if face == "move" else "play a token for its points"
    return Decision(seat, options + (("pass",),), f"P{seat + 1}: {prompt}, or pass", face)


def resume_turn(state: State, f: Frame, action: tuple) -> None:
    seat, topo, board = f.player, topology(len(state.counters["points"])), state.board
    if action[0] == "move":
        piece, node = topo.pieces.index(action[1]), topo.node_id[action[2]]
        topo.move(board, piece, node)
        state.say(f"P{seat + 1} moves {action[1]} to {action[2]}")
        for other in topo.pieces_at(board, node):
            if topo.owner(board, other) != seat:
                topo.set_owner(board, other, seat)
                state.say(f"P{seat + 1} captures {topo.pieces[other]} at {action[2]}")
        if node == KEEP:
            state.counters["reached"] = seat
    elif action[0] == "play":
        cards = state.zones[hand(seat)]
        card = next(c for c in cards if value_of(state, c) == action[1])
        cards.remove(card)
        state.zones[PLAYED].append(card)
        points = state.counters["points"]
        state.counters["points"] = points[:seat] + (points[seat] + action[1],) + points[seat + 1:]
        state.say(f"P{seat + 1} plays a {action[1]} for {action[1]} points")
        if state.zones[DECK]:
            cards.append(state.zones[DECK].pop())
            state.say(f"P{seat + 1} draws a token")
            state.say(f"you draw a {value_of(state, cards[-1])}", seat)
    else:
        state.say(f"P{seat + 1} passes")
    end_turn(state, f)


def end_turn(state: State, f: Frame) -> None:
    counters = state.counters
    players = len(counters["points"])
    last_seat = (f.player + 1) % players == counters["first"]
    if "reached" in counters or (last_seat and counters["round"] == ROUNDS):
        finish(state)
        return
    if last_seat:
        counters["round"] += 1
    counters["turn"] += 1
    f.player = (f.player + 1) % players
    f.locals = {"face": None}


# -- scenario values ---------------------------------------------------------------------------------------------------
def _int(root, field: str, default: int) -> int:
    node = root.get(field)
    return default if node is None else node.want(int, "an integer")


def _seat_reader(players: int):
    """A reader of seats P1..Pn for an n-seat game; ``text`` when the seat is a mapping key, not a value."""
    def seat(node, text=None) -> int:
        raw = str(node.value if text is None else text)
        if raw.upper() not in [f"P{s + 1}" for s in range(players)]:
            raise node.error(f"expected a seat P1 to P{players}, got {raw!r}")
        return int(raw[1:]) - 1
    return seat


def _token(node) -> int:
    value = node.want(int, "a token value")
    if value not in VALUES:
        raise node.error(f"a token is valued {VALUES[0]} to {VALUES[-1]}, not {value}")
    return value


def _node(node) -> int:
    name = node.want(str, "a node name")
    if name not in NODES:
        raise node.error(f"no node {name!r} (nodes: {', '.join(NODES)})")
    return NODES.index(name)


def _face(node) -> str:
    face = node.want(str, "a face of the skirmish die")
    if face not in DIE.faces:
        raise node.error(f"the skirmish die has no face {face!r} (faces: {', '.join(dict.fromkeys(DIE.faces))})")
    return face


def register_tiny() -> None:
    """Put Tiny Skirmish in the registry (tests only; registering twice is harmless)."""
    if RULES_ID not in rule_set_ids():
        register(RULES_ID, TinySkirmish)

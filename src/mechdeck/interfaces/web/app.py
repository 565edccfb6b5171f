"""The browser game server: FastAPI + WebSockets over the rules kernel, with an embedded SQLite database.

Run it with ``mechdeck serve`` (uvicorn on 127.0.0.1:8000 by default) and open the page it prints.

Seats and secrets
    A game has any number of seats its rule set allows (``players``); each is the creator's ("me"), a bot (any name
    ``make_agent`` takes but a strategy file on the server) or an invited person ("invite").  Creating a game gives
    the creator's seat a secret token (``secrets.token_urlsafe``) and makes one one-time invite per invited seat,
    whose link gives that seat its token.  The game starts when every seat is filled: until then nobody moves, and
    the bots make their moves (``run_bot``) once the last person has joined.  Only sha256 hashes of tokens and
    invites are stored.  Every subscription (the WebSocket ``hello``) and every action carries the seat's token.  A client only
    ever receives its own seat's presentation, ``present(rules, state, seat)`` (kernel/presentation.py: secret by
    construction), who plays each seat, the position index, its own last sequence number and whether it may undo:
    never the seed of a game in progress, the RNG, deck order or another seat's hidden cards.  In a game with an invited person the server draws the seed (a chosen
    seed would let its chooser compute every hidden card).

Nothing lost
    Every accepted action is appended to the game's event log in SQLite and committed before it is acknowledged.  A
    game is rebuilt after a restart from its seed, set-up and the log.  Each action carries the client's sequence
    number ``seq`` (per seat, increasing) and the position index ``pos`` it was chosen at: a ``seq`` already accepted
    is acknowledged again as a duplicate and not applied; a ``pos`` that is not the current position is refused as
    stale, and a ``seq`` more than ``MAX_SEQ_STEP`` ahead of the seat's last one is refused (no number may leave a
    seat unable to send the next).  So a client that lost its connection resends its last message unchanged and it
    is applied at most once.

Undo (games against bots only)
    An undo goes back to the human's latest earlier decision such that no step since then revealed anything new to
    the human; see ``revealing`` for the exact rule.  Only where every other seat is a bot: another person
    cannot un-see what was played.  It is an event in the log too (the log stays append-only).

Replays and sharing
    A finished game can be stepped through action by action from any seat's presentation or with every card shown
    (``present`` with the ``OMNISCIENT`` viewer, which only a finished game's replay uses).  A seat may ask for the
    game's watch key (``/api/games/{id}/share``): with it anyone follows the game live from the public view (the
    ``SPECTATOR`` viewer: no hand, no prompt, no options, only public log lines) and opens its replay once it is over.
    The page also offers the seat's own link (its token in the URL's fragment) to continue on another device.

Changes instead of whole states
    A client that says ``"patches": true`` in its hello gets the first state whole and then only what changed:
    ``{"type": "patch", "ops": [...]}`` (``changes``): ``["r", path, value]`` sets a key or index, ``["d", path]``
    removes a key, ``["s", path, start, count, items]`` splices the list at ``path`` (new log lines, a card leaving a
    hand).  A path is a list of keys and indices into the state message.  A client that cannot apply a patch
    reconnects; its hello brings the whole state again.

Protocol (WebSocket ``/ws/games/{id}``, JSON text frames):
    client: {"type": "hello", "token": T, ["patches": true]}  subscribe a seat; the server answers with a "state"
            {"type": "hello", "watch": K, ["patches": true]}  watch (public view only; no actions)
            {"type": "action", "token": T, "seq": n, "pos": p, "action": [...]}
            {"type": "undo", "token": T, "seq": n, "pos": p}
            {"type": "ping"}
    server: {"type": "state", "seat", "position", "your_seq", "mode", "seats", "undo", "view"}
             (``view``: ``present(rules, state, seat)``: areas, pieces, counters, the decision with its kind and
             option labels and targets, the log, and the outcome once the game is over; ``seat`` is null when
             watching)
            {"type": "patch", "ops": [...]}                    the next state, as changes to the last one sent
            {"type": "ack", "seq", "position", "duplicate"}
            {"type": "error", "code", "message", ["seq"], ["position"]}
            {"type": "pong"}
The same operations exist over HTTP (``/api/...``, token as ``Authorization: Bearer T``) for scripts and tests.
``GET /api/rules`` gives every rule set's catalogue (seats, set-up schema, card gallery, how to play) once; the
page renders any rule set from the catalogue and the presentations alone.

Never blocking
    Rebuilding a game from its log, a bot's thinking, an undo and building a replay run in worker threads
    (``asyncio.to_thread``), one request at a time per game (its lock), so one game's work never holds up another's
    requests.  A finished game leaves memory once nobody is subscribed to it; its replay is rebuilt from the store
    (a few kept, ``REPLAY_CACHE``, each as every ``REPLAY_CHECKPOINT``-th state).
"""
from __future__ import annotations

import asyncio
import errno
import hashlib
import hmac
import json
import re
import secrets
import socket
import time
from collections import OrderedDict
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.agents import AGENT_NAMES, STRATEGY_NAMES, make_agent
from mechdeck.interfaces.common import DEFAULT_RULES
from mechdeck.kernel import HIDDEN, PUBLIC, TOP, IllegalAction, RulesError, get_rules, rule_set_ids
from mechdeck.kernel.presentation import OMNISCIENT, catalogue, present, presenter_for

from .store import Store, StoreError, effective_actions, last_sequence_numbers

STATIC = Path(__file__).parent / "static"
MAX_MESSAGE = 8192          # characters in one client message (WebSocket text or HTTP body)
WS_MAX_SIZE = 65536         # bytes in one WebSocket frame (uvicorn closes the connection above it)
BUCKET_CAPACITY = 40        # messages a connection may send in a burst ...
BUCKET_RATE = 20.0          # ... and per second after that
MAX_STRIKES = 20            # messages dropped for throttling (net of accepted ones) before disconnecting
DETERMINIZATIONS = 3        # samples in the undo rule's observation check
MAX_BOT_MOVES = 10_000      # a bot that does not finish its moves is a bug: stop rather than hang
GAME_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
ME, INVITE = "me", "invite"     # seat specs besides a bot's name: the creator's seat, a seat for an invited person
MAX_MCTS_ITERATIONS = 2000      # "mcts:N" from the web: a bound, so one request cannot keep the server busy for hours
WEB_BOTS = AGENT_NAMES + STRATEGY_NAMES + ("mcts:N",)   # what the page and the API errors offer
MAX_DEPTH = 16              # arrays and objects nested in one client message (a real one nests 3 deep)
MAX_SEQ_STEP = 1 << 20      # how far a seq may run ahead of its seat's last accepted one (so 2^63 is never reached)
MAX_POSITION = 1 << 62      # more positions than any game has (a position number must also fit SQLite's integers)
SPECTATOR = -1              # the viewer of a watch link: no seat, so ``present`` shows only what every seat sees
REPLAY_CHECKPOINT = 16      # a replay keeps every 16th state and steps forward from the one before a frame
REPLAY_CACHE = 8            # finished games' replays kept ready


class ApiError(Exception):
    """A refused request: a code for programs, a message for people, and the HTTP status."""

    def __init__(self, code: str, message: str, status: int = 400, **extra):
        super().__init__(message)
        self.code, self.message, self.status, self.extra = code, message, status, extra

    def payload(self) -> dict:
        return {"type": "error", "code": self.code, "message": self.message, **self.extra}


def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def dumps(message: dict) -> str:
    return json.dumps(message, separators=(",", ":"))


_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKETS = re.compile(r"[\[\]{}]")


def nesting(text: str) -> int:
    """How deeply arrays and objects nest in JSON text (brackets inside strings do not count), found without parsing
    it: the parser would recurse once per level."""
    depth = deepest = 0
    for bracket in _BRACKETS.findall(_STRINGS.sub("", text)):
        if bracket in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def parse_message(text: str, what: str = "the message") -> dict:
    """A client's message (WebSocket text or HTTP body) as a JSON object, or an ApiError naming what is wrong:
    too long, nested too deeply, not JSON, not an object."""
    if len(text) > MAX_MESSAGE:
        raise ApiError("too_large", f"{what} has {len(text)} characters; the limit is {MAX_MESSAGE}", 413)
    depth = nesting(text)
    if depth > MAX_DEPTH:
        raise ApiError("too_deep", f"{what} nests arrays and objects {depth} deep; the limit is {MAX_DEPTH}")
    try:
        msg = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise ApiError("bad_json", f"{what} is not JSON: {exc}") from None
    if not isinstance(msg, dict):
        raise ApiError("bad_message", f"{what} must be a JSON object" + (" with a 'type'" if what == "the message"
                                                                         else ""))
    return msg


# -- changes between two state messages ------------------------------------------------------------------------------
def changes(old, new) -> list[list]:
    """The operations that turn the JSON value ``old`` into ``new`` (see the module docstring): objects key by key,
    lists of equal length index by index, other lists by one splice of what lies between their common start and
    common end (so new log lines are one splice at the end), anything else replaced whole."""
    ops: list[list] = []
    _changes(old, new, [], ops)
    return ops


def _changes(old, new, path: list, ops: list[list]) -> None:
    if type(old) is not type(new):
        ops.append(["r", path, new])
    elif isinstance(new, dict):
        for key in old:
            if key not in new:
                ops.append(["d", path + [key]])
        for key, value in new.items():
            if key not in old:
                ops.append(["r", path + [key], value])
            elif old[key] != value:
                _changes(old[key], value, path + [key], ops)
    elif isinstance(new, list):
        if len(old) == len(new):
            for i, (was, now) in enumerate(zip(old, new)):
                if was != now:
                    _changes(was, now, path + [i], ops)
            return
        start = 0
        shorter = min(len(old), len(new))
        while start < shorter and old[start] == new[start]:
            start += 1
        end = 0
        while end < shorter - start and old[-1 - end] == new[-1 - end]:
            end += 1
        ops.append(["s", path, start, len(old) - start - end, new[start:len(new) - end]])
    elif old != new:
        ops.append(["r", path, new])


# -- what a seat may know: the undo rule ----------------------------------------------------------------------------
def visible_cards(rules, state, seat: int) -> set[int]:
    """The card instances the seat can see now (as ``observe`` shows them: public zones, its own non-hidden zones,
    the top card of top-only zones)."""
    seen: set[int] = set()
    for zone, cards in state.zones.items():
        kind, owner = rules.zone_visibility(zone)
        if kind == PUBLIC or (owner == seat and kind != HIDDEN):
            seen.update(cards)
        elif kind == TOP and cards:
            seen.add(cards[-1])
    return seen


def revealing(rules, seat: int, before, action, after) -> bool:
    """Did the step ``before --action--> after`` tell ``seat`` anything it could not know before?  True if any of:

    (a) the game's RNG advanced (a shuffle or a random pick: its outcome is new information);
    (b) another seat made the choice (an opponent's decision depends on its hidden cards);
    (c) a card instance became visible to the seat that was not visible before (a draw from the deck, a card from
        the opponent's hand, a new top of a discard pile);
    (d) the seat's observation after the step differs from what the same action gives in any of a few
        determinizations of ``before`` for that seat (states it cannot tell from the real one: hidden cards re-dealt),
        which catches every other way hidden cards reach it (a hand revealed in the log, a count that depends on
        hidden cards).  An action that is illegal in a determinization counts as revealing too.
    """
    if before.rng != after.rng or before.decision is None or before.decision.player != seat:
        return True
    if visible_cards(rules, after, seat) - visible_cards(rules, before, seat):
        return True
    seen = rules.observe(after, seat)
    for k in range(DETERMINIZATIONS):
        other = rules.determinize(before, seat, 0x5EED + k)
        try:
            rules.apply(other, action)
        except IllegalAction:
            return True
        if rules.observe(other, seat) != seen:
            return True
    return False


class UndoTracker:
    """The positions the human may undo to: the human's own decisions after the last revealing step."""

    def __init__(self, rules, human: int):
        self.rules, self.human = rules, human
        self.points: list[int] = []

    def step(self, position: int, before, action, after) -> None:
        if revealing(self.rules, self.human, before, action, after):
            self.points.clear()
        else:
            self.points.append(position)  # (b) makes every non-revealing step the human's own decision

    def target(self) -> int | None:
        return self.points[-1] if self.points else None

    def truncate(self, position: int) -> None:
        self.points = [p for p in self.points if p < position]


# -- seats: who plays each one ----------------------------------------------------------------------------------------
def web_bot(name) -> bool:
    """A bot the web API accepts: every name ``make_agent`` takes except strategy files (paths on the server)."""
    if not isinstance(name, str):
        return False
    if name.startswith("mcts:"):
        return name[5:].isdigit() and 1 <= int(name[5:]) <= MAX_MCTS_ITERATIONS
    return name in AGENT_NAMES or name in STRATEGY_NAMES


def seat_name(seat: int) -> str:
    return f"P{seat + 1}"


def seat_specs(rules, body: dict, config: dict) -> tuple[int, list[str]]:
    """The seat count and one spec per seat ("me", "invite" or a bot name) a create request asks for, checked.

    ``seats`` lists the specs (``players`` defaults to its length); without it the two-seat form of earlier clients
    is read: ``opponent`` ("bot" or "human"), ``bot`` and ``seat`` (a number or "random") with every other seat
    that bot or an invite."""
    players = body.get("players", config.get("players"))
    if "players" in body and "players" in config and body["players"] != config["players"]:
        raise ApiError("bad_request", f"'players' is {body['players']!r} but the set-up options say "
                                      f"{config['players']!r}: give the seat count once")
    specs = body.get("seats")
    if specs is not None:
        if not isinstance(specs, list) or not specs:
            raise ApiError("bad_request", "'seats' must be a list with one entry per seat: "
                                          "'me', 'invite' or a bot name")
        if players is None:
            players = len(specs)
    elif players is None:
        players = rules.min_players
    try:
        players = rules.check_players(players)
    except RulesError as exc:
        raise ApiError("bad_request", str(exc)) from None
    if specs is None:
        specs = legacy_specs(body, players)
    elif len(specs) != players:
        raise ApiError("bad_request", f"'seats' lists {len(specs)} seats but the game has {players}: "
                                      "give one entry per seat")
    for seat, spec in enumerate(specs):
        if spec in (ME, INVITE) or web_bot(spec):
            continue
        if isinstance(spec, str) and spec:
            raise ApiError("bad_request", f"seat {seat_name(seat)}: unknown bot {spec!r}; known bots: "
                                          f"{', '.join(WEB_BOTS)} (N up to {MAX_MCTS_ITERATIONS})")
        raise ApiError("bad_request", f"seat {seat_name(seat)}: {spec!r:.40} is not a seat: "
                                      "use 'me', 'invite' or a bot name")
    if specs.count(ME) != 1:
        raise ApiError("bad_request", f"'seats' names 'me' {specs.count(ME)} times: exactly one seat is yours")
    return players, list(specs)


def legacy_specs(body: dict, players: int) -> list[str]:
    """The specs of a two-seat style request: your ``seat``, every other seat the ``bot`` or an invite."""
    opponent = body.get("opponent", "bot")
    if opponent not in ("bot", "human"):
        raise ApiError("bad_request", "'opponent' must be 'bot' or 'human'")
    bot = body.get("bot", "heuristic")
    if opponent == "bot" and not web_bot(bot):
        raise ApiError("bad_request", f"unknown bot {bot!r:.40}; known bots: {', '.join(WEB_BOTS)} "
                                      f"(N up to {MAX_MCTS_ITERATIONS})")
    seat = body.get("seat", 0)
    if seat == "random":
        seat = secrets.randbelow(players)
    if seat not in range(players) or isinstance(seat, bool):
        raise ApiError("bad_request", f"'seat' must be a seat number from 0 (P1) to {players - 1} "
                                      f"({seat_name(players - 1)}) or 'random'")
    specs = [bot if opponent == "bot" else INVITE] * players
    specs[seat] = ME
    return specs


# -- views ----------------------------------------------------------------------------------------------------------
def outcome_of(rules, state) -> dict | None:
    """A finished game's ranks, returns, scores and reason (``rules.outcome``); None while it is being played."""
    return None if state.decision is not None else rules.outcome(state).to_json()


def state_message(rules, state, seat: int, *, position: int, your_seq: int, mode: str, seats: list[dict],
                  undo: bool) -> dict:
    """Everything a seat is sent about a game: its presentation plus public facts (nothing else of the state).
    ``seats`` says who plays each seat (``LiveGame.seats_info``)."""
    return {"type": "state", "seat": None if seat == SPECTATOR else seat, "position": position,
            "your_seq": your_seq, "mode": mode, "seats": seats, "undo": undo, "view": present(rules, state, seat)}


def action_words(rules, state, action) -> str:
    """An action in the words its decider read (the presenter's label, else the action's text): replays only."""
    label = presenter_for(rules).option_label(state, action, state.decision.player)
    return rules.action_text(action) if label is None else label


def seats_info(players: int, specs: list[dict], seated, viewer: int | None) -> list[dict]:
    """Who plays each seat: a bot (its name) or a person (joined yet?: in ``seated``); ``you`` marks the viewer's."""
    return [{"seat": seat, "kind": "bot", "name": specs[seat]["bot"], "you": seat == viewer}
            if specs[seat]["kind"] == "bot" else
            {"seat": seat, "kind": "person", "joined": seat in seated, "you": seat == viewer}
            for seat in range(players)]


def matches(stored: str | None, wanted: str) -> bool:
    """Is ``wanted`` (a sha256 hex digest) the stored digest?  In constant time."""
    return stored is not None and hmac.compare_digest(stored, wanted)


def is_watch_key(watch_key: str | None, token) -> bool:
    return isinstance(token, str) and watch_key is not None and matches(digest(watch_key), digest(token))


def viewer_of(seat_hashes: dict[int, str], watch_key: str | None, token) -> int:
    """The seat a token is for, or ``SPECTATOR`` for the game's watch key; an ApiError for anything else."""
    if not isinstance(token, str) or not token:
        raise ApiError("no_token", "this request needs your seat's token (or the game's watch key)", 401)
    wanted = digest(token)
    for seat, stored in tuple(seat_hashes.items()):   # a copy: a join in a worker thread may add a seat meanwhile
        if matches(stored, wanted):
            return seat
    if is_watch_key(watch_key, token):
        return SPECTATOR
    raise ApiError("bad_token", "that token is not a seat of this game", 403)


def rules_catalogue() -> list[dict]:
    """Every registered rule set's catalogue (kernel/presentation.py): what the page builds its forms and card texts
    from."""
    return [catalogue(get_rules(rules_id)) for rules_id in rule_set_ids()]


# -- a game being played --------------------------------------------------------------------------------------------
class LiveGame:
    def __init__(self, server: "GameServer", row: dict):
        self.server, self.store = server, server.store
        self.id = row["id"]
        self.rules = get_rules(row["rules"])
        self.seed, self.config, self.mode = row["seed"], row["config"], row["mode"]
        self.players, self.specs = row["players"], row["specs"]
        self.seat_hashes: dict[int, str] = dict(row["seats"])
        self.watch_key: str | None = row.get("watch")
        self.agents = {seat: make_agent(spec["bot"], spec["seed"]) for seat, spec in enumerate(self.specs)
                       if spec["kind"] == "bot"}
        people = [seat for seat in range(self.players) if seat not in self.agents]
        # Undo only where every other seat is a bot: a person could not take back what another person has seen.
        self.tracker = UndoTracker(self.rules, people[0]) if len(people) == 1 else None
        self.result_saved = row["result"] is not None
        self.lock = asyncio.Lock()
        self.conns: set[Connection] = set()
        self.last_seq = last_sequence_numbers(row["events"])
        # a game stored as finished can no longer be undone: no need to weigh every step for the undo rule
        self._rebuild(effective_actions(row["events"]), track=row["result"] is None)
        self.run_bot()

    # -- state ------------------------------------------------------------------------------------------------------
    @property
    def position(self) -> int:
        return len(self.actions)

    @property
    def finished(self) -> bool:
        return self.state.decision is None

    def _rebuild(self, actions: list[tuple], track: bool = True) -> None:
        self.state = self.rules.new_game(self.seed, self.config)
        self.actions: list[tuple] = []
        if self.tracker is not None:
            self.tracker.points = []
        for action in actions:
            self._commit(action, self.rules.child(self.state, action), track)

    def _commit(self, action: tuple, after, track: bool = True) -> None:
        if self.tracker is not None and track:
            self.tracker.step(self.position, self.state, action, after)
        self.state = after
        self.actions.append(action)
        if self.finished and not self.result_saved:
            self.store.set_result(self.id, {**self.rules.result(self.state), **outcome_of(self.rules, self.state)})
            self.result_saved = True

    def run_bot(self) -> None:
        """Let the bots make every decision that is a bot seat's (each committed before the next), once every seat
        is filled."""
        if self.missing():
            return
        for _ in range(MAX_BOT_MOVES):
            decision = self.state.decision
            agent = None if decision is None else self.agents.get(decision.player)
            if agent is None:
                return
            action = tuple(agent.act(self.rules, self.state.clone()))
            after = self.rules.child(self.state, action)
            self.store.append_event(self.id, "action", decision.player, self.position, action)
            self._commit(action, after)
        raise RuntimeError(f"game {self.id}: the bots made {MAX_BOT_MOVES} moves in a row")

    # -- seats ------------------------------------------------------------------------------------------------------
    def seat_of(self, token) -> int:
        """The seat a token is for (a watch key is not a seat: it only watches)."""
        if not isinstance(token, str) or not token:
            raise ApiError("no_token", "this request needs your seat's token", 401)
        wanted = digest(token)
        for seat, stored in tuple(self.seat_hashes.items()):   # a copy: a join in a worker thread may add a seat
            if matches(stored, wanted):
                return seat
        raise ApiError("bad_token", "that token is not a seat of this game", 403)

    def viewer_of(self, token) -> int:
        """A seat for its token, ``SPECTATOR`` for the watch key."""
        return viewer_of(self.seat_hashes, self.watch_key, token)

    def missing(self) -> list[int]:
        """The seats still waiting for their invited person (the game starts when there are none)."""
        return [seat for seat in range(self.players) if seat not in self.agents and seat not in self.seat_hashes]

    def seats_info(self, viewer: int | None) -> list[dict]:
        """Who plays each seat: a bot (its name) or a person (joined yet?); ``you`` marks the viewer's seat."""
        return seats_info(self.players, self.specs, self.seat_hashes, viewer)

    def message(self, viewer: int) -> dict:
        """The state message for a seat or the ``SPECTATOR``."""
        can_undo = (self.tracker is not None and viewer == self.tracker.human and not self.finished
                    and self.tracker.target() is not None)
        return state_message(self.rules, self.state, viewer, position=self.position,
                             your_seq=self.last_seq.get(viewer, 0), mode=self.mode, seats=self.seats_info(viewer),
                             undo=can_undo)

    # -- requests (called under self.lock) ----------------------------------------------------------------------------
    def _check_seq_pos(self, seat: int, msg: dict) -> tuple[int, dict | None]:
        seq, pos = msg.get("seq"), msg.get("pos")
        if not isinstance(seq, int) or isinstance(seq, bool) or seq < 1:
            raise ApiError("bad_message", "'seq' must be a positive whole number (your message counter)")
        last = self.last_seq.get(seat, 0)
        if seq <= last:
            return seq, {"type": "ack", "seq": seq, "position": self.position, "duplicate": True}
        if seq > last + MAX_SEQ_STEP:   # else one huge seq would leave the seat no number to send next
            raise ApiError("bad_message", f"'seq' runs too far ahead: your last accepted message was number {last}, "
                                          f"so number this one {last + 1} (at most {last + MAX_SEQ_STEP})")
        if not isinstance(pos, int) or isinstance(pos, bool) or not 0 <= pos < MAX_POSITION:
            raise ApiError("bad_message", "'pos' must be the position index the choice was made at", seq=seq)
        if self.finished:
            raise ApiError("game_over", "the game is over: no more actions", 409, seq=seq)
        missing = self.missing()
        if missing:
            raise ApiError("waiting", "the game starts when every seat is filled; still waiting for "
                                      f"{', '.join(seat_name(s) for s in missing)}", 409, seq=seq)
        if pos != self.position:
            raise ApiError("stale", f"that choice was made at position {pos}, but the game is at position "
                                    f"{self.position}; nothing was applied", 409, seq=seq, position=self.position)
        return seq, None

    def act(self, seat: int, msg: dict) -> dict:
        seq, duplicate = self._check_seq_pos(seat, msg)
        if duplicate:
            return duplicate
        raw = msg.get("action")
        if (not isinstance(raw, list) or not raw or len(raw) > 8
                or not all(isinstance(x, (str, int)) and not isinstance(x, bool) for x in raw)):
            raise ApiError("bad_action",
                           "'action' must be a list of words and numbers, like [\"play\", \"Convoy\"]", seq=seq)
        if self.state.decision.player != seat:
            raise ApiError("not_your_turn", f"it is {seat_name(self.state.decision.player)}'s decision, not yours",
                           409, seq=seq)
        action = tuple(raw)
        try:
            after = self.rules.child(self.state, action)
        except IllegalAction as exc:
            raise ApiError("illegal", str(exc), 422, seq=seq) from None
        self.store.append_event(self.id, "action", seat, self.position, action, seq)
        self.last_seq[seat] = seq
        self._commit(action, after)
        self.run_bot()
        return {"type": "ack", "seq": seq, "position": self.position, "duplicate": False}

    def undo(self, seat: int, msg: dict) -> dict:
        seq, duplicate = self._check_seq_pos(seat, msg)
        if duplicate:
            return duplicate
        if self.tracker is None or seat != self.tracker.human:
            raise ApiError("cannot_undo", "undo is only for games against a bot or bots (every other seat a bot)", 409,
                           seq=seq)
        target = self.tracker.target()
        if target is None:
            raise ApiError("cannot_undo", "nothing to undo: new information was revealed to you since your last "
                                          "choice (a draw, a reveal, a shuffle or the bot's move)", 409, seq=seq)
        self.store.append_event(self.id, "undo", seat, target, None, seq)
        self.last_seq[seat] = seq
        points = [p for p in self.tracker.points if p < target]
        kept = self.actions[:target]
        self.state = self.rules.replay(self.seed, self.config, kept)
        self.actions = list(kept)
        self.tracker.points = points
        return {"type": "ack", "seq": seq, "position": self.position, "duplicate": False}

    # -- broadcasting ------------------------------------------------------------------------------------------------
    def frame(self, viewer: int) -> tuple[str, dict]:
        """A viewer's state message as sent whole, and as the JSON values a client holds (to compute changes)."""
        text = dumps(self.message(viewer))
        return text, json.loads(text)

    async def broadcast(self) -> None:
        frames: dict[int, tuple[str, dict]] = {}
        for conn in list(self.conns):
            if conn.seat not in frames:
                frames[conn.seat] = self.frame(conn.seat)
            await conn.send_state(*frames[conn.seat])


# -- the server -----------------------------------------------------------------------------------------------------
class TokenBucket:
    def __init__(self, capacity: float = BUCKET_CAPACITY, rate: float = BUCKET_RATE, clock=time.monotonic):
        self.capacity, self.rate, self.clock = capacity, rate, clock
        self.tokens, self.stamp = float(capacity), clock()

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(self.capacity, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class Connection:
    def __init__(self, ws: WebSocket, bucket: TokenBucket):
        self.ws = ws
        self.game: LiveGame | None = None
        self.seat: int | None = None
        self.bucket = bucket
        self.strikes = 0
        self.open = True
        self.patches = False            # the client asked for changes after the first whole state
        self.last: dict | None = None   # the state message it holds (as JSON values), what changes are taken from

    async def send(self, message: dict) -> None:
        await self.send_text(dumps(message))

    async def send_state(self, text: str, values: dict) -> None:
        """A state message (``text``, and ``values`` parsed from it): whole the first time and to a client that did
        not ask for changes, else the changes from the last one sent (whole again where that would be shorter)."""
        if self.patches and self.last is not None:
            patch = dumps({"type": "patch", "ops": changes(self.last, values)})
            if len(patch) < len(text):
                text = patch
        self.last = values
        await self.send_text(text)

    async def send_text(self, text: str) -> None:
        if not self.open:
            return
        try:
            await self.ws.send_text(text)
        except Exception:  # the peer went away; the receive loop ends the connection
            self.open = False


class GameServer:
    def __init__(self, store: Store, allow_chosen_seeds: bool = False):
        self.store = store
        self.allow_chosen_seeds = allow_chosen_seeds  # tests only: a chosen seed also for games between people
        self.games: dict[str, LiveGame] = {}            # the games in memory: being played or watched
        self.loading: dict[str, asyncio.Future] = {}     # games (and replays) being rebuilt in a worker thread
        self.replays: OrderedDict[str, Replay] = OrderedDict()
        self.catalogue = rules_catalogue()

    async def game(self, game_id: str) -> LiveGame:
        """The game in memory, else rebuilt from the store in a worker thread (once, however many ask at once)."""
        if not isinstance(game_id, str) or not GAME_ID.match(game_id):
            raise ApiError("unknown_game", "there is no such game", 404)
        game = self.games.get(game_id)
        if game is None:
            game = await self._once(game_id, lambda: self._load(game_id))
            self.games.setdefault(game_id, game)
            game = self.games[game_id]
        return game

    async def _once(self, key: str, work):
        """Run ``work`` in a worker thread, sharing one run between everyone who asks for ``key`` meanwhile."""
        pending = self.loading.get(key)
        if pending is None:
            pending = asyncio.ensure_future(asyncio.to_thread(work))
            self.loading[key] = pending
            pending.add_done_callback(lambda _: self.loading.pop(key, None))
        return await asyncio.shield(pending)

    def _load(self, game_id: str) -> "LiveGame":
        row = self.store.load_game(game_id)
        if row is None:
            raise ApiError("unknown_game", "there is no such game", 404)
        try:
            return LiveGame(self, row)
        except (RulesError, StoreError, IllegalAction, ValueError) as exc:   # a row this mechdeck cannot replay
            raise ApiError("unplayable", f"game {game_id} is stored but cannot be loaded: {exc}", 409) from None

    def release(self, game: LiveGame) -> None:
        """Let a finished game nobody follows leave memory (its replay and state are rebuilt from the store)."""
        if game.finished and not game.conns and self.games.get(game.id) is game:
            del self.games[game.id]

    async def create(self, body: dict) -> dict:
        """A new game: ``rules``, ``config``, ``players`` and ``seats`` (one spec per seat: "me", "invite" or a bot
        name; see ``seat_specs``), ``seed``.  Every check runs before anything is stored."""
        rules_id = body.get("rules", DEFAULT_RULES)
        if rules_id not in rule_set_ids():
            raise ApiError("bad_request", f"unknown rule set {rules_id!r:.40}; known: {', '.join(rule_set_ids())}")
        rules = get_rules(rules_id)
        config = body.get("config", {})
        if not isinstance(config, dict):
            raise ApiError("bad_request", "'config' must be an object of set-up options")
        players, specs = seat_specs(rules, body, config)
        if players != rules.min_players:   # a config without it has min_players seats: old configs stay as they were
            config = {**config, "players": players}
        seed = body.get("seed")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2 ** 63):
            raise ApiError("bad_request", "'seed' must be a whole number from 0 to 2^63-1, or left out")
        if seed is None or (INVITE in specs and not self.allow_chosen_seeds):
            seed = secrets.randbelow(10 ** 9)
        try:
            rules.new_game(seed, config, log=False)
        except RulesError as exc:
            raise ApiError("bad_config", str(exc)) from None
        except (TypeError, ValueError, KeyError) as exc:
            raise ApiError("bad_config", f"bad set-up options: {exc}") from None
        game_id = secrets.token_urlsafe(9)
        token = secrets.token_urlsafe(24)
        seat = specs.index(ME)
        invites = {s: secrets.token_urlsafe(18) for s, spec in enumerate(specs) if spec == INVITE}
        stored = [{"kind": "person"} if spec in (ME, INVITE)
                  else {"kind": "bot", "bot": spec, "seed": secrets.randbelow(2 ** 31)} for spec in specs]
        mode = "bot" if not invites else "human"   # "bot": every other seat is a bot
        self.store.create_game(game_id, rules_id, seed, config, mode, {seat: digest(token)}, stored,
                               {s: digest(invite) for s, invite in invites.items()})
        await self.game(game_id)  # loads it (and lets the bots that move first do so once every seat is filled)
        out = {"type": "created", "game": game_id, "seat": seat, "token": token, "players": players,
               "invites": [{"seat": s, "invite": invite} for s, invite in invites.items()]}
        if invites:
            out["invite"] = next(iter(invites.values()))   # the one link of a two-seat game (earlier clients)
        return out

    def join(self, game: LiveGame, body: dict) -> dict:
        """Take the seat an invite is for (once); the last seat filled starts the game (a worker thread's work:
        the bots that move first think here)."""
        game_id = game.id
        invite = body.get("invite")
        if game.mode == "bot":
            raise ApiError("bad_invite", "this game is against bots alone: there is no seat to join", 409)
        if not isinstance(invite, str) or not invite:
            raise ApiError("bad_invite", "joining needs the invite from the link", 401)
        token = secrets.token_urlsafe(24)
        seat = self.store.claim_invite(game_id, digest(invite), digest(token))
        if seat is None:
            raise ApiError("bad_invite", "this invite is wrong or has already been used", 403)
        game.seat_hashes[seat] = digest(token)
        game.run_bot()
        return {"type": "joined", "game": game_id, "seat": seat, "token": token, "players": game.players}

    # -- sharing and replays ----------------------------------------------------------------------------------------
    async def watch_key(self, game: LiveGame) -> str:
        """The game's watch key (made on first request; every seat gets the same one)."""
        if game.watch_key is None:
            game.watch_key = await asyncio.to_thread(self.store.watch_key, game.id)
            if game.id in self.replays:   # a replay built before the key existed opens with it too
                self.replays[game.id].watch_key = game.watch_key
        return game.watch_key

    async def replay(self, game_id: str, token) -> "Replay":
        """A finished game's replay, for one of its seats or its watch key: from the cache, else built in a worker
        thread from the store (after the token is checked, so nobody can make the server replay games for free)."""
        if not isinstance(game_id, str) or not GAME_ID.match(game_id):
            raise ApiError("unknown_game", "there is no such game", 404)
        replay = self.replays.get(game_id)
        if replay is None:
            row = await asyncio.to_thread(self.store.load_game, game_id)
            if row is None:
                raise ApiError("unknown_game", "there is no such game", 404)
            viewer_of(row["seats"], row.get("watch"), token)
            if row["result"] is None:   # still being played (or finished before results were stored: loading it
                game = await self.game(game_id)   # stores the result)
                if not game.finished:
                    raise ApiError("not_finished", "only a finished game can be opened as a replay", 409)
                self.release(game)
            replay = await self._once("replay:" + game_id, lambda: Replay(row))
            self.replays[game_id] = replay
            while len(self.replays) > REPLAY_CACHE:
                self.replays.popitem(last=False)
        viewer_of(replay.seat_hashes, replay.watch_key, token)
        self.replays.move_to_end(game_id)
        return replay


class Replay:
    """A finished game ready to be stepped through: its public facts, each action in the words its decider read,
    and every ``REPLAY_CHECKPOINT``-th state (a frame is a few steps on from the checkpoint before it)."""

    def __init__(self, row: dict):
        self.id, self.rules = row["id"], get_rules(row["rules"])
        self.seed, self.config, self.mode, self.players = row["seed"], row["config"], row["mode"], row["players"]
        self.seat_hashes, self.watch_key = dict(row["seats"]), row.get("watch")
        self.actions = effective_actions(row["events"])
        self.seats = seats_info(self.players, row["specs"], self.seat_hashes, None)
        state = self.rules.new_game(self.seed, self.config)
        self.checkpoints = [state]
        self.steps: list[dict] = []
        for i, action in enumerate(self.actions):
            self.steps.append({"seat": state.decision.player, "action": list(action),
                               "text": action_words(self.rules, state, action)})
            state = self.rules.child(state, action)
            if (i + 1) % REPLAY_CHECKPOINT == 0:
                self.checkpoints.append(state)
        if state.decision is not None:
            raise ApiError("not_finished", "only a finished game can be opened as a replay", 409)
        self.final = state

    @property
    def length(self) -> int:
        return len(self.actions)

    def info(self) -> dict:
        return {"type": "replay", "rules": self.rules.id, "seed": self.seed, "config": self.config,
                "mode": self.mode, "players": self.players, "seats": self.seats, "length": self.length,
                "actions": self.steps, "result": self.rules.result(self.final),
                "outcome": outcome_of(self.rules, self.final)}

    def state_at(self, index: int):
        state = self.checkpoints[index // REPLAY_CHECKPOINT].clone()
        for action in self.actions[index - index % REPLAY_CHECKPOINT:index]:
            self.rules.apply(state, action)
        return state

    def frame(self, index: int, view: str) -> dict:
        if not 0 <= index <= self.length:
            raise ApiError("bad_request", f"the replay has positions 0 to {self.length}")
        if view == "all":
            viewer = OMNISCIENT
        elif view in [str(seat) for seat in range(self.players)]:
            viewer = int(view)
        else:
            raise ApiError("bad_request", f"view must be a seat from 0 (P1) to {self.players - 1} "
                                          f"({seat_name(self.players - 1)}), or all")
        shown = present(self.rules, self.state_at(index), viewer)
        return {"type": "frame", "position": index, "length": self.length, "of": view, "view": shown}


# -- the application ------------------------------------------------------------------------------------------------
def create_app(db_path: str | Path = "mechdeck.sqlite3", allow_chosen_seeds: bool = False,
               bucket: tuple[float, float] = (BUCKET_CAPACITY, BUCKET_RATE)) -> FastAPI:
    """The app; ``allow_chosen_seeds`` and ``bucket`` (capacity, messages per second) are for tests."""
    @asynccontextmanager
    async def lifespan(app: FastAPI):
        store = Store(db_path)
        app.state.server = GameServer(store, allow_chosen_seeds)
        try:
            yield
        finally:
            store.close()

    app = FastAPI(title="mechdeck", lifespan=lifespan, docs_url=None, redoc_url=None, openapi_url=None)

    def server() -> GameServer:
        return app.state.server

    @app.exception_handler(ApiError)
    async def api_error(_request: Request, exc: ApiError):
        return JSONResponse(exc.payload(), status_code=exc.status)

    async def body_of(request: Request) -> dict:
        raw = await request.body()
        if len(raw) > MAX_MESSAGE:
            raise ApiError("too_large", f"the request body has {len(raw)} bytes; the limit is {MAX_MESSAGE}", 413)
        if not raw:
            return {}
        try:
            text = raw.decode()
        except UnicodeDecodeError:
            raise ApiError("bad_json", "the request body is not JSON: it is not UTF-8 text") from None
        return parse_message(text, "the request body")

    def token_of(request: Request) -> str | None:
        header = request.headers.get("authorization", "")
        return header[7:].strip() if header.lower().startswith("bearer ") else None

    @app.get("/", include_in_schema=False)
    async def index():
        return FileResponse(STATIC / "index.html", headers={
            "Cache-Control": "no-cache", "Referrer-Policy": "no-referrer",
            "Content-Security-Policy": "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:"})

    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.get("/api/health")
    async def health():
        return {"ok": True, "rules": rule_set_ids(), "schema_version": server().store.version}

    @app.get("/api/rules")
    async def rules_list():
        return {"rules": server().catalogue, "default": DEFAULT_RULES, "bots": list(AGENT_NAMES + STRATEGY_NAMES)}

    @app.post("/api/games")
    async def create_game(request: Request):
        return await server().create(await body_of(request))

    @app.post("/api/games/{game_id}/join")
    async def join_game(game_id: str, request: Request):
        body = await body_of(request)
        game = await server().game(game_id)
        async with game.lock:
            out = await asyncio.to_thread(server().join, game, body)
            await game.broadcast()
        return out

    @app.get("/api/games/{game_id}/state")
    async def game_state(game_id: str, request: Request):
        game = await server().game(game_id)
        async with game.lock:
            out = game.message(game.viewer_of(token_of(request)))
        server().release(game)
        return out

    @app.get("/api/games/{game_id}/share")
    async def share(game_id: str, request: Request):
        """The watch key (a seat asks for it: the page builds the watch and replay links from it)."""
        game = await server().game(game_id)
        game.seat_of(token_of(request))
        key = await server().watch_key(game)
        server().release(game)
        return {"type": "share", "game": game_id, "watch": key}

    async def http_request(game_id: str, request: Request, kind: str):
        body = await body_of(request)
        game = await server().game(game_id)
        async with game.lock:
            seat = game.seat_of(token_of(request))
            ack = await asyncio.to_thread(game.act if kind == "action" else game.undo, seat, body)
            if not ack["duplicate"]:
                await game.broadcast()
            out = {**ack, "state": game.message(seat)}
        server().release(game)
        return out

    @app.post("/api/games/{game_id}/action")
    async def post_action(game_id: str, request: Request):
        return await http_request(game_id, request, "action")

    @app.post("/api/games/{game_id}/undo")
    async def post_undo(game_id: str, request: Request):
        return await http_request(game_id, request, "undo")

    @app.get("/api/games/{game_id}/replay")
    async def replay(game_id: str, request: Request):
        return (await server().replay(game_id, token_of(request))).info()

    @app.get("/api/games/{game_id}/replay/{index}")
    async def replay_frame(game_id: str, index: int, request: Request, view: str = "all"):
        return (await server().replay(game_id, token_of(request))).frame(index, view)

    @app.websocket("/ws/games/{game_id}")
    async def websocket(ws: WebSocket, game_id: str):
        await ws.accept()
        conn = Connection(ws, TokenBucket(*bucket))
        try:
            while conn.open:
                message = await ws.receive()
                if message["type"] == "websocket.disconnect":
                    break
                if not conn.bucket.take():
                    conn.strikes += 1
                    if conn.strikes > MAX_STRIKES:
                        await conn.send(ApiError("flooding", "too many messages: disconnected", 429).payload())
                        await ws.close(code=1008, reason="too many messages")
                        break
                    await conn.send(ApiError("rate_limited", "too many messages: this one was ignored; slow down",
                                             429).payload())
                    continue
                conn.strikes = max(0, conn.strikes - 1)
                try:
                    await handle(conn, game_id, message.get("text"))
                except ApiError as exc:
                    await conn.send(exc.payload())
                    if exc.code in ("unknown_game", "no_token", "bad_token") and conn.game is None:
                        await ws.close(code=4404 if exc.code == "unknown_game" else 4403, reason=exc.code)
                        break
        except WebSocketDisconnect:
            pass
        finally:
            conn.open = False
            if conn.game is not None:
                conn.game.conns.discard(conn)
                server().release(conn.game)

    async def handle(conn: Connection, game_id: str, text) -> None:
        if text is None:
            raise ApiError("bad_message", "send JSON text messages, not binary ones")
        msg = parse_message(text)
        kind = msg.get("type")
        if kind == "ping":
            await conn.send({"type": "pong"})
            return
        if kind not in ("hello", "action", "undo"):
            raise ApiError("unknown_type", f"unknown message type {kind!r:.40}; known: hello, action, undo, ping")
        if kind == "hello":
            game = await server().game(game_id)
            if "watch" in msg:
                if not is_watch_key(game.watch_key, msg["watch"]):
                    raise ApiError("bad_token", "that watch link is not for this game (or no longer works)", 403)
                viewer = SPECTATOR
            else:
                viewer = game.seat_of(msg.get("token"))
            if conn.game is not None and (conn.game is not game or conn.seat != viewer):
                raise ApiError("bad_message", "this connection is already subscribed to another seat")
            conn.game, conn.seat, conn.patches = game, viewer, msg.get("patches") is True
            game.conns.add(conn)
            async with game.lock:
                conn.last = None   # a hello is answered with the whole state
                await conn.send_state(*game.frame(viewer))
            return
        if conn.game is None:
            raise ApiError("not_subscribed", "say hello with your seat token first")
        game = conn.game
        seq = msg.get("seq") if isinstance(msg.get("seq"), int) else None
        try:
            if conn.seat == SPECTATOR:
                raise ApiError("watching", "you are watching this game: only its players can move", 403)
            if game.seat_of(msg.get("token")) != conn.seat:
                raise ApiError("bad_token", "that token is for another seat than this connection's", 403)
        except ApiError as exc:
            if seq is not None:
                exc.extra.setdefault("seq", seq)
            raise
        async with game.lock:
            ack = await asyncio.to_thread(game.act if kind == "action" else game.undo, conn.seat, msg)
            await conn.send(ack)
            if not ack["duplicate"]:
                await game.broadcast()
            else:
                await conn.send_state(*game.frame(conn.seat))

    return app


class ServeError(Exception):
    """The server cannot start (a port out of range or in use, an unknown address): one line for the person."""


def listening_socket(host: str, port: int) -> socket.socket:
    """A socket bound to ``host:port``, or a ServeError saying in words why it cannot be (bound here, before the
    "serving on" line, so that line is only printed when it is true)."""
    if not 1 <= port <= 65535:
        raise ServeError(f"--port {port}: a TCP port is a number from 1 to 65535")
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                                             flags=socket.AI_PASSIVE)[0]
    except (socket.gaierror, UnicodeError) as exc:
        raise ServeError(f"--host {host}: not a known address ({getattr(exc, 'strerror', None) or exc})") from None
    sock = socket.socket(family, kind, proto)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)   # as uvicorn does: a restart need not wait
    try:
        sock.bind(address)
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            reason = "the port is already in use (another server?): stop it or choose another --port"
        elif exc.errno == errno.EACCES:
            reason = "this user may not use that port (ports below 1024 need administrator rights): choose another"
        elif exc.errno == errno.EADDRNOTAVAIL:
            reason = "that address is not one of this machine's: choose another --host"
        else:
            reason = exc.strerror or str(exc)
        raise ServeError(f"cannot serve on {host}:{port}: {reason}") from None
    return sock


def serve(host: str = "127.0.0.1", port: int = 8000, db: str | Path = "mechdeck.sqlite3") -> None:
    """Serve the game until Ctrl-C; a ServeError or StoreError (one line each) if it cannot start."""
    import uvicorn

    Store(db).close()  # create or migrate the database now, so a bad path fails here with a clear message
    sock = listening_socket(host, port)
    app = create_app(db)
    print(f"mechdeck: serving the browser game on http://{host}:{port}/ (database {db}); Ctrl-C stops it",
          flush=True)
    config = uvicorn.Config(app, ws_max_size=WS_MAX_SIZE, log_level="warning")
    uvicorn.Server(config).run(sockets=[sock])

"""The game server's embedded SQLite database: games, seats, open invites, watch keys and an append-only event log
per game.

Nothing is lost: ``append_event`` commits (WAL journal, ``synchronous=FULL``) before it returns, and the server
acknowledges an action only after that.  A game is rebuilt from its seed, set-up and the events (``effective_actions``
then ``rules.replay``).  Events are never updated or deleted (triggers refuse it): an undo is itself an event that
truncates the effective action list.

Schema changes are versioned: ``MIGRATIONS`` is an ordered list of SQL scripts; ``schema_version`` holds how many
have been applied, and opening a database applies the missing ones, each in its own transaction.
"""
from __future__ import annotations

import json
import secrets
import sqlite3
import threading
import time
from pathlib import Path

MIGRATIONS: list[str] = [
    # 1: games, seats, the append-only event log
    """
    CREATE TABLE games (
        id          TEXT PRIMARY KEY,
        rules       TEXT NOT NULL,
        seed        INTEGER NOT NULL,
        config      TEXT NOT NULL,              -- JSON set-up options given to rules.new_game
        mode        TEXT NOT NULL CHECK (mode IN ('bot', 'human')),
        bot         TEXT,                       -- agent name (mode 'bot')
        bot_seat    INTEGER,
        bot_seed    INTEGER,
        invite_hash TEXT,                       -- sha256 of the invite secret; NULL once used (mode 'human')
        created     REAL NOT NULL
    );
    CREATE TABLE seats (
        game_id     TEXT NOT NULL REFERENCES games(id),
        seat        INTEGER NOT NULL,
        token_hash  TEXT NOT NULL,              -- sha256 of the seat's secret token (the token itself is not kept)
        joined      REAL NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE TABLE events (
        game_id     TEXT NOT NULL REFERENCES games(id),
        n           INTEGER NOT NULL,           -- 0, 1, 2, ... per game
        kind        TEXT NOT NULL CHECK (kind IN ('action', 'undo')),
        seat        INTEGER NOT NULL,
        position    INTEGER NOT NULL,           -- action: the index it was applied at; undo: the position restored
        action      TEXT,                       -- JSON list (kind 'action')
        client_seq  INTEGER,                    -- the client's sequence number (NULL for a bot's action)
        created     REAL NOT NULL,
        PRIMARY KEY (game_id, n)
    );
    CREATE TRIGGER events_no_update BEFORE UPDATE ON events
        BEGIN SELECT RAISE(ABORT, 'the event log is append-only'); END;
    CREATE TRIGGER events_no_delete BEFORE DELETE ON events
        BEGIN SELECT RAISE(ABORT, 'the event log is append-only'); END;
    """,
    # 2: the result of a finished game (for listings), and seat look-ups of client sequence numbers
    """
    ALTER TABLE games ADD COLUMN result TEXT;   -- JSON rules.result(state) once the game is over
    CREATE INDEX events_by_seat ON events(game_id, seat, client_seq);
    """,
    # 3: any number of seats, each a person or a bot, one invite per open seat.  Games stored before it keep NULL in
    # the new columns and are read as the two-seat games they are (``load_game``); their unused invites move here.
    """
    ALTER TABLE games ADD COLUMN players INTEGER;   -- the seat count (NULL: an old two-seat game)
    ALTER TABLE games ADD COLUMN seat_specs TEXT;   -- JSON per seat: {"kind": "person"} or {"kind": "bot", "bot", "seed"}
    CREATE TABLE invites (
        game_id     TEXT NOT NULL REFERENCES games(id),
        seat        INTEGER NOT NULL,
        invite_hash TEXT NOT NULL,              -- sha256 of the seat's invite secret; the row goes once it is used
        PRIMARY KEY (game_id, seat)
    );
    INSERT INTO invites (game_id, seat, invite_hash)
        SELECT g.id, 1 - s.seat, g.invite_hash FROM games g JOIN seats s ON s.game_id = g.id
        WHERE g.invite_hash IS NOT NULL;
    UPDATE games SET invite_hash = NULL;
    """,
    # 4: a watch key per game, made when a seat first asks to share the game.  Kept as it is, not hashed: the seats
    # must be able to read it again to share it, and it shows nothing but what every spectator may see.
    """
    CREATE TABLE watch_keys (
        game_id     TEXT PRIMARY KEY REFERENCES games(id),
        watch_key   TEXT NOT NULL
    );
    """,
]


OLD_GAME_SEATS = 2   # every game stored before migration 3 has two seats


class StoreError(RuntimeError):
    pass


def schema_version(conn: sqlite3.Connection) -> int:
    conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
    row = conn.execute("SELECT MAX(version) FROM schema_version").fetchone()
    return row[0] or 0


def migrate(conn: sqlite3.Connection, migrations: list[str] = MIGRATIONS) -> int:
    """Apply the migrations after the database's version, each atomically; returns the new version."""
    version = schema_version(conn)
    if version > len(migrations):
        raise StoreError(f"the database has schema version {version}, newer than this mechdeck knows "
                         f"({len(migrations)}): upgrade mechdeck")
    for number in range(version + 1, len(migrations) + 1):
        script = f"BEGIN;\n{migrations[number - 1]}\nINSERT INTO schema_version (version) VALUES ({number});\nCOMMIT;"
        try:
            conn.executescript(script)
        except sqlite3.Error as exc:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise StoreError(f"migration {number} failed: {exc}") from exc
    return len(migrations)


class Store:
    """One SQLite connection, used from the server's event loop (calls are short; a lock guards threads)."""

    def __init__(self, path: str | Path):
        self.path = str(path)
        try:
            self.conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            self.conn.execute("PRAGMA journal_mode=WAL")
            self.conn.execute("PRAGMA synchronous=FULL")
            self.conn.execute("PRAGMA foreign_keys=ON")
            self.version = migrate(self.conn)
        except sqlite3.Error as exc:
            raise StoreError(f"cannot open the database {self.path}: {exc}") from exc
        self.lock = threading.Lock()

    def close(self) -> None:
        self.conn.close()

    def _tx(self, statements: list[tuple[str, tuple]]) -> list[sqlite3.Cursor]:
        with self.lock:
            cur = []
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                for sql, args in statements:
                    cur.append(self.conn.execute(sql, args))
                self.conn.execute("COMMIT")
            except BaseException:
                self.conn.execute("ROLLBACK")
                raise
            return cur

    # -- writing ------------------------------------------------------------------------------------------------------
    def create_game(self, game_id: str, rules: str, seed: int, config: dict, mode: str, seats: dict[int, str],
                    specs: list[dict], invites: dict[int, str]) -> None:
        """A new game: its set-up, ``seats`` (seat -> token hash of each person seated now), ``specs`` (per seat
        ``{"kind": "person"}`` or ``{"kind": "bot", "bot": name, "seed": n}``) and ``invites`` (seat -> invite hash
        of each seat left open for a person); ``mode`` is "bot" when every seat but the creator's is a bot."""
        now = time.time()
        statements = [("INSERT INTO games (id, rules, seed, config, mode, players, seat_specs, created) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                       (game_id, rules, seed, json.dumps(config), mode, len(specs), json.dumps(specs), now))]
        statements += [("INSERT INTO seats (game_id, seat, token_hash, joined) VALUES (?, ?, ?, ?)",
                        (game_id, seat, token_hash, now)) for seat, token_hash in seats.items()]
        statements += [("INSERT INTO invites (game_id, seat, invite_hash) VALUES (?, ?, ?)",
                        (game_id, seat, invite_hash)) for seat, invite_hash in invites.items()]
        self._tx(statements)

    def claim_invite(self, game_id: str, invite_hash: str, token_hash: str) -> int | None:
        """Use one of a game's invites (once): its seat gets the token.  The seat, or None if the invite is wrong or
        already used."""
        with self.lock:
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                row = self.conn.execute("SELECT seat FROM invites WHERE game_id = ? AND invite_hash = ?",
                                        (game_id, invite_hash)).fetchone()
                if row is None:
                    self.conn.execute("ROLLBACK")
                    return None
                seat = row[0]
                self.conn.execute("DELETE FROM invites WHERE game_id = ? AND seat = ?", (game_id, seat))
                self.conn.execute("INSERT INTO seats (game_id, seat, token_hash, joined) VALUES (?, ?, ?, ?)",
                                  (game_id, seat, token_hash, time.time()))
                self.conn.execute("COMMIT")
                return seat
            except BaseException:
                self.conn.execute("ROLLBACK")
                raise

    def append_event(self, game_id: str, kind: str, seat: int, position: int, action=None,
                     client_seq: int | None = None) -> int:
        """Append one event and commit; returns its number.  Returns only once the event is durable."""
        with self.lock:
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                n = self.conn.execute("SELECT COUNT(*) FROM events WHERE game_id = ?", (game_id,)).fetchone()[0]
                self.conn.execute(
                    "INSERT INTO events (game_id, n, kind, seat, position, action, client_seq, created) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (game_id, n, kind, seat, position, None if action is None else json.dumps(list(action)),
                     client_seq, time.time()))
                self.conn.execute("COMMIT")
                return n
            except BaseException:
                self.conn.execute("ROLLBACK")
                raise

    def watch_key(self, game_id: str) -> str:
        """The game's watch key, made (once) if it has none yet."""
        self._tx([("INSERT OR IGNORE INTO watch_keys (game_id, watch_key) VALUES (?, ?)",
                   (game_id, secrets.token_urlsafe(12)))])
        with self.lock:
            return self.conn.execute("SELECT watch_key FROM watch_keys WHERE game_id = ?", (game_id,)).fetchone()[0]

    def set_result(self, game_id: str, result: dict | None) -> None:
        self._tx([("UPDATE games SET result = ? WHERE id = ?",
                   (None if result is None else json.dumps(result), game_id))])

    # -- reading ------------------------------------------------------------------------------------------------------
    def load_game(self, game_id: str) -> dict | None:
        """A game's row, its seats' token hashes, the seats with an open invite and its events in order, or None.
        A game stored before migration 3 (``players`` NULL) is the two-seat game it was: one bot at ``bot_seat`` in
        mode "bot", two people in mode "human"."""
        with self.lock:
            row = self.conn.execute(
                "SELECT id, rules, seed, config, mode, bot, bot_seat, bot_seed, created, result, players, seat_specs "
                "FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                return None
            seats = dict(self.conn.execute("SELECT seat, token_hash FROM seats WHERE game_id = ?", (game_id,)))
            invited = {r[0] for r in self.conn.execute("SELECT seat FROM invites WHERE game_id = ?", (game_id,))}
            watch = self.conn.execute("SELECT watch_key FROM watch_keys WHERE game_id = ?", (game_id,)).fetchone()
            events = self.conn.execute(
                "SELECT n, kind, seat, position, action, client_seq FROM events WHERE game_id = ? ORDER BY n",
                (game_id,)).fetchall()
        keys = ("id", "rules", "seed", "config", "mode", "bot", "bot_seat", "bot_seed", "created", "result",
                "players", "seat_specs")
        game = dict(zip(keys, row))
        game["config"] = json.loads(game["config"])
        game["result"] = None if game["result"] is None else json.loads(game["result"])
        if game["seat_specs"] is None:
            game["players"] = OLD_GAME_SEATS
            game["specs"] = [{"kind": "bot", "bot": game["bot"], "seed": game["bot_seed"]}
                             if game["mode"] == "bot" and seat == game["bot_seat"] else {"kind": "person"}
                             for seat in range(OLD_GAME_SEATS)]
        else:
            game["specs"] = json.loads(game["seat_specs"])
        del game["seat_specs"], game["bot"], game["bot_seat"], game["bot_seed"]
        game["seats"] = seats
        game["invited"] = invited
        game["watch"] = None if watch is None else watch[0]
        game["events"] = [{"n": n, "kind": kind, "seat": seat, "position": position,
                           "action": None if action is None else tuple(json.loads(action)), "client_seq": seq}
                          for n, kind, seat, position, action, seq in events]
        return game

    def game_ids(self) -> list[str]:
        with self.lock:
            return [r[0] for r in self.conn.execute("SELECT id FROM games ORDER BY created")]


def effective_actions(events: list[dict]) -> list[tuple]:
    """The action list a game's events amount to: actions appended in order, each undo cutting the list back."""
    actions: list[tuple] = []
    for event in events:
        if event["kind"] == "action":
            if event["position"] != len(actions):
                raise StoreError(f"event {event['n']}: an action at position {event['position']} "
                                 f"but the game is at {len(actions)}")
            actions.append(event["action"])
        else:
            if not 0 <= event["position"] <= len(actions):
                raise StoreError(f"event {event['n']}: undo to {event['position']} beyond {len(actions)}")
            del actions[event["position"]:]
    return actions


def last_sequence_numbers(events: list[dict]) -> dict[int, int]:
    """Per seat, the highest client sequence number among its accepted events (0 if none)."""
    last: dict[int, int] = {}
    for event in events:
        if event["client_seq"] is not None:
            last[event["seat"]] = max(last.get(event["seat"], 0), event["client_seq"])
    return last

"""The SQLite store: versioned migrations, the append-only event log, rebuilding action lists."""
from __future__ import annotations

import sqlite3

import pytest

from mechdeck.interfaces.web.store import (MIGRATIONS, Store, StoreError, effective_actions, last_sequence_numbers,
                                           migrate, schema_version)


def test_fresh_database_gets_every_migration_once(tmp_path):
    path = tmp_path / "a.sqlite3"
    store = Store(path)
    assert store.version == len(MIGRATIONS) >= 2
    store.close()
    store = Store(path)  # opening again applies nothing
    rows = store.conn.execute("SELECT version FROM schema_version ORDER BY version").fetchall()
    assert [r[0] for r in rows] == list(range(1, len(MIGRATIONS) + 1))
    tables = {r[0] for r in store.conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"games", "seats", "events", "schema_version"} <= tables
    store.close()


def test_an_old_database_is_upgraded_in_order(tmp_path):
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    assert migrate(conn, MIGRATIONS[:1]) == 1
    conn.execute("INSERT INTO games (id, rules, seed, config, mode, created) VALUES ('g', 'r', 1, '{}', 'bot', 0)")
    conn.close()
    store = Store(path)
    assert schema_version(store.conn) == len(MIGRATIONS)
    assert store.load_game("g")["result"] is None  # the column migration 2 added
    store.close()


def test_a_newer_database_is_refused(tmp_path):
    path = tmp_path / "new.sqlite3"
    Store(path).close()
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("INSERT INTO schema_version (version) VALUES (?)", (len(MIGRATIONS) + 1,))
    conn.close()
    with pytest.raises(StoreError, match="newer"):
        Store(path)


def test_a_failing_migration_changes_nothing(tmp_path):
    conn = sqlite3.connect(tmp_path / "f.sqlite3", isolation_level=None)
    with pytest.raises(StoreError, match="migration 2 failed"):
        migrate(conn, [MIGRATIONS[0], "CREATE TABLE extra (x INTEGER); SELECT nonsense FROM nowhere;"])
    assert schema_version(conn) == 1
    assert conn.execute("SELECT COUNT(*) FROM sqlite_master WHERE name = 'extra'").fetchone()[0] == 0


def test_the_event_log_is_append_only(tmp_path):
    store = Store(tmp_path / "e.sqlite3")
    store.create_game("g", "domination-v2.2", 1, {}, "bot", {0: "h"},
                      [{"kind": "person"}, {"kind": "bot", "bot": "random", "seed": 2}], {})
    assert store.append_event("g", "action", 0, 0, ("end",), 1) == 0
    assert store.append_event("g", "action", 1, 1, ("play", "X"), None) == 1
    for sql in ("UPDATE events SET seat = 5", "DELETE FROM events"):
        with pytest.raises(sqlite3.DatabaseError, match="append-only"):
            store.conn.execute(sql)
    game = store.load_game("g")
    assert [e["action"] for e in game["events"]] == [("end",), ("play", "X")]
    store.close()


def test_effective_actions_apply_undo_events():
    ev = [{"n": 0, "kind": "action", "seat": 0, "position": 0, "action": ("a",), "client_seq": 1},
          {"n": 1, "kind": "action", "seat": 0, "position": 1, "action": ("b",), "client_seq": 2},
          {"n": 2, "kind": "action", "seat": 1, "position": 2, "action": ("c",), "client_seq": None},
          {"n": 3, "kind": "undo", "seat": 0, "position": 1, "action": None, "client_seq": 3},
          {"n": 4, "kind": "action", "seat": 0, "position": 1, "action": ("d",), "client_seq": 4}]
    assert effective_actions(ev) == [("a",), ("d",)]
    assert last_sequence_numbers(ev) == {0: 4}
    with pytest.raises(StoreError):
        effective_actions(ev[:1] + [dict(ev[1], position=5)])


def test_a_games_watch_key_is_made_once_and_kept(tmp_path):
    store = Store(tmp_path / "k.sqlite3")
    store.create_game("g1", "domination-v2.2", 1, {}, "bot", {0: "h"}, [{"kind": "person"}, {"kind": "person"}], {})
    assert store.load_game("g1")["watch"] is None
    key = store.watch_key("g1")
    assert len(key) >= 16 and store.watch_key("g1") == key and store.load_game("g1")["watch"] == key
    store.close()
    assert Store(tmp_path / "k.sqlite3").load_game("g1")["watch"] == key

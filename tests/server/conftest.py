"""Fixtures for the browser game server tests (helpers live in support.py, importable from here)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from support import OPEN_SEATS, ServerProcess, TestClient, create_app  # noqa: E402


@pytest.fixture
def db_path(tmp_path) -> Path:
    return tmp_path / "games.sqlite3"


@pytest.fixture
def client(db_path):
    """The app in-process; chosen seeds allowed in games between people, a generous rate limit (scripted clients)."""
    app = create_app(db_path, allow_chosen_seeds=True, bucket=(10_000, 10_000))
    with TestClient(app) as c:
        try:
            yield c
        finally:
            while OPEN_SEATS:
                try:
                    OPEN_SEATS.pop().close()
                except Exception:  # already broken by the failing test
                    pass


@pytest.fixture
def server_process(tmp_path):
    """Makes ``mechdeck serve`` processes (stopped at the end)."""
    servers: list[ServerProcess] = []

    def make(db: Path | None = None, port: int | None = None) -> ServerProcess:
        s = ServerProcess(db or tmp_path / "served.sqlite3", port)
        servers.append(s)
        return s

    yield make
    for s in servers:
        s.stop()

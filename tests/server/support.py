"""Helpers for the server tests: the in-process app's clients, a WebSocket seat, a real server process, the browser."""
from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import warnings
from pathlib import Path

import pytest

with warnings.catch_warnings():  # starlette asks for httpx2, which is not published; httpx works
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

import mechdeck.games  # noqa: F401
from mechdeck.interfaces.web.app import MAX_MESSAGE as MAX_MESSAGE_FOR_TESTS, create_app  # noqa: F401
from mechdeck.kernel import get_rules

RULES = get_rules("domination-v2.2")
FIRST_GAME = {"supply": "first-game"}








def server_of(client):
    return client.app.state.server


def bearer(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def create(client, **body) -> dict:
    body.setdefault("config", FIRST_GAME)
    r = client.post("/api/games", json=body)
    assert r.status_code == 200, r.text
    return r.json()


def join(client, game: dict) -> dict:
    r = client.post(f"/api/games/{game['game']}/join", json={"invite": game["invite"]})
    assert r.status_code == 200, r.text
    return r.json()


def plain(value):
    """As JSON would carry it (tuples become lists)."""
    return json.loads(json.dumps(value))


def options(msg: dict) -> list[list]:
    """The actions a state message offers its seat: the options of its presentation's decision (none while another
    seat decides or once the game is over)."""
    decision = msg["view"]["decision"]
    return [o["action"] for o in decision["options"]] if decision else []


def decider(msg: dict) -> int | None:
    """The seat whose decision it is, as the presentation says (None once the game is over)."""
    decision = msg["view"]["decision"]
    return None if decision is None else decision["player"]


def area(view: dict, area_id: str) -> dict:
    """One area of a presentation by its id."""
    return next(a for a in view["areas"] if a["id"] == area_id)


OPEN_SEATS: list = []  # closed by the client fixture, so a failing test does not leave the app waiting


class Seat:
    """A WebSocket client of one seat that keeps its own sequence numbers."""

    def __init__(self, client, game_id: str, token: str):
        self.cm = client.websocket_connect(f"/ws/games/{game_id}")
        self.ws = self.cm.__enter__()
        self.closed = False
        OPEN_SEATS.append(self)
        self.token = token
        self.seq = 0
        self.frames: list[str] = []
        self.send({"type": "hello", "token": token})
        self.state = self.expect("state")

    def recv(self) -> dict:
        text = self.ws.receive_text()
        self.frames.append(text)
        return json.loads(text)

    def expect(self, kind: str) -> dict:
        msg = self.recv()
        assert msg["type"] == kind, msg
        if kind == "state":
            self.state = msg
        return msg

    def send(self, msg) -> None:
        self.ws.send_text(msg if isinstance(msg, str) else json.dumps(msg))

    def act(self, action, pos: int | None = None) -> dict:
        """Send an action; return the ack (and take the state broadcast that follows it)."""
        self.seq += 1
        self.send({"type": "action", "token": self.token, "seq": self.seq,
                   "pos": self.state["position"] if pos is None else pos, "action": list(action)})
        ack = self.recv()
        if ack["type"] == "ack":
            self.expect("state")
        return ack

    def undo(self) -> dict:
        self.seq += 1
        self.send({"type": "undo", "token": self.token, "seq": self.seq, "pos": self.state["position"]})
        ack = self.recv()
        if ack["type"] == "ack":
            self.expect("state")
        return ack

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.cm.__exit__(None, None, None)


# -- a real server process ------------------------------------------------------------------------------------------
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServerProcess:
    """``mechdeck serve`` on a loopback port with a given database; start, SIGKILL, start again."""

    def __init__(self, db: Path, port: int | None = None):
        self.db, self.port = db, port or free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen | None = None

    def start(self, timeout: float = 30.0) -> "ServerProcess":
        import httpx

        self.proc = subprocess.Popen([sys.executable, "-m", "mechdeck.interfaces.cli", "serve", "--host", "127.0.0.1",
                                      "--port", str(self.port), "--db", str(self.db)],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited: {self.proc.stderr.read().decode()}")
            try:
                if httpx.get(self.base + "/api/health", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                time.sleep(0.05)
        raise RuntimeError("the server did not start in time")

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()





class InProcessServer:
    """The app served by uvicorn in a thread of the test process, so that rule sets a test registers (Tiny
    Skirmish: tests only) are served too; ``stop`` asks it to exit and waits."""

    def __init__(self, db: Path):
        self.db, self.port = db, free_port()
        self.base = f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 30.0) -> "InProcessServer":
        import threading

        import uvicorn

        from mechdeck.interfaces.web.app import WS_MAX_SIZE

        config = uvicorn.Config(create_app(self.db), host="127.0.0.1", port=self.port, ws_max_size=WS_MAX_SIZE,
                                log_level="warning")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + timeout
        while not self.server.started:
            if not self.thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("the in-process server did not start")
            time.sleep(0.05)
        return self

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(10)


# -- the browser ----------------------------------------------------------------------------------------------------
CHROMIUM_ENV = "MECHDECK_CHROMIUM"   # a chromium (or Chrome) executable to use instead of the one found on PATH
CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
INSTALL_HINT = "apt-get install chromium, or set MECHDECK_CHROMIUM to a chromium executable"


def find_chromium() -> tuple[str | None, str]:
    """(the chromium executable the browser tests drive, or None; why none when it is None).  The environment
    variable wins; otherwise the first of the usual names on PATH, then Debian's own path (PATH may be trimmed)."""
    chosen = os.environ.get(CHROMIUM_ENV)
    if chosen:
        path = shutil.which(chosen)
        if path is None:
            return None, f"{CHROMIUM_ENV}={chosen} is not an executable file"
        return path, ""
    for name in CHROMIUM_NAMES:
        path = shutil.which(name)
        if path:
            return path, ""
    if os.access("/usr/bin/chromium", os.X_OK):
        return "/usr/bin/chromium", ""
    return None, f"no chromium found on PATH (tried {', '.join(CHROMIUM_NAMES)}): {INSTALL_HINT}"


def need_browser() -> str:
    """The chromium executable for a browser test.  On a developer machine without one (or without the playwright
    package) the test is skipped with the reason in pytest's summary (the project's addopts carry -rs); in CI (the
    CI environment variable set) a missing browser fails instead, so that the browser tests can never silently
    stop running there."""
    path, why = find_chromium()
    if path is None:
        if os.environ.get("CI"):
            pytest.fail(f"browser test in CI: {why}")
        pytest.skip(f"browser test skipped: {why}")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        if os.environ.get("CI"):
            raise
        pytest.skip("browser test skipped: the playwright package is not installed (pip install -e '.[test]')")
    return path


def server_and_browser(folder: Path):
    """A server process on a fresh store in ``folder`` and a headless chromium, yielded together for a module's
    browser tests and closed after them."""
    chromium = need_browser()
    from playwright.sync_api import sync_playwright

    server = ServerProcess(folder / "games.sqlite3").start()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, headless=True, args=["--no-sandbox"])
            try:
                yield server, browser
            finally:
                browser.close()
    finally:
        server.stop()


def new_page(browser, base: str, accept_dialogs: bool = True, **context):
    """A fresh browser context's page on the lobby, and the list its script errors are collected in.  A player who
    clicks at random also says yes when asked to end a phase with something unspent (``accept_dialogs``)."""
    page = browser.new_context(bypass_csp=True, **context).new_page()  # bypass: Playwright's waits evaluate scripts
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    if accept_dialogs:
        page.on("dialog", lambda dialog: dialog.accept())
    page.goto(base + "/")
    page.wait_for_selector("#create")
    return page, errors


# A set-up for a game of each rule set the server tests play (v2.2 on its first-game Supply, the TCG's preset decks).
SETUP_BY_RULES = {
    "domination-v2.2": {"supply": "first-game"},
    "domination-v4": {},
    "battletech-tcg": {"decks": ["kurita", "wolf"]},
    "war-rig": {},
}

// Talking to the server: JSON over HTTP (api), one seat's or a watcher's WebSocket (SeatConnection), the changes the
// server sends instead of whole states (applyChanges) and the banner shown while the connection is down.

import {setConn} from "./dom.js";

export async function api(method, path, body, token) {
  const headers = {"Content-Type": "application/json"};
  if (token) headers.Authorization = "Bearer " + token;
  const r = await fetch(path, {method, headers, body: body === undefined ? undefined : JSON.stringify(body)});
  let data = null;
  try { data = await r.json(); } catch (e) { data = {message: r.statusText}; }
  if (!r.ok) throw new Error(data.message || ("HTTP " + r.status));
  return data;
}

// The state message a "patch" describes, built from the one before: ["r", path, value] sets, ["d", path] removes a
// key, ["s", path, start, count, items] splices the list at path.  The message before is left as it was (the page
// compares consecutive presentations): every object or list on a changed path is copied once, the rest is shared.
export function applyChanges(before, ops) {
  const copies = new Set();
  const own = v => {
    if (copies.has(v)) return v;
    const copy = Array.isArray(v) ? v.slice() : {...v};
    copies.add(copy);
    return copy;
  };
  const root = own(before);
  for (const op of ops) {
    const [kind, path] = op;
    const depth = kind === "s" ? path.length : path.length - 1;
    let node = root;
    for (let i = 0; i < depth; i++) {
      const child = node[path[i]];
      if (child === null || typeof child !== "object") {
        throw new Error("a change names a missing place: " + JSON.stringify(path));
      }
      node = node[path[i]] = own(child);
    }
    if (kind === "r") node[path[depth]] = op[2];
    else if (kind === "d") delete node[path[depth]];
    else if (kind === "s" && Array.isArray(node)) node.splice(op[2], op[3], ...op[4]);
    else throw new Error("a change this page cannot apply: " + JSON.stringify(op).slice(0, 80));
  }
  return root;
}

// The banner across the page while the connection is down (the moves shown may be out of date; a move made now is
// sent once it is back).
function banner(text) {
  let el = document.getElementById("net-banner");
  if (!text) { if (el) el.remove(); return; }
  if (!el) {
    el = document.createElement("div");
    el.id = "net-banner";
    el.className = "net-banner";
    el.setAttribute("role", "status");
    document.body.prepend(el);
  }
  el.textContent = text;
}

const RETRY_MS = [250, 500, 1000];   // waits between reconnection attempts (then one a second)
const PING_MS = 20000;                     // a quiet connection is pinged this often ...
const SILENT_MS = 45000;                   // ... and given up (and reopened) after this long without a word

// One seat's subscription to a game (or a watcher's, with {watch: key}: nothing to send but hello).  Every action
// carries the next sequence number and the position it was chosen at; one message is in flight at a time
// ("pending").  When the connection drops with a move in flight, the move is kept and, after the reconnection,
// sent again unchanged if the server has not applied it (it recognises the sequence number, so it is never applied
// twice) or forgotten if the game moved on.  ``onState(message, first)`` gets every state (whole or patched);
// ``onError(message)`` every "error"; ``onChange()`` a move sent or the connection's state changed.
export class SeatConnection {
  constructor(gameId, token, {onState, onError, onChange, watch = null}) {
    this.gameId = gameId; this.token = token; this.watch = watch;
    this.onState = onState; this.onError = onError; this.onChange = onChange;
    this.seq = 0; this.pending = null; this.resend = false; this.msg = null; this.closed = false; this.retry = 0;
    this.online = false; this.lostAt = null; this.reconnectMs = null;
    this.wake = () => { if (!this.online && !this.closed) this.reconnectNow(); };
    window.addEventListener("online", this.wake);
    document.addEventListener("visibilitychange", this.wake);
    this.connect();
  }
  connect() {
    clearTimeout(this.timer);
    setConn(this.msg ? "reconnecting…" : "connecting…", "warn");
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const ws = new WebSocket(scheme + location.host + "/ws/games/" + encodeURIComponent(this.gameId));
    this.ws = ws;
    ws.onopen = () => {
      if (ws !== this.ws) return;
      const hello = this.watch ? {type: "hello", watch: this.watch, patches: true}
                               : {type: "hello", token: this.token, patches: true};
      ws.send(JSON.stringify(hello));
      this.heard();
    };
    ws.onmessage = ev => {
      if (ws !== this.ws) return;
      this.heard();
      let m;
      try { m = JSON.parse(ev.data); } catch (e) { return; }
      this.receive(m);
    };
    ws.onclose = ev => {
      if (ws !== this.ws || this.closed) return;
      if (ev.code === 4403 || ev.code === 4404) { this.down(); setConn("refused", "bad"); banner(null); return; }
      this.lost();
    };
  }
  // Nothing heard for SILENT_MS (a network that dropped without closing): ping, then give up on this socket.
  heard() {
    clearInterval(this.pinger);
    this.lastHeard = Date.now();
    this.pinger = setInterval(() => {
      if (Date.now() - this.lastHeard > SILENT_MS) this.lost();
      else if (this.ws.readyState === WebSocket.OPEN) this.ws.send('{"type":"ping"}');
    }, PING_MS);
  }
  down() {
    clearInterval(this.pinger);
    const was = this.online;
    this.online = false;
    if (was) this.onChange();
  }
  lost() {
    const old = this.ws;
    this.ws = null;                     // events of the old socket are ignored from here on
    try { old.close(); } catch (e) { /* already closed */ }
    this.down();
    if (this.lostAt === null) this.lostAt = Date.now();
    if (this.pending) this.resend = true;   // the answer may never come: ask again once connected
    setConn("reconnecting…", "warn");
    banner(this.pending ? "Connection lost. Reconnecting… your move will be sent when it is back."
                        : "Connection lost. Reconnecting…");
    const wait = RETRY_MS[Math.min(this.retry, RETRY_MS.length - 1)];
    this.retry += 1;
    this.timer = setTimeout(() => { if (!this.closed) this.connect(); }, wait);
  }
  reconnectNow() {
    if (this.ws) return;   // an attempt is under way (lost() lets go of a socket before it waits)
    this.retry = 0;
    this.connect();
  }
  close() {
    this.closed = true;
    clearTimeout(this.timer);
    clearInterval(this.pinger);
    window.removeEventListener("online", this.wake);
    document.removeEventListener("visibilitychange", this.wake);
    banner(null);
    const ws = this.ws;
    this.ws = null;
    try { if (ws) ws.close(); } catch (e) { /* already closed */ }
  }
  receive(m) {
    if (m.type === "patch") {
      let next;
      try { next = applyChanges(this.msg, m.ops); }
      catch (e) { this.lost(); return; }   // out of step: a new hello brings the whole state
      m = next;
    }
    if (m.type === "state") {
      const first = this.msg === null;
      this.msg = m;
      if (!this.online) {
        this.online = true;
        this.retry = 0;
        if (this.lostAt !== null) { this.reconnectMs = Date.now() - this.lostAt; this.lostAt = null; }
        setConn(this.watch ? "watching" : "connected", "ok");
        banner(null);
      }
      this.seq = Math.max(this.seq, m.your_seq);
      if (this.pending) {
        if (m.your_seq >= this.pending.seq) this.pending = null;   // applied (its answer was lost)
        else if (this.resend && m.position === this.pending.pos) {
          this.resend = false;
          this.ws.send(JSON.stringify(this.pending));
        } else if (m.position !== this.pending.pos) this.pending = null;   // the game moved on without it
      }
      this.onState(m, first);
    } else if (m.type === "ack") {
      if (this.pending && m.seq === this.pending.seq) this.pending = null;
    } else if (m.type === "error") {
      if (this.pending && (m.seq === this.pending.seq || m.seq === undefined)) this.pending = null;
      this.onError(m);
    }
  }
  send(type, extra) {
    if (!this.msg || this.pending || this.watch) return;
    const m = {type, token: this.token, seq: this.seq + 1, pos: this.msg.position, ...extra};
    this.seq = m.seq;
    this.pending = m;
    if (this.online && this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
    else {
      this.resend = true;
      if (this.lostAt !== null) banner("Connection lost. Reconnecting… your move will be sent when it is back.");
    }
    this.onChange();
  }
  act(action) { this.send("action", {action}); }
  undo() { this.send("undo", {}); }
}

// Talking to the server: JSON over HTTP (api) and one seat's WebSocket (SeatConnection).

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

// One seat's subscription to a game.  Every action carries the next sequence number and the position it was chosen
// at; one message is in flight at a time ("pending") and is sent again, unchanged, after a reconnect, so the server
// applies it at most once.  ``onState(message, first)`` gets every "state"; ``onError(message)`` every "error".
export class SeatConnection {
  constructor(gameId, token, {onState, onError, onChange}) {
    this.gameId = gameId; this.token = token;
    this.onState = onState; this.onError = onError; this.onChange = onChange;
    this.seq = 0; this.pending = null; this.resend = false; this.msg = null; this.closed = false; this.retry = 0;
    this.connect();
  }
  connect() {
    setConn("connecting…", "warn");
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const ws = new WebSocket(scheme + location.host + "/ws/games/" + encodeURIComponent(this.gameId));
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      setConn("connected", "ok");
      ws.send(JSON.stringify({type: "hello", token: this.token}));
    };
    ws.onmessage = ev => {
      let m;
      try { m = JSON.parse(ev.data); } catch (e) { return; }
      this.receive(m);
    };
    ws.onclose = ev => {
      if (this.closed) return;
      if (ev.code === 4403 || ev.code === 4404) { setConn("refused", "bad"); return; }
      setConn("reconnecting…", "warn");
      this.retry = Math.min(this.retry + 1, 6);
      setTimeout(() => { if (!this.closed) this.connect(); }, 250 * 2 ** this.retry);
    };
  }
  close() {
    this.closed = true;
    try { this.ws.close(); } catch (e) { /* already closed */ }
  }
  receive(m) {
    if (m.type === "state") {
      const first = this.msg === null;
      this.msg = m;
      this.seq = Math.max(this.seq, m.your_seq);
      if (this.pending) {
        if (m.your_seq >= this.pending.seq) this.pending = null;
        else if (this.resend && m.position === this.pending.pos) {
          this.resend = false;
          this.ws.send(JSON.stringify(this.pending));
        } else if (m.position !== this.pending.pos) this.pending = null;
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
    if (!this.msg || this.pending) return;
    const m = {type, token: this.token, seq: this.seq + 1, pos: this.msg.position, ...extra};
    this.seq = m.seq;
    this.pending = m;
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
    else this.resend = true;
    this.onChange();
  }
  act(action) { this.send("action", {action}); }
  undo() { this.send("undo", {}); }
}

// A game being played: the seat's connection, the table drawn from each "state" message's presentation, the invite
// links until every seat is filled, undo (against bots), auto-pass, what changed since the seat's last move (its
// anchor: the view that move was judged against) and the final box.

import {$, h, toast, setWhere, seatName, stopPage} from "./dom.js";
import {SeatConnection} from "./net.js";
import {myGames, autoPass, setAutoPass} from "./storage.js";
import {ruleSet} from "./catalogue.js";
import {closeSheet} from "./cards.js";
import {tableContext, renderTable, decisionPanel} from "./table.js";
import {finalBox, outcomeText} from "./outcome.js";
import {changesBetween, noChanges} from "./changes.js";
import {shareControl} from "./share.js";

let current = null;              // the game on screen: {id, entry, conn, anchor, acted, changes}
const finalClosed = new Set();   // games whose final box was closed

export function leaveGame() {
  if (current) { current.conn.close(); current = null; }
}

// Who plays a seat, in words, from the message's "seats".
export function seatLabel(seats, p, you) {
  const s = (seats || []).find(x => x.seat === p);
  const who = !s ? "" : p === you ? "you" : s.kind === "bot" ? s.name + " bot" : s.joined ? "a person" : "waiting for a person";
  return who ? `${seatName(p)} · ${who}` : seatName(p);
}

export function showGame(id) {
  const entry = myGames()[id];
  if (!entry || !entry.token) {
    stopPage("Not your game", "This browser holds no seat for this game. Use the invite link your friend sent you.");
    return;
  }
  setWhere(`game ${id}`);
  $("#app").replaceChildren(h("p", {class: "muted pad"}, "Connecting…"));
  const game = {id, entry, anchor: null, acted: null, changes: noChanges()};
  game.conn = new SeatConnection(id, entry.token, {
    onState: (m, first) => { track(game, m, first); render(game, first); maybeAutoPass(game); },
    onError: m => {
      toast(m.message);
      if (m.code === "unknown_game" || m.code === "bad_token" || m.code === "no_token") {
        stopPage("Cannot open this game", m.message);
        return;
      }
      if (game.conn.msg) render(game, false);
    },
    onChange: () => render(game, false),
  });
  current = game;
}

// -- the last move ----------------------------------------------------------------------------------------------------
// The highlight shows what changed since the seat's own last move.  The anchor is the view after that move: when the
// next position is exactly one action on, only the seat's own move was applied and that view is the anchor; when it
// is further on, other seats (bots answer in the same message) moved too, and the anchor stays the view the move was
// chosen at, so that nothing the others did is lost.
function track(game, m, first) {
  const anchor = game.anchor;
  if (first || !anchor || m.position < anchor.position) {   // a new page, or an undo took moves back
    game.anchor = {view: m.view, position: m.position};
    game.acted = null;
  } else if (game.acted && m.position > game.acted.position) {
    game.anchor = m.position === game.acted.position + 1 ? {view: m.view, position: m.position}
      : {view: game.acted.view, position: game.acted.position};
    game.acted = null;
  }
  const me = m.seat;
  game.changes = changesBetween(game.anchor.view, m.view,
                                {skipArea: area => area.section === "hand" && area.owner === me});
}

// The seat's own move: remembered with the view it was chosen at, then sent.
function move(game, action) {
  const conn = game.conn;
  if (!conn.msg || conn.pending) return;
  game.acted = {view: conn.msg.view, position: conn.msg.position};
  conn.act(action);
}

// A decision may name an option to take for its decider (decision.auto); taken at once while the setting is on.
function maybeAutoPass(game) {
  const d = game.conn.msg.view.decision;
  if (d && d.auto !== null && d.auto !== undefined && d.options && d.options.length && !game.conn.pending && autoPass()) {
    move(game, d.options[d.auto].action);
  }
}

function autoPassToggle() {
  return h("label", {class: "chip", title: "Take at once a choice the rules leave you no real say in (a reaction window you hold nothing for)"},
    h("input", {type: "checkbox", id: "auto-pass", checked: autoPass(), onchange: ev => setAutoPass(ev.target.checked)}),
    " Auto-pass");
}

// Until every seat is filled: who is still missing and, for the creator, each open seat's link (each works once).
function inviteBox(game, missing) {
  const links = (game.entry.invites || []).filter(i => missing.includes(i.seat));
  const rows = links.map(i => {
    const link = `${location.origin}${location.pathname}#/join/${game.id}/${i.invite}`;
    const input = h("input", {class: "invite-link", id: links.length === 1 ? "invite-link" : null, "data-seat": i.seat,
                              readonly: true, value: link});
    return h("div", {class: "row"}, h("span", {}, seatName(i.seat)), input, h("button", {type: "button", onclick: async () => {
      input.select();
      try { await navigator.clipboard.writeText(link); toast("Copied.", "ok"); } catch (e) { document.execCommand("copy"); }
    }}, "Copy"));
  });
  return h("div", {class: "panel invite", id: "waiting"}, h("b", {}, `Waiting for ${missing.map(seatName).join(", ")}. `),
    rows.length ? (rows.length === 1 ? "Send them this link (it works once):" : "Send each person their seat's link (each works once):")
      : "The game starts when every seat is filled.", ...rows);
}

// An option that would leave something unspent (the presentation lists what: Industry, buys, a deployable Unit) is
// sent only once the player confirms, as the terminal asks too.
function confirmUnspent(option) {
  const unspent = option.unspent || [];
  return !unspent.length || window.confirm(`${option.label}? Left unused: ${unspent.join(", ")}.`);
}

function render(game, first) {
  if (current !== game) return;
  const msg = game.conn.msg, view = msg.view, conn = game.conn;
  const scrollY = window.scrollY;
  if (game.position !== msg.position) closeSheet();   // its options were for the position before
  game.position = msg.position;
  const rules = ruleSet(view.rules);
  const ctx = tableContext(view, {gallery: rules.gallery, choose: o => confirmUnspent(o) && move(game, o.action),
                                  busy: !!conn.pending,
                                  me: msg.seat, seatLabel: p => seatLabel(msg.seats, p, msg.seat),
                                  changes: game.changes,
                                  howToPlay: rules.how_to_play || "", notation: rules.notation || ""});
  const missing = msg.seats.filter(s => s.kind === "person" && !s.joined).map(s => s.seat);
  const undo = msg.mode === "bot" && !view.outcome ? h("button", {type: "button", id: "undo", class: "undo",
    disabled: !msg.undo || !!conn.pending, title: "Take back your moves since new information was last revealed to you",
    onclick: () => conn.undo()}, "Undo") : null;
  const bottom = view.outcome
    ? h("section", {class: "decision done", id: "decision"}, h("b", {}, "Game over. "), outcomeText(view.outcome, msg.seat),
        " ", h("a", {href: "#/replay/" + game.id, id: "open-replay"}, "Watch the replay"))
    : decisionPanel(ctx, {undo});
  const board = renderTable(ctx, {top: missing.length ? inviteBox(game, missing) : null,
                                  bar: [view.outcome ? null : autoPassToggle(),
                                        shareControl({id: game.id, token: game.entry.token}, !!view.outcome)], bottom,
                                  attrs: {"data-position": msg.position, "data-seat": msg.seat,
                                          "data-finished": view.outcome ? "1" : "0"}});
  if (conn.pending) board.classList.add("busy");
  const nodes = [board];
  if (view.outcome && !finalClosed.has(game.id)) {
    nodes.push(finalBox(view.outcome, msg.seat, game.id, () => finalClosed.add(game.id)));
  }
  $("#app").replaceChildren(...nodes);
  if (!first) window.scrollTo(0, scrollY);
  setWhere(`${view.title} · ${seatLabel(msg.seats, msg.seat, msg.seat)}`);
  const mine = view.decision && view.decision.player === msg.seat && !view.outcome;
  document.title = (mine ? "▶ your move · " : "") + "mechdeck" + (view.status.turn ? ` · turn ${view.status.turn}` : "");
}

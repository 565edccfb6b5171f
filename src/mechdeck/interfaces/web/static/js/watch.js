// Watching a game from its watch link (#/watch/ID/KEY): the public view (every seat's hand as backs, no prompt, no
// options; the server sends nothing else to a watcher), what the last move changed highlighted, and the replay link
// once the game is over.

import {$, h, toast, setWhere, seatName, stopPage} from "./dom.js";
import {SeatConnection} from "./net.js";
import {ruleSet} from "./catalogue.js";
import {tableContext, renderTable} from "./table.js";
import {outcomeText} from "./outcome.js";
import {changesBetween, noChanges} from "./changes.js";
import {seatLabel} from "./game.js";

let current = null;   // the game watched: {id, key, conn, before, changes}

export function leaveWatch() {
  if (current) { current.conn.close(); current = null; }
}

export function showWatch(id, key) {
  setWhere(`watching ${id}`);
  $("#app").replaceChildren(h("p", {class: "muted pad"}, "Connecting…"));
  const watch = {id, key, before: null, changes: noChanges()};
  watch.conn = new SeatConnection(id, null, {
    watch: key,
    onState: (m, first) => {
      watch.changes = first ? noChanges() : changesBetween(watch.before, m.view);
      watch.before = m.view;
      render(watch);
    },
    onError: m => {
      if (m.code === "unknown_game" || m.code === "bad_token") stopPage("Cannot watch this game", m.message);
      else toast(m.message);
    },
    onChange: () => { if (watch.conn.msg) render(watch); },
  });
  current = watch;
}

function render(watch) {
  if (current !== watch) return;
  const msg = watch.conn.msg, view = msg.view;
  const scrollY = window.scrollY;
  const ctx = tableContext(view, {gallery: ruleSet(view.rules).gallery, choose: null, busy: false, me: null,
                                  seatLabel: p => seatLabel(msg.seats, p, null), changes: watch.changes,
                                  howToPlay: ruleSet(view.rules).how_to_play || null});
  const waiting = view.decision ? `Waiting for ${seatName(view.decision.player)}…` : "";
  const bottom = view.outcome
    ? h("section", {class: "decision done", id: "decision"}, h("b", {}, "Game over. "), outcomeText(view.outcome, null),
        " ", h("a", {href: `#/replay/${encodeURIComponent(watch.id)}/${encodeURIComponent(watch.key)}`,
                     id: "open-replay"}, "Watch the replay"))
    : h("section", {class: "decision", id: "decision", "data-mine": "0"}, h("div", {class: "prompt"}, waiting));
  const top = h("div", {class: "panel watching", id: "watching"}, h("b", {}, "Watching. "),
    "You see what every player sees: the table, the cards played and the public log, never a hand.");
  $("#app").replaceChildren(renderTable(ctx, {top, bottom, attrs: {
    "data-position": msg.position, "data-watching": "1", "data-finished": view.outcome ? "1" : "0"}}));
  window.scrollTo(0, scrollY);
  setWhere(`${view.title} · watching`);
}

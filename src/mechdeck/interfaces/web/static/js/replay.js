// A finished game stepped through action by action, from any seat's presentation or with every card shown: by one of
// its seats (#/replay/ID, the token this browser holds) or by anyone with its shared link (#/replay/ID/KEY).

import {$, h, toast, setWhere, setConn, seatName, stopPage} from "./dom.js";
import {api} from "./net.js";
import {myGames} from "./storage.js";
import {ruleSet} from "./catalogue.js";
import {tableContext, renderTable} from "./table.js";
import {outcomeText} from "./outcome.js";
import {seatLabel} from "./game.js";

let current = null;

export function leaveReplay() { current = null; document.onkeydown = null; }

export async function showReplay(id, key = null) {
  const entry = myGames()[id];
  if (!key && (!entry || !entry.token)) { stopPage("No replay", "This browser holds no seat for this game."); return; }
  const token = key || entry.token, seat = key ? null : entry.seat;
  setWhere(`replay ${id}`);
  setConn("");
  let info;
  try { info = await api("GET", `/api/games/${encodeURIComponent(id)}/replay`, undefined, token); }
  catch (e) {
    stopPage("No replay", e.message, key ? "#/" : "#/game/" + id, key ? "Back" : "Back to the game");
    return;
  }
  const R = current = {id, info, pos: 0, of: seat === null ? "all" : String(seat), token, seat};
  await replayShow(R);
}

async function replayShow(R) {
  let frame;
  try { frame = await api("GET", `/api/games/${encodeURIComponent(R.id)}/replay/${R.pos}?view=${R.of}`, undefined, R.token); }
  catch (e) { toast(e.message); return; }
  if (current !== R) return;
  const n = R.info.length;
  const go = p => { R.pos = Math.max(0, Math.min(n, p)); replayShow(R); };
  const next = R.pos < n ? R.info.actions[R.pos] : null;
  const prev = R.pos > 0 ? R.info.actions[R.pos - 1] : null;
  const viewSel = h("select", {id: "replay-view", onchange: ev => { R.of = ev.target.value; replayShow(R); }},
    Array.from({length: R.info.players}, (_, p) => h("option", {value: String(p), selected: R.of === String(p)}, `${seatName(p)}'s view`)),
    h("option", {value: "all", selected: R.of === "all"}, "everything revealed"));
  const controls = h("div", {class: "panel replay-controls", id: "replay-controls"},
    h("div", {class: "row"},
      h("button", {type: "button", onclick: () => go(0), title: "start"}, "«"),
      h("button", {type: "button", id: "replay-back", onclick: () => go(R.pos - 1), title: "back"}, "◀"),
      h("span", {class: "pos", id: "replay-pos"}, `${R.pos} / ${n}`),
      h("button", {type: "button", id: "replay-forward", onclick: () => go(R.pos + 1), title: "forward"}, "▶"),
      h("button", {type: "button", onclick: () => go(n), title: "end"}, "»"),
      viewSel),
    h("input", {type: "range", min: "0", max: String(n), value: String(R.pos), id: "replay-slider",
                onchange: ev => go(Number(ev.target.value))}),
    h("div", {class: "muted small"}, prev ? `Last: ${seatName(prev.seat)} ${prev.text}` : "Start of the game",
      next ? ` · next: ${seatName(next.seat)} ${next.text}` : " · end of the game"));
  const view = frame.view;
  const me = R.of === "all" ? R.seat : Number(R.of);   // a shared replay's "all" has no seat at the bottom
  const ctx = tableContext(view, {gallery: ruleSet(view.rules).gallery, choose: null, busy: false, me,
                                  seatLabel: p => seatLabel(R.info.seats, p, R.seat)});
  const bottom = view.outcome ? h("div", {class: "panel", id: "replay-result"}, h("b", {}, "Result: "),
                                  outcomeText(view.outcome, R.seat)) : null;
  $("#app").replaceChildren(renderTable(ctx, {top: controls, bottom, attrs: {
    "data-position": frame.position, "data-seat": me, "data-finished": view.outcome ? "1" : "0", "data-of": R.of}}));
  document.onkeydown = ev => {
    if (current !== R || ev.target.tagName === "INPUT" || ev.target.tagName === "SELECT") return;
    if (ev.key === "ArrowRight") go(R.pos + 1);
    if (ev.key === "ArrowLeft") go(R.pos - 1);
  };
}

// The "mission" widget: a mission in progress (the BattleTech TCG names it for its Mission panel).  Its data gives
// the cards as labels with their instance ids beside them (ids.attackers, ids.blockers, ids.target), the initiative
// per seat, damage and missiles assigned, and the Mission cards played, all as the viewer may know them.

import {h, seatName} from "../dom.js";
import {nameChip} from "../cards.js";
import {registerWidget} from "../widgets.js";

const PLACES = {stock: "Stockpile", scrap: "Scrapheap"};   // a mission's target when it is not a card
const place = x => PLACES[x] || String(x);

function chips(labels, ids, ctx) {
  if (!labels.length) return h("span", {class: "muted"}, "none");
  return labels.map((label, i) => {
    const id = ids ? ids[i] : undefined;
    const piece = id !== undefined ? ctx.pieceById(id) : null;
    return nameChip(label, ctx, {id, name: piece ? piece.name : undefined});
  });
}

function mission(area, ctx) {
  const m = area.data, ids = m.ids || {};
  const target = m.target === null || m.target === undefined ? h("span", {class: "muted"}, "not chosen yet")
    : ids.target !== null && ids.target !== undefined ? chips([m.target], [ids.target], ctx)
      : h("span", {}, place(m.target));
  const rows = [
    ["Attackers", chips(m.attackers, ids.attackers, ctx)],
    ["Blockers", chips(m.blockers, ids.blockers, ctx)],
    ["Target", [target, m.target_in_battle ? h("span", {class: "muted"}, " in the battle") : null]],
    ["Initiative", m.initiative.map((n, p) => `${seatName(p)} ${n}`).join(" · ")],
    m.damage.length ? ["Damage", m.damage.map(([s, d, n]) => h("div", {}, `${place(s)} → ${place(d)}: ${n}`))] : null,
    m.missiles.length ? ["Missiles", m.missiles.map(([s, d]) => h("div", {}, `${place(s)} → ${place(d)}`))] : null,
    m.mission_cards.length ? ["Mission cards", chips(m.mission_cards, null, ctx)] : null,
  ].filter(Boolean);
  return h("section", {class: "panel mission", id: "mission", "data-area": area.id},
    h("h3", {}, `Mission: ${seatName(m.attacker)} attacks`),
    h("dl", {class: "mission-rows"}, rows.flatMap(([k, v]) => [h("dt", {}, k), h("dd", {"data-row": k.toLowerCase()}, v)])));
}

registerWidget("mission", mission);

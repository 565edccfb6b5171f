// The "map" widget: a board of locations and links drawn as SVG (War Rig names it for its map).  Its data (the
// presenter's map_data): the hub, locations (node index, name, kind, the base's faction, stock and loose cubes), links
// (restricted ones dashed), squads (faction, node, cubes, camp, captor, coercion counters left, marks), War Rigs with
// their parts, bases with their sites, victory constructions and the burning sites.  The nodes are laid out as a star:
// the hub in the middle, the nodes linked to it on a ring, the nodes beyond them outside their neighbour.  A squad, a
// rig, a site or a location that an option targets ("piece" or "node") is clickable and offers those options; nothing
// here reads an option's words.

import {h, capitalize} from "../dom.js";
import {openSheet} from "../cards.js";
import {registerWidget} from "../widgets.js";

// Faction colours: the seats, then the neutral factions (the terminal's map uses the same order).
export const FACTION_COLOURS = ["#d9453b", "#3b74d9", "#3aa845", "#d6b11f", "#a54fc4", "#23a7a7", "#8a8a8a", "#e8e8e8"];
const CUBE_COLOURS = {red: "#d33", green: "#3b3", blue: "#39f", brown: "#8b5a2b"};
const RING = [0, 390, 560];   // radius of each depth from the hub
const NODE_R = 64;
const SVG = "http://www.w3.org/2000/svg";

const colour = f => FACTION_COLOURS[f % FACTION_COLOURS.length];

function s(tag, attrs, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

// Node index -> [x, y]: breadth first from the hub; depth 1 evenly on a ring, deeper nodes outside the neighbour they
// were reached from (several of them fanned out).
export function starLayout(m) {
  const near = new Map(m.locations.map(l => [l.node, []]));
  for (const {nodes: [a, b]} of m.links) { near.get(a).push(b); near.get(b).push(a); }
  const depth = new Map([[m.hub, 0]]), parent = new Map(), order = [m.hub];
  for (let i = 0; i < order.length; i++) {
    for (const n of near.get(order[i])) {
      if (!depth.has(n)) { depth.set(n, depth.get(order[i]) + 1); parent.set(n, order[i]); order.push(n); }
    }
  }
  for (const l of m.locations) if (!depth.has(l.node)) { depth.set(l.node, 1); order.push(l.node); }
  const pos = new Map([[m.hub, [0, 0]]]), angle = new Map();
  const ring = order.filter(n => depth.get(n) === 1);
  ring.forEach((n, i) => angle.set(n, -Math.PI / 2 + 2 * Math.PI * i / ring.length));
  const step = 2 * Math.PI / Math.max(ring.length, 1);
  for (const n of order) {
    const d = depth.get(n);
    if (d < 2) continue;
    const siblings = order.filter(x => depth.get(x) === d && parent.get(x) === parent.get(n));
    const k = siblings.indexOf(n);
    angle.set(n, angle.get(parent.get(n)) + (k - (siblings.length - 1) / 2) * step * 0.6);
  }
  for (const n of order) {
    if (n === m.hub) continue;
    const r = RING[Math.min(depth.get(n), RING.length - 1)] + Math.max(0, depth.get(n) - RING.length + 1) * 160;
    pos.set(n, [Math.round(r * Math.cos(angle.get(n))), Math.round(r * Math.sin(angle.get(n)))]);
  }
  return pos;
}

// Options naming ``ref`` make ``el`` clickable: one is chosen at once, several open a sheet.
function offer(el, ctx, ref, title) {
  const options = ctx.optionsFor(ref);
  if (!options.length) return el;
  el.classList.add("can");
  el.setAttribute("role", "button");
  el.setAttribute("tabindex", "0");
  const open = ev => {
    ev.stopPropagation();
    if (options.length === 1) ctx.choose(options[0]);
    else openSheet({title, name: null, card: null, note: `${options.length} choices`, options, choose: ctx.choose,
                    busy: ctx.busy});
  };
  el.addEventListener("click", open);
  el.addEventListener("keydown", ev => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); open(ev); } });
  return el;
}

function cubeMarks(cubes, x, y, size, cls) {
  const out = [];
  let i = 0;
  for (const [c, n] of Object.entries(cubes)) {
    for (let k = 0; k < n; k++, i++) {
      out.push(s("rect", {class: cls, x: x + i * (size + 2), y, width: size, height: size, fill: CUBE_COLOURS[c] || "#ccc",
                          "data-cube": c}));
    }
  }
  return out;
}

function squadEl(squad, x, y, ctx) {
  const notes = [];
  if (squad.camped) notes.push("camped");
  if (squad.captor) notes.push(`captive of ${squad.captor}`);
  if (squad.coercion) notes.push(`being coerced, ${squad.coercion} counters left`);
  notes.push(...squad.marks);
  const carried = Object.entries(squad.cubes).filter(([, n]) => n).map(([c, n]) => `${n} ${c}`);
  const title = `squad ${squad.id}` + (carried.length ? `, carries ${carried.join(", ")}` : "")
    + (squad.items.length ? `, holds ${squad.items.join(", ")}` : "") + (notes.length ? ` (${notes.join(", ")})` : "");
  const g = s("g", {class: "squad" + (squad.captor ? " captive" : "") + (squad.camped ? " camped" : ""),
                    "data-piece": squad.piece, "data-squad": squad.id, transform: `translate(${x},${y})`},
    s("title", {}, title),
    squad.camped ? s("polygon", {class: "camp", points: "-16,13 0,-19 16,13"}) : null,
    s("circle", {r: 13, fill: colour(squad.faction)}),
    s("text", {class: "squad-id", y: 4}, squad.id),
    squad.coercion ? s("text", {class: "coercion", x: 14, y: -9}, squad.coercion) : null,
    cubeMarks(squad.cubes, -12, 14, 5, "cube small"));
  return offer(g, ctx, {piece: squad.piece}, capitalize(title));
}

function nodeEl(loc, [x, y], m, ctx, names) {
  const squads = m.squads.filter(q => q.node === loc.node);
  const rigs = m.rigs.filter(r => r.node === loc.node);
  const burning = new Set(m.fire);
  const fire = m.bases.some(b => b.node === loc.node && b.sites.some(site => burning.has(site.piece)))
    || m.victory.some(v => v.node === loc.node && v.burning);
  const ring = loc.base !== null && loc.base !== undefined ? colour(loc.base) : "#5a6270";
  const title = loc.name + (loc.kind ? ` (${loc.kind})` : loc.base !== null ? ` (${names[loc.base]})` : "");
  const perRow = 4;
  const g = s("g", {class: "node" + (fire ? " fire" : ""), "data-node": loc.node, "data-location": loc.id,
                    transform: `translate(${x},${y})`},
    s("title", {}, title),
    s("circle", {class: "node-disc", r: NODE_R, stroke: ring}),
    s("text", {class: "node-name", y: -NODE_R + 17}, loc.name),
    cubeMarks(loc.stock, -NODE_R + 18, -NODE_R + 23, 8, "cube stock"),
    cubeMarks(loc.loose, -NODE_R + 18, -NODE_R + 34, 8, "cube loose"),
    fire ? s("text", {class: "fire-mark", x: NODE_R - 16, y: -NODE_R + 18}, "🔥") : null);
  offer(g, ctx, {node: loc.node}, title);
  squads.forEach((q, i) => g.append(squadEl(q, -39 + (i % perRow) * 26, 10 + Math.floor(i / perRow) * 28, ctx)));
  rigs.forEach((r, i) => {
    const rig = s("g", {class: "rig", "data-piece": r.piece, transform: `translate(${-12 * rigs.length + i * 26},-20)`},
      s("title", {}, `${r.id} (${names[r.owner]}), weight ${r.weight}, ${r.tier}`),
      s("rect", {width: 24, height: 18, rx: 3, fill: colour(r.owner)}),
      s("text", {class: "rig-id", x: 12, y: 13}, "R" + r.id.replace(/\D/g, "")));
    g.append(offer(rig, ctx, {piece: r.piece}, `${r.id} (${names[r.owner]})`));
  });
  return g;
}

// A site as a chip under the map: its place, what stands there, armour left of max, fire, cubes.
function siteChip(site, ctx) {
  const text = site.slot + (site.card ? `: ${site.card}` : site.stands ? "" : ": empty")
    + (site.stands ? ` ${site.armour}/${site.max}` : "");
  const cubes = site.cubes ? Object.entries(site.cubes).filter(([, n]) => n).map(([c, n]) => `${n} ${c}`).join(", ") : "";
  const el = h("span", {class: "site" + (site.burning ? " burning" : "") + (site.stands ? "" : " empty"),
                        "data-piece": site.piece, "data-site": site.id},
    text, cubes ? h("small", {}, ` [${cubes}]`) : null, site.burning ? " 🔥" : null);
  return offer(el, ctx, {piece: site.piece}, capitalize(text));
}

// A faction's colour as a dot (an SVG fill: the page's content security policy allows no style attributes).
const dot = f => s("svg", {class: "dot", viewBox: "0 0 10 10", width: 10, height: 10}, s("circle", {cx: 5, cy: 5, r: 5, fill: colour(f)}));

function mapWidget(area, ctx) {
  const m = area.data;
  const names = Object.fromEntries(m.factions.map(f => [f.faction, f.name]));
  const pos = starLayout(m);
  const xs = [...pos.values()].map(p => p[0]), ys = [...pos.values()].map(p => p[1]);
  const pad = NODE_R + 8;
  const [x0, y0] = [Math.min(...xs) - pad, Math.min(...ys) - pad];
  const svg = s("svg", {class: "map-svg", viewBox: `${x0} ${y0} ${Math.max(...xs) + pad - x0} ${Math.max(...ys) + pad - y0}`,
                        role: "img", "aria-label": area.title},
    m.links.map(l => {
      const [[ax, ay], [bx, by]] = l.nodes.map(n => pos.get(n));
      return s("line", {class: "link" + (l.restricted ? " restricted" : ""), x1: ax, y1: ay, x2: bx, y2: by,
                        "data-link": l.between.join("-")});
    }),
    m.locations.map(loc => nodeEl(loc, pos.get(loc.node), m, ctx, names)));
  const rows = [
    ...m.bases.map(b => [`${m.locations.find(l => l.node === b.node).name}`, b.faction, b.sites]),
    ...m.rigs.map(r => [`${r.id}: weight ${r.weight}, ${r.tier}${r.operational ? ", operational" : r.moves ? ", can move" : ""}`,
                        r.owner, r.parts]),
    ...m.victory.map(v => [`${v.card} at ${m.locations.find(l => l.node === v.node).name}`, v.faction, [v]]),
  ];
  const items = m.factions.map(f => [f, m.squads.filter(q => q.faction === f.faction && q.items.length)])
    .filter(([, squads]) => squads.length);
  return h("section", {class: "panel map", id: "map", "data-area": area.id},
    h("h3", {}, area.title),
    h("div", {class: "map-legend muted"},
      m.factions.map(f => h("span", {class: "legend", "data-faction": f.faction}, dot(f.faction), " ", f.name)),
      h("span", {class: "legend"}, "- - restricted link")),
    svg,
    h("div", {class: "sites"}, rows.map(([label, faction, sites]) =>
      h("div", {class: "site-row", "data-faction": faction},
        dot(faction), h("b", {}, `${names[faction]} · ${label}`), sites.map(site => siteChip(site, ctx))))),
    items.length ? h("div", {class: "items muted"}, items.map(([f, squads]) =>
      h("div", {}, dot(f.faction), " ", h("b", {}, f.name + " items: "),
        squads.map(q => `${q.id} ${q.items.join(" + ")}`).join("; ")))) : null);
}

registerWidget("map", mapWidget);

// The generic table: one presentation (kernel/presentation.py) drawn for any rule set.  Areas are placed by their
// section (table: a region of the seat's side; seat: the seat's piles and rows; hand: the viewer's hand at the bottom,
// card backs for the others; shared: under the opponents; supply: the side column; on: drawn under the piece their
// "on" mark names), drawn by their kind (row, pile, piles, panel: a registered widget); counters are labelled numbers
// on the seat they belong to, or in the turn bar; options are chosen by button or by clicking what their targets name.
// What changed since the viewer's last move (changes.js) is highlighted: the new log lines above the table and in the
// log, and the pieces, piles, counts and counters they changed.

import {h, seatName} from "./dom.js";
import {cardEl, openSheet} from "./cards.js";
import {optionButton, optionsFor} from "./options.js";
import {drawPanel} from "./widgets.js";
import {noChanges} from "./changes.js";
import {helpButton} from "./help.js";

const ON_HOST = "on";   // the section of pieces drawn on their host

// Everything the drawing of one presentation needs.  ``choose(option)`` sends an option (null: nothing can be
// chosen here, a replay or another seat's turn); ``me`` is the seat drawn at the bottom; ``seatLabel(p)`` a seat's
// name with who plays it; ``changes`` what to highlight (changesBetween); ``howToPlay`` the rule set's primer (the
// turn bar's "How to play" button opens it; none without it); ``notation`` its key to the cards' notation (in the How
// to play panel and folded in each card's sheet).
export function tableContext(view, {gallery, choose, busy, me, seatLabel, changes = noChanges(), howToPlay = null,
                                    notation = ""}) {
  const pieces = new Map(), attached = new Map();
  for (const area of view.areas) {
    for (const piece of area.pieces || []) {
      if (piece.id !== undefined) pieces.set(piece.id, piece);
      if (area.section === ON_HOST) {
        if (!attached.has(piece.on)) attached.set(piece.on, []);
        attached.get(piece.on).push(piece);
      }
    }
  }
  const decision = view.decision && view.decision.player === view.viewer ? view.decision : null;
  return {
    view, gallery, busy: !!busy, me, seatLabel, showIds: !!view.show_ids, decision, changes, howToPlay, notation,
    fresh: thing => changes.pieces.has(thing) || changes.piles.has(thing),
    choose: choose && decision ? choose : null,
    pieceById: id => pieces.get(id) || null,
    attachedTo: id => attached.get(id) || [],
    drawnHosts: new Set(),
    optionsFor: ref => (choose && decision ? optionsFor(decision, ref) : []),
  };
}

const shown = area => !(area.optional && !area.count);
const counterWords = c => (c.plural ? `${c.value} ${c.value === 1 ? c.label : c.plural}` : null);

function counterEl(c, ctx) {
  const words = counterWords(c);
  return freshen(h("span", {class: "stat", "data-counter": c.key, title: c.column || c.label},
    words === null ? [c.label + " ", h("b", {}, String(c.value))] : h("b", {}, words)), ctx.changes.counters.has(c.key));
}

// -- pieces and areas ---------------------------------------------------------------------------------------------------
function pieceRef(piece, area) { return {id: piece.id, ref: piece.ref, name: piece.name, zones: area.zones}; }

// A row's pieces; identical ones grouped (×n) where players do not name cards by id and ``group`` asks for it.
function piecesEl(area, ctx, {group = false, reverse = false} = {}) {
  const pieces = reverse ? area.pieces.slice().reverse() : area.pieces;
  if (!pieces.length) return h("div", {class: "zone-empty muted"}, "none");
  const card = piece => {
    if (piece.id !== undefined) ctx.drawnHosts.add(piece.id);
    return freshen(cardEl(piece, ctx, {ref: pieceRef(piece, area), attached: ctx.attachedTo(piece.id)}),
                   ctx.fresh(piece));
  };
  if (!group || ctx.showIds) return h("div", {class: "cards"}, pieces.map(card));
  const groups = new Map();
  for (const piece of pieces) {
    const {id, ...rest} = piece;
    const key = JSON.stringify(rest);
    if (!groups.has(key)) groups.set(key, {piece, count: 0, fresh: false});
    const group = groups.get(key);
    group.count += 1;
    group.fresh = group.fresh || ctx.fresh(piece);
  }
  return h("div", {class: "cards"}, [...groups.values()].map(({piece, count, fresh}) =>
    freshen(cardEl(piece, ctx, {count, ref: pieceRef(piece, area)}), fresh)));
}

// Marks an element as changed since the viewer's last move: outlined, and said so to a pointer or a screen reader.
function freshen(el, fresh) {
  if (fresh) {
    el.classList.add("fresh");
    el.setAttribute("data-fresh", "1");
    el.setAttribute("aria-description", "changed since your last move");
  }
  return el;
}

function backs(count, title) {
  return h("div", {class: "backs", title}, Array.from({length: count}, () => h("span", {class: "back"})));
}

// An area as a zone: its title and its pieces, or card backs where the viewer sees only how many there are.
function zoneEl(area, ctx, {group = true, cls = "zone"} = {}) {
  const title = `${area.title} (${area.count})`;
  const recount = ctx.changes.areas.has(area.id);
  const body = area.pieces ? piecesEl(area, ctx, {group, reverse: area.kind === "pile"})
    : area.kind === "row" ? backs(area.count, title) : h("div", {class: "zone-empty muted"}, area.top ? "top: " + area.top : "");
  return h("div", {class: cls, "data-area": area.id, "data-kind": area.kind},
    freshen(h("div", {class: "zone-title"}, area.kind === "pile" && area.pieces ? title + " · top first" : title),
            recount && !area.pieces),
    body);
}

// A pile on a seat's line: "deck 12", "discard 3 (top: Atlas)"; it offers the options that name its zone.
function pileStat(area, ctx) {
  const options = ctx.optionsFor({zones: area.zones, area: true});
  const el = h("span", {class: "stat" + (options.length ? " can" : ""), "data-area": area.id, "data-section": area.section},
    area.title + " ", h("b", {}, String(area.count)), area.top ? ` (top: ${area.top})` : "");
  freshen(el, ctx.changes.areas.has(area.id));
  if (options.length) {
    el.setAttribute("role", "button");
    el.setAttribute("tabindex", "0");
    el.addEventListener("click", () => openSheet({title: area.title, name: null, card: null, note: `${area.count} cards`,
                                                  options, choose: ctx.choose, busy: ctx.busy}));
  }
  return el;
}

function supplyEl(area, ctx) {
  const tiles = area.piles.map(pile => {
    if (pile.name === null && pile.count === 0) {   // nothing left to name it by: an empty place in the Supply
      return freshen(h("div", {class: "card small empty-pile", "data-pile": "empty"},
                       h("div", {class: "c-name"}, "empty pile"), h("span", {class: "c-pile"}, "0")), ctx.fresh(pile));
    }
    const el = cardEl({name: pile.name}, ctx, {badge: pile.count, small: true,
                                              ref: {name: pile.name, pile: true, zones: area.zones}});
    if (pile.count === 0) el.classList.add("empty");
    return freshen(el, ctx.fresh(pile));
  });
  return h("section", {class: "panel supply", "data-area": area.id},
    h("h3", {}, area.title + " ", h("small", {class: "muted"}, "(cost · cards left)")),
    h("div", {class: "supply-grid"}, tiles));
}

function areaEl(area, ctx) {
  if (area.kind === "panel") return freshen(drawPanel(area, ctx), ctx.changes.areas.has(area.id));
  if (area.kind === "piles") return supplyEl(area, ctx);
  return zoneEl(area, ctx, {cls: "zone shared" + (area.optional ? " hl" : "")});
}

// -- a seat -------------------------------------------------------------------------------------------------------------
function seatEl(ctx, p) {
  const view = ctx.view, me = p === ctx.me;
  const areas = view.areas.filter(a => a.owner === p && a.section !== "shared" && a.section !== "supply"
                                       && a.kind !== "piles" && a.kind !== "panel");
  const stats = [], below = [], regions = [];
  for (const area of areas) {
    if (area.section === ON_HOST || !shown(area)) continue;
    if (area.section === "hand") {
      stats.push(freshen(h("span", {class: "stat", "data-area": area.id, "data-section": "hand"}, area.title + " ",
                            h("b", {}, String(area.count))), !me && ctx.changes.areas.has(area.id)));
      if (!me || view.viewer !== p) below.push(zoneEl(area, ctx, {group: false}));
    } else if (area.section === "table") {
      regions.push(zoneEl(area, ctx, {cls: "region"}));
    } else if (area.kind === "pile") {
      stats.push(pileStat(area, ctx));
      if (area.pieces && area.pieces.length) {
        below.push(h("details", {class: "zone", "data-area": area.id},
          h("summary", {class: "zone-title"}, `${area.title} (${area.count}) · top first`), piecesEl(area, ctx, {reverse: true})));
      }
    } else {
      below.push(zoneEl(area, ctx));
    }
  }
  for (const c of view.counters) if (c.owner === p) stats.push(counterEl(c, ctx));
  const loose = view.areas.filter(a => a.owner === p && a.section === ON_HOST)
    .flatMap(a => (a.pieces || []).filter(x => !ctx.drawnHosts.has(x.on)));
  if (loose.length) {
    regions.push(h("div", {class: "region", "data-area": "attached"}, h("div", {class: "zone-title"}, "attached"),
      h("div", {class: "cards"}, loose.map(x => freshen(cardEl(x, ctx, {ref: {id: x.id, ref: x.ref, name: x.name}}),
                                                        ctx.fresh(x))))));
  }
  const active = view.status.active === p;
  const seatOptions = ctx.optionsFor({seat: p});
  return h("section", {class: `player ${me ? "me" : "opp"}${active ? " active" : ""}`, "data-player": p},
    h("div", {class: "player-head"},
      h("h3", {}, ctx.seatLabel(p), active ? h("span", {class: "turn-dot", title: "this seat's turn"}) : null),
      h("div", {class: "stats"}, stats)),
    seatOptions.length ? h("div", {class: "opts seat-opts"}, seatOptions.map(o => optionButton(o, ctx.choose, ctx.busy))) : null,
    regions.length ? h("div", {class: "regions"}, regions) : null,
    below);
}

// Seats in play order from the one after ``me``, ``me`` last (at the bottom, next to the hand).
function seatOrder(seats, me) {
  const first = me >= 0 && me < seats ? me + 1 : 0;
  return Array.from({length: seats}, (_, k) => (first + k) % seats);
}

// -- the whole table ----------------------------------------------------------------------------------------------------
export function turnBar(ctx, extra) {
  const {status} = ctx.view;
  const chips = [];
  if (status.turn !== null && status.turn !== undefined) chips.push(h("span", {class: "chip", "data-status": "turn"}, "Turn ", h("b", {}, status.turn)));
  if (status.active !== null && status.active !== undefined) {
    chips.push(h("span", {class: "chip", "data-status": "active"}, `${seatName(status.active)}'s turn`,
      status.active === ctx.view.viewer ? " (you)" : ""));
  }
  if (status.phase) chips.push(h("span", {class: "chip", "data-status": "phase"}, "Phase ", h("b", {}, status.phase)));
  for (const c of ctx.view.counters) if (c.owner < 0) chips.push(h("span", {class: "chip"}, counterEl(c, ctx)));
  const help = ctx.howToPlay !== null ? helpButton(ctx.view.title, ctx.howToPlay, ctx.notation) : null;
  return h("div", {class: "turnbar"}, chips, extra || null, help);
}

// The log, its lines since the viewer's last move marked; open on a wide screen, folded on a narrow one (the
// last-move strip shows the new lines there).
export function logPanel(view, changes = noChanges()) {
  const first = view.log.length - changes.lines.length;
  const lineClass = (t, i) => [/^(Turn \d+|-- turn \d+)/.test(t) ? "turn" : "", i >= first ? "new" : ""]
    .filter(Boolean).join(" ") || null;
  const list = h("ol", {class: "log", id: "log"}, view.log.map((t, i) => h("li", {class: lineClass(t, i)}, t)));
  const panel = h("details", {class: "panel logpanel", open: matchMedia("(min-width: 900px)").matches || undefined},
    h("summary", {}, h("h3", {}, "Game log")), list);
  setTimeout(() => { list.scrollTop = list.scrollHeight; }, 0);
  return panel;
}

// What happened since the viewer's last move: the new log lines, above the table (on a phone too, where the log is
// folded); the changed pieces are highlighted where they lie.
function lastMoveEl(ctx) {
  const {lines, any} = ctx.changes;
  if (!any) return null;
  return h("details", {class: "panel last-move", id: "last-move", open: true},
    h("summary", {}, h("h3", {}, "Since your last move"),
      h("span", {class: "muted small"}, lines.length ? ` ${lines.length} ${lines.length === 1 ? "line" : "lines"}` : "",
        " · changes highlighted")),
    lines.length ? h("ol", {class: "last-lines"}, lines.map(t => h("li", {}, t))) : null);
}

// The viewer's own hand, at the bottom: every card offers the options that name it.
function handEl(ctx) {
  const area = ctx.view.areas.find(a => a.section === "hand" && a.owner === ctx.view.viewer && a.pieces);
  if (!area) return null;
  return h("section", {class: "hand", id: "hand", "data-area": area.id},
    h("div", {class: "zone-title"}, `Your ${area.title} (${area.count})`),
    area.pieces.length ? piecesEl(area, ctx) : h("div", {class: "muted"}, "empty"));
}

// The board element: ``top`` (invite or replay controls), ``bar`` (extra turn-bar items), ``bottom`` (the decision
// or result panel) are the caller's; ``attrs`` go on #board.
export function renderTable(ctx, {top = null, bar = null, bottom = null, attrs = {}} = {}) {
  const view = ctx.view;
  const order = seatOrder(view.seats, ctx.me);
  const mine = order.filter(p => p === ctx.me);
  const others = order.filter(p => p !== ctx.me);
  const hand = handEl(ctx);   // first: its pieces are hosts too
  const seatsTop = others.map(p => seatEl(ctx, p));
  const meEl = mine.map(p => seatEl(ctx, p));
  const shared = view.areas.filter(a => a.section === "shared" && a.kind !== "piles" && shown(a)).map(a => areaEl(a, ctx));
  const side = view.areas.filter(a => (a.section === "supply" || a.kind === "piles") && shown(a)).map(a => areaEl(a, ctx));
  return h("div", {class: "board", id: "board", "data-rules": view.rules, "data-seats": view.seats, ...attrs},
    h("div", {class: "main-col"}, top, turnBar(ctx, bar), lastMoveEl(ctx), seatsTop,
      h("section", {class: "shared-zones"}, shared), meEl, bottom, hand),
    h("div", {class: "side-col"}, side, logPanel(view, ctx.changes)));
}

// The decision: its prompt, the notes saying why an expected option is absent (the decider's only), and one button
// per option; a seat that is not deciding reads whom it waits for.  On a phone the panel is a bar docked at the
// bottom, folded by default to the prompt and one sideways-scrolling row of buttons so that the table stays in view;
// its toggle unfolds it (the choice is kept while the game is open).
let decisionUnfolded = false;

export function decisionPanel(ctx, {undo = null} = {}) {
  const decision = ctx.view.decision;
  const mine = !!ctx.decision && ctx.decision.options.length > 0;
  const prompt = decision ? decision.prompt : "";
  const notes = mine && Array.isArray(ctx.decision.notes) ? ctx.decision.notes : [];
  const panel = h("section", {class: "decision" + (mine ? " mine" : "") + (decisionUnfolded ? " unfolded" : ""),
                              id: "decision", "data-mine": mine ? "1" : "0",
                              "data-kind": mine ? ctx.decision.kind : null},
    h("div", {class: "decision-head"},
      h("div", {class: "prompt"}, mine ? prompt : prompt.replace(/^waiting/, "Waiting") + "…"),
      ctx.changes.any ? h("button", {type: "button", class: "link jump-last", id: "jump-last",
                                     title: "Show what happened since your last move",
                                     onclick: () => document.getElementById("last-move")
                                       .scrollIntoView({behavior: "smooth", block: "start"})}, "Last move ↑") : null,
      h("button", {type: "button", class: "fold", id: "decision-fold", "aria-expanded": String(decisionUnfolded),
                   title: "Show the whole decision, or fold it to one row",
                   onclick: () => {
                     decisionUnfolded = !decisionUnfolded;
                     panel.classList.toggle("unfolded", decisionUnfolded);
                     panel.querySelector("#decision-fold").setAttribute("aria-expanded", String(decisionUnfolded));
                   }}, h("span", {class: "fold-icon", "aria-hidden": "true"}),
        notes.length ? h("span", {class: "fold-notes", title: "notes"}, String(notes.length)) : null,
        h("span", {class: "sr"}, "more"))),
    notes.length ? h("ul", {class: "notes", id: "decision-notes"}, notes.map(n => h("li", {}, n))) : null,
    h("div", {class: "opts"}, mine ? ctx.decision.options.map(o => optionButton(o, ctx.choose, ctx.busy)) : null, undo));
  return panel;
}

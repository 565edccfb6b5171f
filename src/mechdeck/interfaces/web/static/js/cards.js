// A card or piece on the page: its element (name, stats and cost from the gallery, its marks), its tooltip and its
// sheet (the full text and the options that name it).  Nothing here knows a rule set: a card's facts come from the
// catalogue's gallery, its state from the piece's marks.

import {$, h, capitalize} from "./dom.js";
import {optionButton} from "./options.js";
import {markdown} from "./help.js";

const SHOWN_APART = new Set(["name", "id", "ref", "down", "on"]);   // piece fields that are not marks

// A CSS class from a gallery type line ("Unit - Mech" -> t-unit, "'Mech · Assault" -> t-mech).
export function typeClass(card) {
  if (!card) return "t-back";
  const word = String(card.type || "other").toLowerCase().replace(/[^a-z]+/g, " ").trim().split(" ")[0];
  return "t-" + (word || "other");
}

export function cardFacts(card, long) {
  if (!card) return "";
  return [card.type, card.cost !== "" && card.cost !== undefined && card.cost !== null ? "cost " + card.cost : "",
    card.stats ? (long ? "stats " : "") + card.stats : ""].filter(Boolean).join(" · ");
}

// A piece's marks as short words: true -> "tapped", a number or text -> "damage 2".
export function markWords(piece, describe) {
  const out = [];
  for (const [key, value] of Object.entries(piece)) {
    if (SHOWN_APART.has(key) || value === false || value === null || value === undefined) continue;
    out.push(value === true ? key : `${key} ${describe ? describe(key, value) : value}`);
  }
  return out;
}

// -- the tooltip --------------------------------------------------------------------------------------------------------
function showTip(name, card, ev) {
  if (!matchMedia("(hover: hover)").matches) return;
  const tip = $("#tip");
  tip.replaceChildren(h("b", {}, name), h("div", {class: "muted"}, cardFacts(card, false)),
    h("div", {class: "tip-text"}, card.text || ""));
  tip.hidden = false;
  moveTip(ev);
}
function moveTip(ev) {
  const tip = $("#tip");
  if (tip.hidden) return;
  const w = tip.offsetWidth, hgt = tip.offsetHeight;
  let x = ev.clientX + 14, y = ev.clientY + 14;
  if (x + w > innerWidth - 8) x = ev.clientX - w - 14;
  if (y + hgt > innerHeight - 8) y = Math.max(8, ev.clientY - hgt - 14);
  tip.style.left = Math.max(8, x) + "px";
  tip.style.top = y + "px";
}
export function hideTip() { $("#tip").hidden = true; }

export function withTip(el, name, card) {
  if (!card) return el;
  el.addEventListener("mouseenter", ev => showTip(name, card, ev));
  el.addEventListener("mousemove", moveTip);
  el.addEventListener("mouseleave", hideTip);
  return el;
}

// -- the sheet ------------------------------------------------------------------------------------------------------------
// A card's sheet: its text, the options that name it (each chosen through ``choose``) and, folded, the rule set's key
// to its cards' notation.  Built with h() so that a part left out (no options) is dropped, never written as the text
// "null" (replaceChildren would write it).
export function openSheet({title, name, card, note, options, choose, busy, notation = ""}) {
  hideTip();
  $("#sheet").replaceChildren(...h("div", {},
    h("div", {class: `sheet-card ${card ? typeClass(card) : "t-back"}`},
      h("h3", {}, title || name || "Face-down card"),
      h("div", {class: "muted"}, card ? cardFacts(card, true) : note || "Face down: only its owner knows what it is."),
      note && card ? h("div", {class: "muted"}, note) : null,
      card && card.text ? h("p", {class: "card-text"}, card.text) : null),
    options.length ? h("div", {class: "opts"}, options.map(o => optionButton(o, opt => { closeSheet(); choose(opt); },
                                                                           busy))) : null,
    card && notation ? h("details", {class: "notation", id: "sheet-notation"},
      h("summary", {}, "How to read a card"), h("div", {class: "help-body"}, markdown(notation))) : null,
    h("div", {class: "sheet-foot"},
      h("button", {type: "button", class: "link", onclick: closeSheet}, "Close"))).children);
  $("#sheet-back").hidden = false;
}
export function closeSheet() { const b = $("#sheet-back"); if (b) b.hidden = true; }
document.addEventListener("click", ev => { if (ev.target && ev.target.id === "sheet-back") closeSheet(); });
document.addEventListener("keydown", ev => { if (ev.key === "Escape") closeSheet(); });

// -- names that fit -------------------------------------------------------------------------------------------------
// A card's name wraps between words and is never cut; a name with a word wider than its card is set smaller, step by
// step, until every word fits (measured once the card is on the page; again when the window's width changes).  A
// word that is still too wide at the smallest size breaks inside.
const FIT_STEPS = 6, FIT_STEP = 0.08;

// A name with a line-break opportunity after each run of dots or slashes ("Steady...Steady...FIRE!").
function breakable(name) {
  const parts = String(name).split(/(?<=[.…/])(?=[^\s.…/])/);
  return parts.flatMap((part, i) => (i ? [h("wbr", {}), part] : [part]));
}

export function fitNames(root) {
  const names = [...root.querySelectorAll(".c-name")];
  for (const n of names) { n.style.fontSize = ""; n.classList.remove("squeezed"); }
  const wide = n => n.scrollWidth > n.clientWidth + 0.5;
  let todo = names.filter(wide);
  const base = new Map(todo.map(n => [n, parseFloat(getComputedStyle(n).fontSize)]));
  for (let step = 1; step <= FIT_STEPS && todo.length; step++) {
    for (const n of todo) n.style.fontSize = (base.get(n) * (1 - FIT_STEP * step)).toFixed(2) + "px";
    todo = todo.filter(wide);
  }
  for (const n of todo) n.classList.add("squeezed");
}

let fitQueued = false;
function queueFit() {
  if (fitQueued) return;
  fitQueued = true;
  requestAnimationFrame(() => { fitQueued = false; const app = $("#app"); if (app) fitNames(app); });
}
const app = $("#app");
if (app) new MutationObserver(queueFit).observe(app, {childList: true, subtree: true});
let lastWidth = innerWidth;
addEventListener("resize", () => { if (innerWidth !== lastWidth) { lastWidth = innerWidth; queueFit(); } });

// -- elements -------------------------------------------------------------------------------------------------------------
// Opens on a click or Enter/Space.
function clickable(el, open) {
  el.addEventListener("click", open);
  el.addEventListener("keydown", ev => {
    if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); open(); }
  });
  return el;
}

// A card: ``piece`` ({name, id, down, marks...}) as the presentation gives it; ``ctx`` the table's context (gallery,
// showIds, the options that name a ref, choose); ``extra``: count (identical pieces grouped), badge (a pile's size),
// small, attached (pieces on this one), ref (what options name it).
export function cardEl(piece, ctx, extra = {}) {
  const name = piece.name;
  const card = name !== null && name !== undefined ? ctx.gallery[name] : null;
  const options = extra.ref ? ctx.optionsFor(extra.ref) : [];
  const marks = markWords(piece);
  const showId = ctx.showIds && piece.id !== undefined;
  const tapped = piece.tapped === true;
  const el = h("div", {class: `card ${name === null ? "back-card" : typeClass(card)}${options.length ? " can" : ""}`
                              + `${extra.small ? " small" : ""}`,
                       tabindex: "0", role: "button", "data-name": name === null ? null : name,
                       "data-id": piece.id, "aria-label": name === null ? "face-down card" : name},
    h("div", {class: "c-name"}, name === null ? "face down" : breakable(name)),
    card && card.type ? h("div", {class: "c-type"}, card.type) : null,
    card ? h("div", {class: "c-foot"},
      card.cost !== "" && card.cost !== null ? h("span", {class: "c-cost", title: "cost"}, card.cost) : null,
      card.stats ? h("span", {class: "c-ad", title: "stats"}, card.stats) : null) : null,
    showId ? h("span", {class: "c-id", title: "card id (the choices name it)"}, "#" + piece.id) : null,
    extra.count > 1 ? h("span", {class: "c-count"}, "×" + extra.count) : null,
    extra.badge !== undefined ? h("span", {class: "c-pile"}, String(extra.badge)) : null);
  const title = name === null ? (showId ? `Face-down card #${piece.id}` : "Face-down card")
    : (showId ? `#${piece.id} ${name}` : name);
  clickable(el, () => openSheet({title, name, card, options, choose: ctx.choose, busy: ctx.busy, notation: ctx.notation,
                                 note: marks.length ? capitalize(marks.join(", ")) : ""}));
  withTip(el, name, card);
  const tags = marks;   // "tapped" too: the landscape card says it, the tag says it in words
  const attached = (extra.attached || []).map(a => attachedChip(a, ctx));
  if (!tapped && !tags.length && !attached.length && !piece.down) return el;
  // a piece with state: the card (landscape when tapped, its text still upright) with its marks and what is attached
  // under it
  return h("div", {class: `unit${tapped ? " tapped" : ""}`, "data-id": piece.id},
    h("div", {class: "slot"}, h("div", {class: "turn"}, el)),
    piece.down && name !== null ? h("div", {class: "tags"}, h("span", {class: "tag tag-face"}, "face down")) : null,
    tags.length ? h("div", {class: "tags"}, tags.map(t => h("span", {class: "tag tag-" + t.split(" ")[0]}, t))) : null,
    attached);
}

// A piece attached to another (drawn under its host): a chip with its name and marks.
export function attachedChip(piece, ctx) {
  const name = piece.name;
  const card = name !== null && name !== undefined ? ctx.gallery[name] : null;
  const options = ctx.optionsFor({id: piece.id, name});
  const marks = markWords(piece).join(", ");
  const label = (name === null ? "face-down card" : name) + (ctx.showIds && piece.id !== undefined ? ` #${piece.id}` : "");
  const el = h("span", {class: "chip cardchip attached" + (options.length ? " can" : "") + (piece.tapped ? " tapped" : ""),
                        tabindex: "0", role: "button", "data-id": piece.id, "data-name": name},
    "+ " + label + (marks ? ` (${marks})` : ""));
  clickable(el, () => openSheet({title: label, name, card, options, choose: ctx.choose, busy: ctx.busy,
                                 notation: ctx.notation}));
  return withTip(el, name, card);
}

// A card named in a panel's data (a name, or a label with the instance id the data gives beside it).
// A label the viewer may not read (null: a face-down card) is named as such, never as "null".
export function nameChip(text, ctx, {id, name} = {}) {
  const label = text === null || text === undefined ? "face-down card" : String(text);
  const known = name || (text === null || text === undefined ? null : label);
  const card = known ? ctx.gallery[known] || null : null;
  const options = id !== undefined && id !== null ? ctx.optionsFor({id}) : [];
  const el = h("span", {class: "chip cardchip" + (options.length ? " can" : ""), "data-id": id,
                        tabindex: card || options.length ? "0" : null, role: card || options.length ? "button" : null},
    label);
  if (card || options.length) {
    clickable(el, () => openSheet({title: label, name: known, card, options, choose: ctx.choose, busy: ctx.busy,
                                   notation: ctx.notation}));
  }
  return withTip(el, known, card);
}

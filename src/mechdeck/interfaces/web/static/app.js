// mechdeck in the browser: create or join a game, play it over a WebSocket, step through finished games.
// Everything a game screen shows comes from the server's "state" message: the seat's rules.observe() view, the
// public Attack/Defense totals and the position; card texts come from the static card list (/api/rules).
"use strict";

const $ = (sel, root = document) => root.querySelector(sel);
const STORE_KEY = "mechdeck.games";
const ZONE_LABEL = {hand: "Hand", deck: "Deck", discard: "Discard", play: "In play", units: "Deployment zone",
                    aside: "Hidden Base (set aside)", scrapheap: "Scrapheap", revealed: "Revealed"};
const G = {catalogue: null, bots: [], cards: {}, live: null, replay: null, final_closed: {}};

// -- DOM helpers ------------------------------------------------------------------------------------------------------
function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") el.className = v;
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "text") el.textContent = v;
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}
function toast(text, kind = "error") {
  const t = $("#toast");
  t.textContent = text;
  t.className = "toast " + kind;
  t.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { t.hidden = true; }, 5000);
}
function setConn(text, cls) { const c = $("#conn"); c.textContent = text; c.className = "conn " + (cls || ""); }
function setWhere(text) { $("#where").textContent = text; }

// -- local game list (tokens stay in this browser) --------------------------------------------------------------------
function myGames() { try { return JSON.parse(localStorage.getItem(STORE_KEY)) || {}; } catch (e) { return {}; } }
function saveGame(id, entry) { const all = myGames(); all[id] = {...(all[id] || {}), ...entry}; localStorage.setItem(STORE_KEY, JSON.stringify(all)); }
// A reaction window (BattleTech TCG) is asked whenever you could hold a reaction card by what your opponent sees; when
// you hold none, its only answer is "no reaction" (view.no_reaction), sent at once while this setting is on.  The
// setting is shown on every TCG board, whatever you hold, so it tells your opponent nothing.
const AUTO_PASS_KEY = "mechdeck.autoPass";
function autoPass() { return localStorage.getItem(AUTO_PASS_KEY) !== "0"; }
function autoPassToggle() {
  return h("label", {class: "chip", title: "Answer a reaction window at once when you hold no card to react with"},
    h("input", {type: "checkbox", id: "auto-pass", checked: autoPass(),
      onchange: ev => localStorage.setItem(AUTO_PASS_KEY, ev.target.checked ? "1" : "0")}), " Auto-pass reactions");
}
function forgetGame(id) { const all = myGames(); delete all[id]; localStorage.setItem(STORE_KEY, JSON.stringify(all)); }

async function api(method, path, body, token) {
  const headers = {"Content-Type": "application/json"};
  if (token) headers.Authorization = "Bearer " + token;
  const r = await fetch(path, {method, headers, body: body === undefined ? undefined : JSON.stringify(body)});
  let data = null;
  try { data = await r.json(); } catch (e) { data = {message: r.statusText}; }
  if (!r.ok) throw new Error(data.message || ("HTTP " + r.status));
  return data;
}

async function loadCatalogue() {
  if (G.catalogue) return;
  const data = await api("GET", "/api/rules");
  G.catalogue = data.rules;
  G.defaultRules = data.default || (data.rules[0] || {}).id;
  G.bots = data.bots;
  for (const rs of G.catalogue) { G.cards[rs.id] = {}; for (const c of rs.cards) G.cards[rs.id][c.name] = c; }
}

// -- routing ----------------------------------------------------------------------------------------------------------
function route() {
  closeSheet();
  if (G.live) { G.live.close(); G.live = null; }
  G.replay = null;
  const parts = location.hash.replace(/^#\/?/, "").split("/").filter(Boolean).map(decodeURIComponent);
  loadCatalogue().then(() => {
    if (parts[0] === "game" && parts[1]) return showGame(parts[1]);
    if (parts[0] === "join" && parts[1] && parts[2]) return joinGame(parts[1], parts[2]);
    if (parts[0] === "replay" && parts[1]) return showReplay(parts[1]);
    return showHome();
  }).catch(e => { $("#app").replaceChildren(h("p", {class: "pad error"}, "Cannot reach the server: " + e.message)); });
}
window.addEventListener("hashchange", route);
window.addEventListener("DOMContentLoaded", route);

// -- home: new game, my games, join -----------------------------------------------------------------------------------
function showHome() {
  setWhere("");
  setConn("");
  const rulesSel = h("select", {id: "rules", name: "rules"},
    G.catalogue.map(rs => h("option", {value: rs.id, selected: rs.id === G.defaultRules}, rs.title)));
  const supplyBox = h("div", {class: "supply-pick", id: "pick-box", hidden: true});
  const supplyRadios = h("div", {class: "radios", id: "supply-radios"});
  const supplyRow = h("div", {class: "row", id: "supply-row"}, h("span", {}, "Supply"), supplyRadios);
  // A deck game (BattleTech TCG) has a deck per player instead of a Supply.
  const deckSels = [0, 1].map(p => h("select", {id: "deck" + p, name: "deck" + p}));
  const decksRow = h("div", {class: "row", id: "decks-row", hidden: true}, h("span", {}, "Decks"),
    h("div", {class: "radios"}, ...deckSels.map((sel, p) => h("label", {class: "radio"}, `P${p + 1} `, sel))));
  const seed = h("input", {id: "seed", type: "number", min: "0", placeholder: "random", inputmode: "numeric"});
  const seedNote = h("small", {class: "muted", id: "seed-note"}, "");
  const botSel = h("select", {id: "bot"}, G.bots.map(b => h("option", {value: b, selected: b === "heuristic"}, b)));
  // Seats: how many (a rule set's min_players..max_players), which is yours; every other seat is the bot or a person.
  const playersSel = h("select", {id: "players", name: "players"});
  const playersRow = h("label", {class: "row", id: "players-row"}, h("span", {}, "Players"), playersSel);
  const seatSel = h("select", {id: "seat"});
  function fillSeats() {
    const n = Number(playersSel.value) || 2, was = seatSel.value;
    seatSel.replaceChildren(...Array.from({length: n}, (_, i) => h("option", {value: String(i), selected: String(i) === was}, `P${i + 1}`)),
      h("option", {value: "random", selected: was === "random"}, "random"));
  }
  playersSel.addEventListener("change", fillSeats);
  const opp = (v, label, checked) => h("label", {class: "radio"},
    h("input", {type: "radio", name: "opponent", value: v, checked, onchange: syncForm}), label);
  const current = () => G.catalogue.find(rs => rs.id === rulesSel.value);

  function fillSupply() {
    const rs = current();
    playersSel.replaceChildren(...Array.from({length: rs.max_players - rs.min_players + 1}, (_, i) =>
      h("option", {value: String(rs.min_players + i)}, String(rs.min_players + i))));
    playersRow.hidden = rs.min_players === rs.max_players;
    fillSeats();
    const decks = rs.deck_presets || [];
    supplyRow.hidden = decks.length > 0;
    decksRow.hidden = decks.length === 0;
    deckSels.forEach((sel, p) => sel.replaceChildren(...decks.map((d, i) =>
      h("option", {value: d, selected: i === p % decks.length}, d))));
    supplyRadios.replaceChildren(
      ...rs.supply_presets.map((p, i) => h("label", {class: "radio"},
        h("input", {type: "radio", name: "supply", value: p, checked: i === 0, onchange: syncForm}),
        p === "first-game" ? "first-game preset" : p)),
      rs.pick_supply ? h("label", {class: "radio"},
        h("input", {type: "radio", name: "supply", value: "pick", onchange: syncForm}), "hand-picked") : null);
    const pickable = rs.cards.filter(c => !c.base);
    const groups = [["Units", pickable.filter(c => c.type === "Unit")],
                    ["Supports, Reactions, Resources", pickable.filter(c => c.type !== "Unit")]];
    supplyBox.replaceChildren(
      h("p", {class: "muted"}, "Pick up to 6 of each kind; the rest are drawn at random."),
      ...groups.map(([title, cards]) => h("fieldset", {class: "pick-group"}, h("legend", {}, title),
        cards.map(c => h("label", {class: "pick", title: c.text},
          h("input", {type: "checkbox", value: c.name, "data-kind": c.type === "Unit" ? "unit" : "other"}),
          h("span", {}, c.name), h("small", {class: "muted"}, " " + costText(c)))))));
  }
  function syncForm() {
    const supply = (document.querySelector("input[name=supply]:checked") || {}).value;
    supplyBox.hidden = supply !== "pick";
    const human = (document.querySelector("input[name=opponent]:checked") || {}).value === "human";
    botSel.disabled = human;
    seed.disabled = human;
    seedNote.textContent = human ? "Against a person the server draws the seed and keeps it secret until the end." : "";
  }
  rulesSel.addEventListener("change", () => { fillSupply(); syncForm(); });

  async function create(ev) {
    ev.preventDefault();
    let config;
    if (!decksRow.hidden) {
      config = {decks: deckSels.map(sel => sel.value)};
    } else {
      const supplyMode = document.querySelector("input[name=supply]:checked").value;
      let supply = supplyMode;
      if (supplyMode === "pick") {
        supply = [...supplyBox.querySelectorAll("input:checked")].map(i => i.value);
        const units = [...supplyBox.querySelectorAll("input[data-kind=unit]:checked")].length;
        if (units > 6 || supply.length - units > 6) { toast("Pick at most 6 Units and 6 other cards."); return; }
      }
      config = {supply};
    }
    const opponent = document.querySelector("input[name=opponent]:checked").value;
    const body = {rules: rulesSel.value, config, opponent, bot: botSel.value, players: Number(playersSel.value),
                  seat: seatSel.value === "random" ? "random" : Number(seatSel.value)};
    if (seed.value !== "" && opponent === "bot") body.seed = Number(seed.value);
    try {
      const r = await api("POST", "/api/games", body);
      const others = r.players > 2 ? `${r.players - 1} ` + (opponent === "bot" ? body.bot + " bots" : "people") : null;
      saveGame(r.game, {token: r.token, seat: r.seat, rules: body.rules,
                        opponent: others || (opponent === "bot" ? body.bot + " bot" : "a person"),
                        invite: r.invite || null, invites: r.invites || [], created: Date.now()});
      location.hash = "#/game/" + r.game;
    } catch (e) { toast(e.message); }
  }

  const form = h("form", {class: "panel", id: "new-game", onsubmit: create},
    h("h2", {}, "New game"),
    h("label", {class: "row"}, h("span", {}, "Rules"), rulesSel),
    supplyRow,
    decksRow,
    supplyBox,
    h("div", {class: "row"}, h("span", {}, "Opponent"), h("div", {class: "radios"},
      opp("bot", "a bot: ", true), botSel, opp("human", "a person (invite link)", false))),
    playersRow,
    h("label", {class: "row"}, h("span", {}, "Your seat"), seatSel),
    h("label", {class: "row"}, h("span", {}, "Seed"), seed), seedNote,
    h("div", {class: "row"}, h("span", {}), h("button", {type: "submit", id: "create", class: "primary"}, "Start game")));

  const games = Object.entries(myGames()).sort((a, b) => (b[1].created || 0) - (a[1].created || 0));
  const list = h("section", {class: "panel", id: "my-games"}, h("h2", {}, "Your games"),
    games.length ? h("ul", {class: "games"}, games.map(([id, g]) => h("li", {},
      h("a", {href: "#/game/" + id}, `P${g.seat + 1} vs ${g.opponent || "?"}`),
      h("small", {class: "muted"}, " " + new Date(g.created || 0).toLocaleString() + " "),
      h("a", {href: "#/replay/" + id, class: "small"}, "replay"), " ",
      h("button", {class: "link small", type: "button", onclick: () => { forgetGame(id); showHome(); }}, "forget"))))
    : h("p", {class: "muted"}, "None yet. Games you start or join in this browser appear here."));
  const joinInput = h("input", {id: "join-link", placeholder: "paste an invite link"});
  const join = h("form", {class: "panel", onsubmit: ev => {
      ev.preventDefault();
      const m = joinInput.value.match(/#\/join\/([^/]+)\/([^/\s]+)/);
      if (!m) { toast("That is not an invite link."); return; }
      location.hash = "#/join/" + m[1] + "/" + m[2];
    }}, h("h2", {}, "Join a friend's game"), h("div", {class: "row"}, joinInput, h("button", {type: "submit"}, "Join")));
  $("#app").replaceChildren(h("div", {class: "home"}, form, h("div", {class: "home-side"}, list, join)));
  fillSupply();
  syncForm();
}

async function joinGame(id, invite) {
  const known = myGames()[id];
  if (known && known.token) { location.replace("#/game/" + id); return; }
  try {
    const r = await api("POST", `/api/games/${encodeURIComponent(id)}/join`, {invite});
    saveGame(id, {token: r.token, seat: r.seat, opponent: "a person", created: Date.now()});
    location.replace("#/game/" + id);
  } catch (e) {
    $("#app").replaceChildren(h("div", {class: "panel pad"}, h("h2", {}, "Cannot join"), h("p", {}, e.message),
      h("a", {href: "#/"}, "Back")));
  }
}

// -- cards ------------------------------------------------------------------------------------------------------------
function costText(c) { return c.lostech ? `${c.cost}+${c.lostech}L` : String(c.cost); }
function cardDef(rules, name) { return (G.cards[rules] || {})[name] || {name, type: "", text: ""}; }
function typeClass(c) {
  if (c.type === "Support" && c.subtype === "Attack") return "t-attack";
  return "t-" + (c.type || "other").toLowerCase();
}
// A TCG card (it has a "kind") or a Domination card: its facts in one line, short (a tooltip) or long (the sheet).
function cardFacts(c, long) {
  if (c.kind !== undefined) {
    return [tcgTypeLine(c), c.cost !== null && c.cost !== undefined ? "cost " + c.cost : "",
      c.attack !== null && c.attack !== undefined ? (long ? `Attack ${c.attack} / Armor ${c.armor} / Structure ${c.structure}`
        : `A/A/S ${tcgStats(c)}`) : "", long ? c.number : ""].filter(Boolean).join(" · ");
  }
  return [c.printed_type, c.cost !== undefined ? "cost " + costText(c) : "",
    c.attack !== null && c.attack !== undefined ? (long ? `Attack ${c.attack} / Defense ${c.defense}` : `A/D ${c.attack}/${c.defense}`) : "",
    long && c.copies ? `${c.copies} in a pile` : ""].filter(Boolean).join(" · ");
}
function classOf(c) { return c.kind !== undefined ? tcgClass(c) : typeClass(c); }
function cardEl(rules, name, opts = {}) {
  const c = cardDef(rules, name);
  const el = h("div", {class: `card ${typeClass(c)}${opts.can ? " can" : ""}${opts.small ? " small" : ""}`,
                       tabindex: "0", role: "button", "data-name": name, "aria-label": name},
    h("div", {class: "c-name"}, name),
    h("div", {class: "c-type"}, c.printed_type || c.type || ""),
    h("div", {class: "c-foot"},
      h("span", {class: "c-cost", title: "cost"}, c.cost === undefined ? "" : costText(c)),
      c.attack !== null && c.attack !== undefined ? h("span", {class: "c-ad", title: "Attack/Defense"}, `${c.attack}/${c.defense}`) : null),
    opts.count > 1 ? h("span", {class: "c-count"}, "×" + opts.count) : null,
    opts.badge !== undefined ? h("span", {class: "c-pile"}, String(opts.badge)) : null);
  el.addEventListener("click", () => openCard(rules, name, opts.options || []));
  el.addEventListener("keydown", ev => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); openCard(rules, name, opts.options || []); } });
  el.addEventListener("mouseenter", ev => showTip(rules, name, ev));
  el.addEventListener("mousemove", moveTip);
  el.addEventListener("mouseleave", hideTip);
  return el;
}
function showTip(rules, name, ev) {
  if (!matchMedia("(hover: hover)").matches) return;
  const c = cardDef(rules, name);
  const tip = $("#tip");
  tip.replaceChildren(h("b", {}, name), h("div", {class: "muted"}, cardFacts(c, false)),
    h("div", {class: "tip-text"}, c.text || ""));
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
function hideTip() { $("#tip").hidden = true; }

// The card's sheet: its text and the choices about it (``labels``: the choices in words, where the view has them).
function openCard(rules, name, options, labels, title) {
  hideTip();
  const c = name === null ? {name: title, text: ""} : cardDef(rules, name);
  const sheet = $("#sheet");
  sheet.replaceChildren(
    h("div", {class: `sheet-card ${name === null ? "t-back" : classOf(c)}`},
      h("h3", {}, title || name),
      h("div", {class: "muted"}, name === null ? "Face down: only its owner knows what it is." : cardFacts(c, true)),
      c.text ? h("p", {class: "card-text"}, c.text) : null),
    options.length ? h("div", {class: "opts"}, options.map((o, i) => optionButton(o, true, labels && labels[i]))) : null,
    h("div", {class: "sheet-foot"}, h("button", {type: "button", class: "link", onclick: closeSheet}, "Close")));
  $("#sheet-back").hidden = false;
}
function closeSheet() { const b = $("#sheet-back"); if (b) b.hidden = true; }
document.addEventListener("click", ev => { if (ev.target && ev.target.id === "sheet-back") closeSheet(); });
document.addEventListener("keydown", ev => { if (ev.key === "Escape") closeSheet(); });

function actionText(o) { return o.map(String).join(" "); }
function optionLabel(o) { const t = actionText(o); return t.charAt(0).toUpperCase() + t.slice(1); }
function optionButton(o, fromSheet, label) {
  const live = G.live;
  return h("button", {type: "button", class: "opt v-" + String(o[0]).replace(/[^a-z]/gi, ""),
                      "data-action": JSON.stringify(o), disabled: !live || !!live.pending,
                      onclick: () => { if (fromSheet) closeSheet(); if (G.live) G.live.act(o); }},
    label ? label.charAt(0).toUpperCase() + label.slice(1) : optionLabel(o));
}
function optionsFor(options, name) { return options.filter(o => o.slice(1).some(x => x === name)); }
// A Supply pile offers the choices that take a card from the Supply or name it (not those about a card in a zone).
const ZONE_VERBS = new Set(["play", "deploy", "use", "scrap", "discard", "damage", "reveal", "return", "keep", "put"]);
function supplyOptionsFor(options, name) { return optionsFor(options, name).filter(o => !ZONE_VERBS.has(String(o[0]))); }
// A card in hand offers everything but taking from the Supply; a card on the table neither that nor playing from hand.
const NOT_IN_HAND = new Set(["buy", "gain"]);
const NOT_ON_TABLE = new Set(["buy", "gain", "play", "deploy"]);
function handOptionsFor(options, name) { return optionsFor(options, name).filter(o => !NOT_IN_HAND.has(String(o[0]))); }
function tableOptionsFor(options, name) { return optionsFor(options, name).filter(o => !NOT_ON_TABLE.has(String(o[0]))); }

// -- the board (live and replay) --------------------------------------------------------------------------------------
function runs(names) {  // adjacent equal names merged: keeps a pile's order
  const out = [];
  for (const n of names) { if (out.length && out[out.length - 1][0] === n) out[out.length - 1][1] += 1; else out.push([n, 1]); }
  return out;
}
function grouped(names) {
  const order = [], count = {};
  for (const n of names) { if (!(n in count)) { order.push(n); count[n] = 0; } count[n] += 1; }
  return order.map(n => [n, count[n]]);
}
function zoneCards(rules, cards, options, ordered) {
  if (!Array.isArray(cards)) return h("div", {class: "zone-empty muted"}, "");
  if (!cards.length) return h("div", {class: "zone-empty muted"}, "none");
  return h("div", {class: "cards"}, (ordered ? runs(cards) : grouped(cards)).map(([n, k]) => {
    const opts = tableOptionsFor(options, n);
    return cardEl(rules, n, {count: k, can: opts.length > 0, options: opts});
  }));
}
function countOf(z) { return Array.isArray(z) ? z.length : (z ? z.count : 0); }

function playerArea(msg, p, me, options) {
  const v = msg.view, rules = v.rules, Z = v.zones, tot = msg.totals;
  const who = `P${p + 1}`;
  const label = me ? (msg.replayOf === "all" ? who : `${who} · you`) :
    (msg.opponent ? `${who} · ${msg.opponent.kind === "bot" ? msg.opponent.name + " bot" : "opponent"}` : who);
  const disc = Z["discard" + p];
  const discText = Array.isArray(disc) ? `${disc.length}${disc.length ? " (top: " + disc[disc.length - 1] + ")" : ""}`
    : `${disc ? disc.count : 0}${disc && disc.top ? " (top: " + disc.top + ")" : ""}`;
  const hand = Z["hand" + p], aside = Z["aside" + p], deck = Z["deck" + p];
  const active = v.counters && v.counters.active === p;
  const stats = h("div", {class: "stats"},
    h("span", {class: "stat", "data-stat": "hand"}, "Hand ", h("b", {}, countOf(hand))),
    h("span", {class: "stat", "data-stat": "deck"}, "Deck ", h("b", {}, countOf(deck))),
    h("span", {class: "stat", "data-stat": "discard"}, "Discard ", h("b", {}, discText)),
    countOf(aside) ? h("span", {class: "stat"}, "Set aside ", h("b", {}, countOf(aside))) : null,
    tot ? h("span", {class: "stat totals", title: "Attack / Defense of the deployment zone"},
      "ATK ", h("b", {"data-total": "attack"}, tot.attack[p]), " DEF ", h("b", {"data-total": "defense"}, tot.defense[p])) : null);
  const sections = [
    h("div", {class: "zone"}, h("div", {class: "zone-title"}, ZONE_LABEL.units), zoneCards(rules, Z["units" + p], options)),
    Array.isArray(Z["play" + p]) && Z["play" + p].length ? h("div", {class: "zone"}, h("div", {class: "zone-title"}, ZONE_LABEL.play),
      zoneCards(rules, Z["play" + p], options)) : null,
    Array.isArray(aside) && aside.length ? h("div", {class: "zone"}, h("div", {class: "zone-title"}, ZONE_LABEL.aside),
      zoneCards(rules, aside, options)) : null,
    Array.isArray(deck) && msg.replayOf === "all" ? h("div", {class: "zone"}, h("div", {class: "zone-title"}, "Deck (top first)"),
      zoneCards(rules, deck.slice().reverse(), [], true)) : null,
    Array.isArray(disc) && disc.length && (msg.replayOf === "all" || me) ? h("details", {class: "zone"},
      h("summary", {class: "zone-title"}, `Discard pile (${disc.length})`), zoneCards(rules, disc.slice().reverse(), options, true)) : null,
  ];
  if (!me && !Array.isArray(hand)) {
    sections.unshift(h("div", {class: "zone"}, h("div", {class: "zone-title"}, "Hand"),
      h("div", {class: "backs"}, Array.from({length: hand.count}, () => h("span", {class: "back"})))));
  } else if (!me || msg.replayOf) {
    sections.unshift(h("div", {class: "zone"}, h("div", {class: "zone-title"}, "Hand"), zoneCards(rules, hand, options)));
  }
  return h("section", {class: `player ${me ? "me" : "opp"}${active ? " active" : ""}`, "data-player": p},
    h("div", {class: "player-head"}, h("h3", {}, label, active ? h("span", {class: "turn-dot", title: "this player's turn"}) : null), stats),
    ...sections);
}

function turnBar(msg) {
  const c = msg.view.counters || {}, seat = msg.seat;
  const chips = [];
  if (c.turn !== undefined) chips.push(h("span", {class: "chip"}, "Turn ", h("b", {}, c.turn)));
  if (c.active !== undefined) chips.push(h("span", {class: "chip"}, `P${c.active + 1}'s turn`, c.active === seat && msg.type === "state" ? " (you)" : ""));
  if (c.phase) chips.push(h("span", {class: "chip"}, "Phase ", h("b", {}, c.phase)));
  for (const [k, label] of [["actions", "Actions"], ["buys", "Buys"], ["industry", "Industry"], ["lostech", "LosTech"]]) {
    if (c[k] !== undefined) chips.push(h("span", {class: "chip", "data-counter": k}, label + " ", h("b", {}, c[k])));
  }
  return h("div", {class: "turnbar"}, chips);
}

function supplyPanel(msg, options) {
  const v = msg.view;
  if (!v.supply) return null;
  const tiles = Object.entries(v.supply).map(([name, n]) => {
    const opts = supplyOptionsFor(options, name);
    const el = cardEl(v.rules, name, {can: opts.length > 0, options: opts, badge: n, small: true});
    if (n === 0) el.classList.add("empty");
    return el;
  });
  return h("section", {class: "panel supply"}, h("h3", {}, "Supply ", h("small", {class: "muted"}, "(cost · cards left)")),
    h("div", {class: "supply-grid"}, tiles));
}

function sharedZones(msg, options) {
  const v = msg.view, out = [];
  for (const [zone, cards] of Object.entries(v.zones)) {
    if (/\d$/.test(zone)) continue;
    if (zone === "scrapheap") {
      out.push(h("details", {class: "zone shared"}, h("summary", {class: "zone-title"}, `Scrapheap (${countOf(cards)})`),
        zoneCards(v.rules, cards, options)));
    } else if (countOf(cards)) {
      out.push(h("div", {class: "zone shared hl"}, h("div", {class: "zone-title"}, ZONE_LABEL[zone] || zone),
        zoneCards(v.rules, cards, options)));
    }
  }
  return h("section", {class: "shared-zones"}, out);
}

function logPanel(msg) {
  const lines = msg.view.log || [];
  const list = h("ol", {class: "log", id: "log"}, lines.map(t => h("li", {class: /^(Turn \d+|-- turn \d+)/.test(t) ? "turn" : ""}, t)));
  const panel = h("details", {class: "panel logpanel", open: matchMedia("(min-width: 900px)").matches || undefined},
    h("summary", {}, h("h3", {}, "Game log")), list);
  setTimeout(() => { list.scrollTop = list.scrollHeight; }, 0);
  return panel;
}

function decisionPanel(msg) {
  const v = msg.view, live = G.live;
  if (v.result) return h("section", {class: "decision done", id: "decision"}, h("b", {}, "Game over. "), resultText(msg),
    " ", h("a", {href: "#/replay/" + (live ? live.id : ""), id: "open-replay"}, "Watch the replay"));
  const mine = v.options && v.options.length > 0;
  const pairs = (v.options || []).map((o, i) => [o, (v.labels || [])[i]]);
  const opts = pairs.filter(([o]) => o.length > 1).concat(pairs.filter(([o]) => o.length <= 1));
  return h("section", {class: "decision" + (mine ? " mine" : ""), id: "decision", "data-mine": mine ? "1" : "0"},
    h("div", {class: "prompt"}, mine ? v.prompt : (v.prompt || "").replace(/^waiting/, "Waiting") + "…"),
    h("div", {class: "opts"}, mine ? opts.map(([o, label]) => optionButton(o, false, label)) : null,
      msg.mode === "bot" ? h("button", {type: "button", id: "undo", class: "undo", disabled: !msg.undo || !!(live && live.pending),
        title: "Take back your moves since new information was last revealed to you",
        onclick: () => live && live.undo()}, "Undo") : null));
}

function resultText(msg) {
  const r = msg.view.result, seat = msg.seat;
  if (!r) return "";
  const scores = (r.scores || []).map((s, i) => `P${i + 1} ${s}`).join(" – ");
  let head = r.winner === null || r.winner === undefined ? "A draw." : `P${r.winner + 1} wins.`;
  if (msg.type === "state" && r.winner !== null && r.winner !== undefined) head = r.winner === seat ? "You win!" : "You lose.";
  if (msg.view.board) return `${head} ${r.reason || ""}${r.reason ? ". " : ""}Stockpiles left: ${scores}.`;
  const ranks = (msg.outcome || {}).ranks;
  if (ranks && ranks.length > 2) {
    const order = ranks.map((k, i) => i).sort((a, b) => ranks[a] - ranks[b] || a - b);
    return `Ranking: ${order.map(i => `${ranks[i]}. P${i + 1}${i === seat && msg.type === "state" ? " (you)" : ""}`).join(", ")}. Score ${scores}.`;
  }
  return `${head} Score ${scores}.`;
}

function finalOverlay(msg) {
  const r = msg.view.result, live = G.live, o = msg.outcome || {};
  const seat = msg.seat;
  const ranks = o.ranks || (r.scores || []).map((_, i) => r.winner === null || r.winner === undefined || i === r.winner ? 1 : 2);
  const firsts = ranks.filter(k => k === 1).length;
  const title = firsts === 1 ? (ranks[seat] === 1 ? "You win!" : `P${ranks.indexOf(1) + 1} wins`)
    : firsts === ranks.length ? "A draw" : (ranks[seat] === 1 ? "You share first place" : "First place shared");
  const tcg = !!msg.view.board;  // the TCG scores a player's Stockpile left and has no Units count
  const scores = o.scores && o.scores.length ? o.scores : r.scores || [];
  const place = k => k === 1 ? (firsts === 1 ? "winner" : "first (shared)") : `place ${k}`;
  // Best place first; every seat of any number of seats has a row.
  const order = ranks.map((k, i) => i).sort((a, b) => ranks[a] - ranks[b] || a - b);
  const rows = order.map(i => h("tr", {"data-seat": i, "data-rank": ranks[i]}, h("th", {}, `P${i + 1}${i === seat ? " (you)" : ""}`),
    h("td", {}, scores[i]), tcg ? null : h("td", {}, r.units ? r.units[i] : ""), h("td", {}, place(ranks[i]))));
  const box = h("div", {class: "final", id: "final", role: "dialog"},
    h("h2", {}, title),
    tcg && r.reason ? h("p", {}, r.reason + ".") : !tcg && o.reason && ranks.length > 2 ? h("p", {}, o.reason + ".") : null,
    h("table", {class: "scores"}, h("tr", {}, h("th", {}), h("th", {}, tcg ? "Stockpile left" : "Score (cards)"),
      tcg ? null : h("th", {}, "Units"), h("th", {})), rows),
    r.turns !== undefined ? h("p", {class: "muted"}, `${r.turns} turns`) : null,
    h("div", {class: "opts"},
      h("a", {class: "button primary", href: "#/replay/" + live.id, id: "final-replay"}, "Watch the replay"),
      h("a", {class: "button", href: "#/"}, "New game"),
      h("button", {type: "button", onclick: () => { G.final_closed[live.id] = true; box.remove(); }}, "Look at the board")));
  return box;
}

function renderBoard(msg, extra) {
  if (msg.view.board) return tcgBoard(msg, extra);
  const v = msg.view, options = v.options || [];
  const bottom = msg.seat === null || msg.seat === undefined ? 0 : msg.seat;
  const top = 1 - bottom;
  const me = playerArea(msg, bottom, true, options);
  const hand = v.zones["hand" + bottom];
  const handZone = msg.replayOf ? null : h("section", {class: "hand", id: "hand"}, h("div", {class: "zone-title"}, "Your hand"),
    Array.isArray(hand) ? (hand.length ? h("div", {class: "cards"}, hand.map(n => {
      const opts = handOptionsFor(options, n);
      return cardEl(v.rules, n, {can: opts.length > 0, options: opts});
    })) : h("div", {class: "muted"}, "empty")) : null);
  const board = h("div", {class: "board", id: "board", "data-position": msg.position, "data-seat": bottom,
                          "data-finished": v.result ? "1" : "0"},
    h("div", {class: "main-col"}, extra || null, turnBar(msg), playerArea(msg, top, false, options), sharedZones(msg, options),
      me, msg.replayOf ? null : decisionPanel(msg), handZone),
    h("div", {class: "side-col"}, supplyPanel(msg, options), logPanel(msg)));
  return board;
}

// -- the BattleTech TCG board -----------------------------------------------------------------------------------------
// Its view has "board" (per side: counts, Scrapheap, assets and each region's cards as {id, name (null when face down
// to this seat), markers}), "mission" (cards as labels "Name #id", and their ids), "hand_ids" (the seat's own hand
// cards, in the order of its names), "labels" (the options in words) and "targets" (per option, the references it
// makes: ["card", id], ...).  Cards are known by instance id: a card's choices are the options that target it.
const ASSETS = {A: "Assembly", L: "Logistics", M: "Munitions", P: "Politics", T: "Tactics"};
const REGIONS = [["command_post", "post", "Command Post"], ["patrol", "patrol", "Patrol"],
                 ["build", "build", "Under Construction"]];

function tcgClass(c) {
  const sub = c.subtypes || [];
  if (c.kind === "mech") return "t-unit";
  if (c.kind === "mission") return "t-attack";
  return sub.includes("Resource") ? "t-resource" : sub.includes("Pilot") ? "t-reaction" : "t-support";
}
function tcgTypeLine(c) {
  const kind = c.kind === "mech" ? "'Mech" : (c.kind || "").charAt(0).toUpperCase() + (c.kind || "").slice(1);
  return [kind, ...(c.subtypes || []), c.speed || ""].filter(Boolean).join(" · ");
}
function tcgStats(c) { return c.attack === null || c.attack === undefined ? "" : `${c.attack}/${c.armor}/${c.structure}`; }
function placeName(x) { return x === "stock" ? "Stockpile" : x === "scrap" ? "Scrapheap" : String(x); }

function tcgModel(msg) {
  const v = msg.view, mission = v.mission || {};
  const options = msg.replayOf ? [] : v.options || [];
  const labels = options.map((o, i) => (v.labels || [])[i] || actionText(o));
  const targets = msg.replayOf ? [] : v.targets || [];
  const ids = mission.ids || {}, role = {};
  for (const id of ids.attackers || []) role[id] = "attacking";
  for (const id of ids.blockers || []) role[id] = "blocking";
  if (ids.target !== null && ids.target !== undefined) role[ids.target] = "target";
  const inRegions = new Set(), onBoard = new Set(), hosts = {};
  for (const side of v.board) {
    for (const [key] of REGIONS) for (const e of side[key]) { inRegions.add(e.id); onBoard.add(e.id); }
    for (const e of side.attached) { onBoard.add(e.id); (hosts[e.on] = hosts[e.on] || []).push(e); }
  }
  const choicesFor = id => {
    const idx = options.map((o, i) => i).filter(i => (targets[i] || []).some(([k, ref]) => k === "card" && ref === id));
    return [idx.map(i => options[i]), idx.map(i => labels[i])];
  };
  return {rules: v.rules, counters: v.counters || {}, options, labels, role, inRegions, onBoard, hosts, choicesFor};
}

function tcgCard(M, name, id, e = {}) {
  const c = name === null ? null : cardDef(M.rules, name);
  const [opts, labels] = id === null ? [[], []] : M.choicesFor(id);
  const title = name === null ? `Face-down card #${id}` : name;
  const el = h("div", {class: `card tcard ${c ? classOf(c) : "back-card"}${opts.length ? " can" : ""}`, tabindex: "0",
                       role: "button", "data-name": name, "data-id": id, "aria-label": title},
    h("div", {class: "c-name"}, c ? name : "face down"),
    c ? h("div", {class: "c-type"}, tcgTypeLine(c)) : null,
    c ? h("div", {class: "c-foot"}, c.cost ? h("span", {class: "c-cost", title: "cost"}, c.cost) : null,
      tcgStats(c) ? h("span", {class: "c-ad", title: "Attack/Armor/Structure"}, tcgStats(c)) : null) : null,
    id !== null ? h("span", {class: "c-id", title: "card id (the choices name it)"}, "#" + id) : null,
    e.damage || e.counters ? h("div", {class: "marks"},
      e.damage ? h("span", {class: "mk dmg", title: `${e.damage} damage`}, String(e.damage)) : null,
      e.counters ? h("span", {class: "mk cc", title: `${e.counters} construction counter${e.counters === 1 ? "" : "s"}`},
        String(e.counters)) : null) : null);
  const open = () => openCard(M.rules, name, opts, labels, name === null ? title : null);
  el.addEventListener("click", open);
  el.addEventListener("keydown", ev => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); open(); } });
  if (c) {
    el.addEventListener("mouseenter", ev => showTip(M.rules, name, ev));
    el.addEventListener("mousemove", moveTip);
    el.addEventListener("mouseleave", hideTip);
  }
  return el;
}

function cardChip(rules, label, opts = {}) {
  const name = String(label).replace(/ #\d+$/, "");
  const known = (G.cards[rules] || {})[name];
  const el = h("span", {class: "chip cardchip" + (opts.can ? " can" : "") + (opts.cls ? " " + opts.cls : ""),
                        tabindex: known || opts.can ? "0" : null, role: known || opts.can ? "button" : null},
    opts.prefix || "", placeName(label), opts.suffix || "");
  if (known || opts.can) el.addEventListener("click", () => openCard(rules, known ? name : null, opts.options || [],
                                                                     opts.labels, known ? null : placeName(label)));
  if (known) {
    el.addEventListener("mouseenter", ev => showTip(rules, name, ev));
    el.addEventListener("mousemove", moveTip);
    el.addEventListener("mouseleave", hideTip);
  }
  return el;
}

function guardText(g) { return typeof g === "number" ? "#" + g : placeName(g); }

function tcgUnit(M, e, name, inBuild) {
  const faceDown = inBuild && !M.counters["up:" + e.id];
  const role = M.role[e.id];
  const tags = [e.tapped ? "tapped" : null, e.depleted ? "depleted" : null,
                e.guard !== undefined && e.guard !== null ? "guards " + guardText(e.guard) : null,
                faceDown && name !== null ? "face down" : null, role || null].filter(Boolean);
  return h("div", {class: `unit${e.tapped ? " tapped" : ""}${role ? " " + role : ""}`, "data-id": e.id},
    h("div", {class: "slot"}, h("div", {class: "turn"}, tcgCard(M, name, e.id, e))),
    tags.length ? h("div", {class: "tags"}, tags.map(t => h("span", {class: "tag tag-" + t.split(" ")[0].replace(/[^a-z]/g, "")}, t))) : null,
    (M.hosts[e.id] || []).map(a => attachedChip(M, a)));
}

function attachedChip(M, a) {
  const [options, labels] = M.choicesFor(a.id);
  const marks = [a.tapped ? "tapped" : "", a.damage ? `${a.damage} dmg` : ""].filter(Boolean).join(", ");
  return cardChip(M.rules, (a.name || "face-down card") + " #" + a.id, {can: options.length > 0, options, labels,
    cls: "attached" + (a.tapped ? " tapped" : ""), prefix: "+ ", suffix: marks ? ` (${marks})` : ""});
}

function tcgSide(msg, M, p, me) {
  const v = msg.view, side = v.board[p], c = M.counters, Z = v.zones;
  const who = `P${p + 1}`;
  const label = me ? (msg.replayOf === "all" ? who : `${who} · you`) :
    (msg.opponent ? `${who} · ${msg.opponent.kind === "bot" ? msg.opponent.name + " bot" : "opponent"}` : who);
  const active = c.active === p, pool = c["pool" + p];
  const stats = h("div", {class: "stats"},
    h("span", {class: "stat", "data-stat": "stockpile"}, "Stockpile ", h("b", {}, side.stockpile)),
    h("span", {class: "stat", "data-stat": "hand"}, "Hand ", h("b", {}, side.hand)),
    h("span", {class: "stat", "data-stat": "scrapheap"}, "Scrapheap ", h("b", {}, side.scrapheap.length)),
    pool ? h("span", {class: "stat", "data-stat": "pool", title: "resources to spend now"}, "Resources ", h("b", {}, pool)) : null,
    h("span", {class: "stat", "data-stat": "assets"}, "Assets ", side.assets.length
      ? side.assets.map(a => h("b", {class: "asset", title: ASSETS[a] || a}, a)) : h("b", {}, "none")));
  // The opponent's side mirrors mine: both Patrols face the mission between them.
  const order = me ? REGIONS.slice(1, 2).concat(REGIONS.slice(0, 1), REGIONS.slice(2)) : REGIONS.slice(2).concat(REGIONS.slice(0, 2));
  const regions = order.map(([key, zone, title]) => {
    const names = Z[zone + p];  // every name in a replay that shows everything
    const units = side[key].map((e, i) => tcgUnit(M, e, e.name !== null ? e.name : Array.isArray(names) ? names[i] : null,
                                                  key === "build"));
    const region = h("div", {class: "region", "data-region": key}, h("div", {class: "zone-title"}, `${title} (${units.length})`),
      units.length ? h("div", {class: "tcards"}, units) : h("div", {class: "zone-empty muted"}, "none"));
    region.style.flexGrow = String(Math.max(1, units.length));  // the fuller a region, the wider (CSSOM: allowed by the CSP)
    return region;
  });
  const loose = side.attached.filter(a => !M.inRegions.has(a.on));
  if (loose.length) regions.push(h("div", {class: "region", "data-region": "attached"}, h("div", {class: "zone-title"}, "Attached"),
    h("div", {class: "chips"}, loose.map(a => attachedChip(M, a)))));
  const hand = Z["hand" + p];
  let handRow = null;
  if (!Array.isArray(hand)) {
    handRow = h("div", {class: "zone"}, h("div", {class: "backs", title: `${side.hand} cards in hand`},
      Array.from({length: side.hand}, () => h("span", {class: "back"}))));
  } else if (msg.replayOf) {
    handRow = h("div", {class: "zone"}, h("div", {class: "zone-title"}, `Hand (${hand.length})`),
      hand.length ? h("div", {class: "tcards"}, hand.map(n => h("div", {class: "unit"}, h("div", {class: "slot"}, tcgCard(M, n, null)))))
        : h("div", {class: "zone-empty muted"}, "none"));
  }
  const removed = Z["removed" + p];
  return h("section", {class: `player tcg-side ${me ? "me" : "opp"}${active ? " active" : ""}`, "data-player": p},
    h("div", {class: "player-head"}, h("h3", {}, label, active ? h("span", {class: "turn-dot", title: "this player's turn"}) : null), stats),
    me ? null : handRow,
    h("div", {class: "regions"}, regions),
    h("details", {class: "zone scrapheap"}, h("summary", {class: "zone-title"}, `Scrapheap (${side.scrapheap.length})`),
      side.scrapheap.length ? h("div", {class: "chips"}, side.scrapheap.slice().reverse().map(n => cardChip(M.rules, n)))
        : h("div", {class: "zone-empty muted"}, "none")),
    Array.isArray(removed) && removed.length ? h("details", {class: "zone"}, h("summary", {class: "zone-title"},
      `Removed from the game (${removed.length})`), h("div", {class: "chips"}, removed.map(n => cardChip(M.rules, n)))) : null,
    me ? handRow : null);
}

function tcgMission(msg, M) {
  const m = msg.view.mission;
  if (!m) return null;
  const defender = 1 - m.attacker;
  const chips = labels => labels.length ? labels.map(l => cardChip(M.rules, l)) : h("span", {class: "muted"}, "none");
  const target = m.target === null || m.target === undefined ? h("span", {class: "muted"}, "not chosen yet")
    : m.target === "stock" || m.target === "scrap" ? h("span", {}, `P${defender + 1}'s ${placeName(m.target)}`) : cardChip(M.rules, m.target);
  const rows = [
    ["Attackers", chips(m.attackers)],
    ["Blockers", chips(m.blockers)],
    ["Target", [target, m.target_in_battle ? h("span", {class: "muted"}, " in the battle") : null]],
    ["Initiative", `P1 ${m.initiative[0]} · P2 ${m.initiative[1]}`],
    m.damage.length ? ["Damage", m.damage.map(([s, d, n]) => h("div", {}, `${placeName(s)} → ${placeName(d)}: ${n}`))] : null,
    m.missiles.length ? ["Missiles", m.missiles.map(([s, d]) => h("div", {}, `${placeName(s)} → ${placeName(d)}`))] : null,
    m.mission_cards.length ? ["Mission cards", chips(m.mission_cards)] : null,
  ].filter(Boolean);
  return h("section", {class: "panel mission", id: "mission"}, h("h3", {}, `Mission: P${m.attacker + 1} attacks P${defender + 1}`),
    h("dl", {class: "mission-rows"}, rows.flatMap(([k, val]) => [h("dt", {}, k), h("dd", {"data-row": k.toLowerCase()}, val)])));
}

function tcgHand(msg, M, p) {
  const names = msg.view.zones["hand" + p];
  if (!Array.isArray(names)) return null;
  const ids = names.map((n, i) => (msg.view.hand_ids || [])[i] ?? null);
  return h("section", {class: "hand", id: "hand"}, h("div", {class: "zone-title"}, `Your hand (${names.length})`),
    names.length ? h("div", {class: "tcards"}, names.map((n, i) => h("div", {class: "unit"}, h("div", {class: "slot"}, tcgCard(M, n, ids[i])))))
      : h("div", {class: "muted"}, "empty"));
}

function tcgBoard(msg, extra) {
  const v = msg.view, M = tcgModel(msg);
  const bottom = msg.seat === null || msg.seat === undefined ? 0 : msg.seat;
  const bar = turnBar(msg);
  if (v.counters && v.counters.deploys !== undefined && !v.result) {
    bar.append(h("span", {class: "chip", "data-counter": "deploys", title: "cards the active player may still deploy this turn"},
      "Deploys left ", h("b", {}, v.counters.deploys)));
  }
  if (!msg.replayOf && !v.result) bar.append(autoPassToggle());
  return h("div", {class: "board tcg", id: "board", "data-position": msg.position, "data-seat": bottom,
                   "data-finished": v.result ? "1" : "0"},
    h("div", {class: "main-col"}, extra || null, bar, tcgSide(msg, M, 1 - bottom, false), tcgMission(msg, M),
      tcgSide(msg, M, bottom, true), msg.replayOf ? null : decisionPanel(msg), msg.replayOf ? null : tcgHand(msg, M, bottom)),
    h("div", {class: "side-col"}, logPanel(msg)));
}

// -- live games -------------------------------------------------------------------------------------------------------
class Live {
  constructor(id, entry) {
    this.id = id; this.token = entry.token; this.entry = entry;
    this.seq = 0; this.pending = null; this.msg = null; this.closed = false; this.retry = 0;
    this.connect();
  }
  connect() {
    setConn("connecting…", "warn");
    const ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws/games/" + encodeURIComponent(this.id));
    this.ws = ws;
    ws.onopen = () => { this.retry = 0; setConn("connected", "ok"); ws.send(JSON.stringify({type: "hello", token: this.token})); };
    ws.onmessage = ev => { let m; try { m = JSON.parse(ev.data); } catch (e) { return; } this.receive(m); };
    ws.onclose = ev => {
      if (this.closed) return;
      if (ev.code === 4403 || ev.code === 4404) { setConn("refused", "bad"); return; }
      setConn("reconnecting…", "warn");
      this.retry = Math.min(this.retry + 1, 6);
      setTimeout(() => { if (!this.closed) this.connect(); }, 250 * 2 ** this.retry);
    };
  }
  close() { this.closed = true; try { this.ws.close(); } catch (e) { /* already closed */ } }
  receive(m) {
    if (m.type === "state") {
      const first = this.msg === null;
      this.msg = m;
      this.seq = Math.max(this.seq, m.your_seq);
      if (this.pending) {
        if (m.your_seq >= this.pending.seq) this.pending = null;
        else if (this.resend && m.position === this.pending.pos) { this.resend = false; this.ws.send(JSON.stringify(this.pending)); }
        else if (m.position !== this.pending.pos) this.pending = null;
      }
      render(first);
      if (m.view.no_reaction && !this.pending && autoPass()) this.act(m.view.no_reaction);
    } else if (m.type === "ack") {
      if (this.pending && m.seq === this.pending.seq) this.pending = null;
    } else if (m.type === "error") {
      if (this.pending && (m.seq === this.pending.seq || m.seq === undefined)) this.pending = null;
      toast(m.message);
      if (m.code === "unknown_game" || m.code === "bad_token" || m.code === "no_token") {
        $("#app").replaceChildren(h("div", {class: "panel pad"}, h("h2", {}, "Cannot open this game"), h("p", {}, m.message), h("a", {href: "#/"}, "Back")));
      }
      if (this.msg) render(false);
    }
  }
  send(type, extra) {
    if (!this.msg || this.pending) return;
    const m = {type, token: this.token, seq: this.seq + 1, pos: this.msg.position, ...extra};
    this.seq = m.seq;
    this.pending = m;
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
    else this.resend = true;
    render(false);
  }
  act(option) { this.send("action", {action: option}); }
  undo() { this.send("undo", {}); }
}

function showGame(id) {
  const entry = myGames()[id];
  if (!entry || !entry.token) {
    $("#app").replaceChildren(h("div", {class: "panel pad"}, h("h2", {}, "Not your game"),
      h("p", {}, "This browser holds no seat for this game. Use the invite link your friend sent you."), h("a", {href: "#/"}, "Back")));
    return;
  }
  setWhere(`game ${id}`);
  $("#app").replaceChildren(h("p", {class: "muted pad"}, "Connecting…"));
  G.live = new Live(id, entry);
}

// Until every seat is filled: who is still missing and, for the creator, each open seat's link (each works once).
function inviteBox(live, missing) {
  const links = (live.entry.invites && live.entry.invites.length ? live.entry.invites
    : live.entry.invite ? [{seat: missing[0], invite: live.entry.invite}] : []).filter(i => missing.includes(i.seat));
  const rows = links.map(i => {
    const link = `${location.origin}${location.pathname}#/join/${live.id}/${i.invite}`;
    const input = h("input", {class: "invite-link", id: links.length === 1 ? "invite-link" : null, "data-seat": i.seat,
                              readonly: true, value: link});
    return h("div", {class: "row"}, h("span", {}, `P${i.seat + 1}`), input, h("button", {type: "button", onclick: async () => {
      input.select();
      try { await navigator.clipboard.writeText(link); toast("Copied.", "ok"); } catch (e) { document.execCommand("copy"); }
    }}, "Copy"));
  });
  const who = missing.map(p => `P${p + 1}`).join(", ");
  return h("div", {class: "panel invite", id: "waiting"}, h("b", {}, `Waiting for ${who}. `),
    rows.length ? (rows.length === 1 ? "Send them this link (it works once):" : "Send each person their seat's link (each works once):")
      : "The game starts when every seat is filled.", ...rows);
}

function render(first) {
  const live = G.live;
  if (!live || !live.msg) return;
  const msg = live.msg;
  const scrollY = window.scrollY;
  const missing = (msg.seats || []).filter(s => s.kind === "person" && !s.joined).map(s => s.seat);
  const extra = missing.length ? inviteBox(live, missing) : null;
  const board = renderBoard(msg, extra);
  if (live.pending) board.classList.add("busy");
  const nodes = [board];
  if (msg.view.result && !G.final_closed[live.id]) nodes.push(finalOverlay(msg));
  $("#app").replaceChildren(...nodes);
  if (!first) window.scrollTo(0, scrollY);
  const c = msg.view.counters || {};
  setWhere(`P${msg.seat + 1} · vs ` + (msg.seats || []).filter(s => !s.you).map(s => s.kind === "bot" ? s.name + " bot" : "a person").join(", "));
  document.title = (msg.view.options && msg.view.options.length ? "▶ your move · " : "") + "mechdeck" + (c.turn ? ` · turn ${c.turn}` : "");
}

// -- replays ----------------------------------------------------------------------------------------------------------
async function showReplay(id) {
  const entry = myGames()[id];
  if (!entry || !entry.token) { $("#app").replaceChildren(h("p", {class: "pad"}, "This browser holds no seat for this game.")); return; }
  setWhere(`replay ${id}`);
  setConn("");
  let info;
  try { info = await api("GET", `/api/games/${encodeURIComponent(id)}/replay`, undefined, entry.token); }
  catch (e) { $("#app").replaceChildren(h("div", {class: "panel pad"}, h("h2", {}, "No replay"), h("p", {}, e.message), h("a", {href: "#/game/" + id}, "Back to the game"))); return; }
  const R = G.replay = {id, info, pos: 0, of: String(entry.seat), token: entry.token};
  await replayShow(R);
}

async function replayShow(R) {
  let frame;
  try { frame = await api("GET", `/api/games/${encodeURIComponent(R.id)}/replay/${R.pos}?view=${R.of}`, undefined, R.token); }
  catch (e) { toast(e.message); return; }
  if (G.replay !== R) return;
  const n = R.info.length;
  const go = p => { R.pos = Math.max(0, Math.min(n, p)); replayShow(R); };
  const next = R.pos < n ? R.info.actions[R.pos] : null;
  const prev = R.pos > 0 ? R.info.actions[R.pos - 1] : null;
  const slider = h("input", {type: "range", min: "0", max: String(n), value: String(R.pos), id: "replay-slider",
                             onchange: ev => go(Number(ev.target.value))});
  const viewSel = h("select", {id: "replay-view", onchange: ev => { R.of = ev.target.value; replayShow(R); }},
    Array.from({length: R.info.players || 2}, (_, p) => h("option", {value: String(p), selected: R.of === String(p)}, `P${p + 1}'s view`)),
    h("option", {value: "all", selected: R.of === "all"}, "everything revealed"));
  const controls = h("div", {class: "panel replay-controls", id: "replay-controls"},
    h("div", {class: "row"},
      h("button", {type: "button", onclick: () => go(0), title: "start"}, "«"),
      h("button", {type: "button", id: "replay-back", onclick: () => go(R.pos - 1), title: "back"}, "◀"),
      h("span", {class: "pos", id: "replay-pos"}, `${R.pos} / ${n}`),
      h("button", {type: "button", id: "replay-forward", onclick: () => go(R.pos + 1), title: "forward"}, "▶"),
      h("button", {type: "button", onclick: () => go(n), title: "end"}, "»"),
      viewSel),
    slider,
    h("div", {class: "muted small"}, prev ? `Last: P${prev.seat + 1} ${prev.text}` : "Start of the game",
      next ? ` · next: P${next.seat + 1} ${next.text}` : " · end of the game"));
  const msg = {type: "frame", replayOf: R.of, seat: R.of === "all" ? 0 : Number(R.of), position: frame.position,
               view: frame.view, totals: frame.totals, outcome: frame.outcome, opponent: null, mode: "replay"};
  const board = renderBoard(msg, controls);
  const res = frame.view.result ? h("div", {class: "panel"}, h("b", {}, "Result: "), resultText(msg)) : null;
  $("#app").replaceChildren(board, res || "");
  document.onkeydown = ev => {
    if (G.replay !== R || ev.target.tagName === "INPUT" || ev.target.tagName === "SELECT") return;
    if (ev.key === "ArrowRight") go(R.pos + 1);
    if (ev.key === "ArrowLeft") go(R.pos - 1);
  };
}

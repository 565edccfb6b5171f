// The home page: a new game (rule set, seats, set-up fields from the catalogue's schema, seed), the games this
// browser holds a seat in, and joining by invite link.

import {$, h, toast, setWhere, setConn, seatName, stopPage} from "./dom.js";
import {api} from "./net.js";
import {myGames, saveGame, forgetGame} from "./storage.js";
import {ruleSets, ruleSet, bots, defaultRules} from "./catalogue.js";
import {setupFields} from "./setup-form.js";

const ME = "me", INVITE = "invite", DEFAULT_BOT = "heuristic";

// One select per seat: you, a bot or an invited person.
function seatSelect(p, chosen, onChange) {
  const value = chosen !== undefined ? chosen : p === 0 ? ME : DEFAULT_BOT;
  return h("select", {id: `seat-${p}`, "data-seat": p, onchange: onChange},
    h("option", {value: ME, selected: value === ME}, "you"),
    bots().map(b => h("option", {value: b, selected: value === b}, b + " bot")),
    h("option", {value: INVITE, selected: value === INVITE}, "a person (invite link)"));
}

function newGameForm() {
  const rulesSel = h("select", {id: "rules", name: "rules"},
    ruleSets().map(rs => h("option", {value: rs.rules, selected: rs.rules === defaultRules()}, rs.title)));
  const playersSel = h("select", {id: "players", name: "players"});
  const playersRow = h("label", {class: "row", id: "players-row"}, h("span", {}, "Players"), playersSel);
  const seatsBox = h("div", {class: "radios", id: "seats"});
  const fieldsBox = h("div", {id: "setup-fields"});
  const seed = h("input", {id: "seed", type: "number", min: "0", placeholder: "random", inputmode: "numeric"});
  const seedNote = h("small", {class: "muted", id: "seed-note"}, "");
  const howTo = h("details", {class: "how-to", id: "how-to", hidden: true}, h("summary", {}, "How to play"), h("p", {}));
  let fields = [];
  const specs = () => [...seatsBox.querySelectorAll("select")].map(s => s.value);

  function syncSeed() {
    const people = specs().includes(INVITE);
    seed.disabled = people;
    seedNote.textContent = people ? "With an invited person the server draws the seed and keeps it secret until the end." : "";
  }
  function fillSeats() {
    const n = Number(playersSel.value), was = specs();
    seatsBox.replaceChildren(...Array.from({length: n}, (_, p) => h("label", {class: "radio"}, seatName(p) + " ",
      seatSelect(p, was[p], syncSeed))));
    fields = setupFields(ruleSet(rulesSel.value), n);
    fieldsBox.replaceChildren(...fields.map(f => f.el));
    syncSeed();
  }
  function fillRules() {
    const rs = ruleSet(rulesSel.value);
    playersSel.replaceChildren(...Array.from({length: rs.players.max - rs.players.min + 1}, (_, i) =>
      h("option", {value: String(rs.players.min + i)}, String(rs.players.min + i))));
    playersRow.hidden = rs.players.min === rs.players.max;
    howTo.hidden = !rs.how_to_play;
    import("./help.js").then(m => howTo.lastChild.replaceChildren(...m.markdown(rs.how_to_play || "")));
    fillSeats();
  }
  rulesSel.addEventListener("change", fillRules);
  playersSel.addEventListener("change", fillSeats);

  async function create(ev) {
    ev.preventDefault();
    const config = {};
    for (const f of fields) {
      const v = f.value();
      if (v !== undefined) config[f.name] = v;
    }
    const seats = specs();
    const body = {rules: rulesSel.value, config, players: seats.length, seats};
    if (seed.value !== "" && !seed.disabled) body.seed = Number(seed.value);
    try {
      const r = await api("POST", "/api/games", body);
      const others = seats.map((s, p) => (s === ME ? null : s === INVITE ? "a person" : s + " bot")).filter(Boolean);
      saveGame(r.game, {token: r.token, seat: r.seat, rules: body.rules, opponent: others.join(", "),
                        invites: r.invites || [], created: Date.now()});
      location.hash = "#/game/" + r.game;
    } catch (e) { toast(e.message); }
  }

  const form = h("form", {class: "panel", id: "new-game", onsubmit: create},
    h("h2", {}, "New game"),
    h("label", {class: "row"}, h("span", {}, "Rules"), rulesSel),
    howTo,
    playersRow,
    h("div", {class: "row", id: "seats-row"}, h("span", {}, "Seats"), seatsBox),
    fieldsBox,
    h("label", {class: "row"}, h("span", {}, "Seed"), seed), seedNote,
    h("div", {class: "row"}, h("span", {}), h("button", {type: "submit", id: "create", class: "primary"}, "Start game")));
  return {form, fill: fillRules};
}

function myGamesPanel() {
  const games = Object.entries(myGames()).sort((a, b) => (b[1].created || 0) - (a[1].created || 0));
  return h("section", {class: "panel", id: "my-games"}, h("h2", {}, "Your games"),
    games.length ? h("ul", {class: "games"}, games.map(([id, g]) => h("li", {},
      h("a", {href: "#/game/" + id}, `${ruleSet(g.rules || "").title || "game"}: ${seatName(g.seat)} vs ${g.opponent || "?"}`),
      h("small", {class: "muted"}, " " + new Date(g.created || 0).toLocaleString() + " "),
      h("a", {href: "#/replay/" + id, class: "small"}, "replay"), " ",
      h("button", {class: "link small", type: "button", onclick: () => { forgetGame(id); showHome(); }}, "forget"))))
      : h("p", {class: "muted"}, "None yet. Games you start or join in this browser appear here."));
}

function joinPanel() {
  const input = h("input", {id: "join-link", placeholder: "paste an invite link"});
  return h("form", {class: "panel", onsubmit: ev => {
    ev.preventDefault();
    const m = input.value.match(/#\/join\/([^/]+)\/([^/\s]+)/);
    if (!m) { toast("That is not an invite link."); return; }
    location.hash = "#/join/" + m[1] + "/" + m[2];
  }}, h("h2", {}, "Join a friend's game"), h("div", {class: "row"}, input, h("button", {type: "submit"}, "Join")));
}

export function showHome() {
  setWhere("");
  setConn("");
  const {form, fill} = newGameForm();
  $("#app").replaceChildren(h("div", {class: "home"}, form, h("div", {class: "home-side"}, myGamesPanel(), joinPanel())));
  fill();
}

// A seat link (#/seat/ID/TOKEN, from the Share control on another device): this browser keeps the token and opens
// the game.  A browser that already holds another seat of that game is asked first.
export async function takeSeat(id, token, confirmed = false) {
  const known = myGames()[id];
  let msg;
  try { msg = await api("GET", `/api/games/${encodeURIComponent(id)}/state`, undefined, token); }
  catch (e) { stopPage("Cannot open this seat", e.message); return; }
  if (msg.seat === null) { stopPage("Not a seat link", "That link only watches the game."); return; }
  if (known && known.token && known.token !== token && !confirmed) {
    $("#app").replaceChildren(h("div", {class: "panel pad", id: "seat-switch"},
      h("h2", {}, "Switch seats?"),
      h("p", {}, `This browser already plays ${seatName(known.seat)} in this game. ` +
                 `Play ${seatName(msg.seat)} here instead?`),
      h("div", {class: "row"},
        h("button", {type: "button", class: "primary", id: "seat-switch-yes", onclick: () => takeSeat(id, token, true)},
          `Play ${seatName(msg.seat)}`),
        h("a", {href: "#/game/" + id}, `Keep ${seatName(known.seat)}`))));
    return;
  }
  const others = msg.seats.filter(s => s.seat !== msg.seat)
    .map(s => (s.kind === "bot" ? s.name + " bot" : "a person")).join(", ");
  saveGame(id, {token, seat: msg.seat, rules: msg.view.rules, opponent: others, invites: [],
                created: (known && known.created) || Date.now()});
  location.replace("#/game/" + id);
}

export async function joinGame(id, invite) {
  const known = myGames()[id];
  if (known && known.token) { location.replace("#/game/" + id); return; }
  try {
    const r = await api("POST", `/api/games/${encodeURIComponent(id)}/join`, {invite});
    saveGame(id, {token: r.token, seat: r.seat, opponent: "invited", created: Date.now()});
    location.replace("#/game/" + id);
  } catch (e) {
    stopPage("Cannot join", e.message);
  }
}

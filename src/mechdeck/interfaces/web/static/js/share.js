// The Share control of a game's page: a watch link (anyone with it follows the game from the public view: no hand,
// no options), the replay link once the game is over, and the seat's own link to go on playing on another device.
// The links are built from the game's watch key, asked of the server (with the seat's token) when first opened.

import {h, toast} from "./dom.js";
import {api} from "./net.js";

const keys = new Map();       // game id -> its watch key (asked once per page load)
const controls = new Map();   // game id -> its control: the same element across redraws, so it stays open

// An address of this page: its route and two parts (a game id, then a key or token).
function pageLink(route, id, secret) {
  return `${location.origin}${location.pathname}#/${route}/${encodeURIComponent(id)}/${encodeURIComponent(secret)}`;
}

export const watchLink = (id, key) => pageLink("watch", id, key);
export const replayLink = (id, key) => pageLink("replay", id, key);
export const seatLink = (id, token) => pageLink("seat", id, token);

async function copy(input) {
  input.select();
  try { await navigator.clipboard.writeText(input.value); toast("Copied.", "ok"); }
  catch (e) { document.execCommand("copy"); }
}

function linkRow(id, title, link, note) {
  const input = h("input", {id, class: "share-link", readonly: true, value: link});
  return h("div", {class: "share-row"}, h("b", {}, title), input,
    h("button", {type: "button", onclick: () => copy(input)}, "Copy"), h("small", {class: "muted"}, note));
}

// ``game``: {id, token}; ``finished``: whether the game is over (the replay link is offered then).
export function shareControl(game, finished) {
  const known = controls.get(game.id);
  if (known && known.finished === finished) return known.box;
  const panel = h("div", {class: "share-panel", id: "share-panel"}, h("span", {class: "muted small"}, "Loading…"));
  const box = h("details", {class: "share", id: "share"}, h("summary", {class: "chip"}, "Share"), panel);
  box.addEventListener("toggle", async () => {
    if (!box.open) return;
    let key = keys.get(game.id);
    if (!key) {
      try { key = (await api("GET", `/api/games/${encodeURIComponent(game.id)}/share`, undefined, game.token)).watch; }
      catch (e) { panel.replaceChildren(h("span", {class: "error small"}, e.message)); return; }
      keys.set(game.id, key);
    }
    panel.replaceChildren(
      finished
        ? linkRow("share-replay", "Replay", replayLink(game.id, key),
                  "Anyone with this link can step through the finished game, every card shown.")
        : linkRow("share-watch", "Watch live", watchLink(game.id, key),
                  "Anyone with this link can follow the game as it is played: what is on the table, never a hand."),
      linkRow("share-seat", "Your seat on another device", seatLink(game.id, game.token),
              "Open it on your phone or another computer to go on playing there. " +
              "Anyone with this link plays as you: keep it to yourself."));
  });
  controls.set(game.id, {box, finished});
  return box;
}

// mechdeck in the browser: routes (#/, #/game/ID, #/join/ID/INVITE, #/replay/ID, and the shared links
// #/watch/ID/KEY, #/replay/ID/KEY, #/seat/ID/TOKEN) to the module that draws each.
// Every game screen is drawn from the server's presentations and the rule set's catalogue alone (table.js), with the
// widgets registered below for the panels that name them.

import {$, h} from "./dom.js";
import {loadCatalogue} from "./catalogue.js";
import {closeSheet} from "./cards.js";
import {showHome, joinGame, takeSeat} from "./lobby.js";
import {showGame, leaveGame} from "./game.js";
import {showReplay, leaveReplay} from "./replay.js";
import {showWatch, leaveWatch} from "./watch.js";
import "./widgets/mission.js";
import "./widgets/map.js";

function route() {
  closeSheet();
  leaveGame();
  leaveReplay();
  leaveWatch();
  const parts = location.hash.replace(/^#\/?/, "").split("/").filter(Boolean).map(decodeURIComponent);
  loadCatalogue().then(() => {
    if (parts[0] === "game" && parts[1]) return showGame(parts[1]);
    if (parts[0] === "join" && parts[1] && parts[2]) return joinGame(parts[1], parts[2]);
    if (parts[0] === "replay" && parts[1]) return showReplay(parts[1], parts[2] || null);
    if (parts[0] === "watch" && parts[1] && parts[2]) return showWatch(parts[1], parts[2]);
    if (parts[0] === "seat" && parts[1] && parts[2]) return takeSeat(parts[1], parts[2]);
    return showHome();
  }).catch(e => { $("#app").replaceChildren(h("p", {class: "pad error"}, "Cannot reach the server: " + e.message)); });
}

window.addEventListener("hashchange", route);
route();

// mechdeck in the browser: routes (#/, #/game/ID, #/join/ID/INVITE, #/replay/ID) to the module that draws each.
// Every game screen is drawn from the server's presentations and the rule set's catalogue alone (table.js), with the
// widgets registered below for the panels that name them.

import {$, h} from "./dom.js";
import {loadCatalogue} from "./catalogue.js";
import {closeSheet} from "./cards.js";
import {showHome, joinGame} from "./lobby.js";
import {showGame, leaveGame} from "./game.js";
import {showReplay, leaveReplay} from "./replay.js";
import "./widgets/mission.js";
import "./widgets/map.js";

function route() {
  closeSheet();
  leaveGame();
  leaveReplay();
  const parts = location.hash.replace(/^#\/?/, "").split("/").filter(Boolean).map(decodeURIComponent);
  loadCatalogue().then(() => {
    if (parts[0] === "game" && parts[1]) return showGame(parts[1]);
    if (parts[0] === "join" && parts[1] && parts[2]) return joinGame(parts[1], parts[2]);
    if (parts[0] === "replay" && parts[1]) return showReplay(parts[1]);
    return showHome();
  }).catch(e => { $("#app").replaceChildren(h("p", {class: "pad error"}, "Cannot reach the server: " + e.message)); });
}

window.addEventListener("hashchange", route);
route();

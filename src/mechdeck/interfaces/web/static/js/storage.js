// What this browser keeps: the games it holds a seat in (tokens never leave it but to the server) and settings.

const GAMES_KEY = "mechdeck.games";
const AUTO_PASS_KEY = "mechdeck.autoPass";

export function myGames() {
  try { return JSON.parse(localStorage.getItem(GAMES_KEY)) || {}; } catch (e) { return {}; }
}
export function saveGame(id, entry) {
  const all = myGames();
  all[id] = {...(all[id] || {}), ...entry};
  localStorage.setItem(GAMES_KEY, JSON.stringify(all));
}
export function forgetGame(id) {
  const all = myGames();
  delete all[id];
  localStorage.setItem(GAMES_KEY, JSON.stringify(all));
}

// A decision may name an option a front end can take for its decider when asked to (decision.auto: a reaction
// window where the decider holds nothing to react with).  The setting is the same whatever the seat holds, so it
// tells the other seats nothing; on by default.
export function autoPass() { return localStorage.getItem(AUTO_PASS_KEY) !== "0"; }
export function setAutoPass(on) { localStorage.setItem(AUTO_PASS_KEY, on ? "1" : "0"); }

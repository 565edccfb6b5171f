// The rule sets' catalogues (GET /api/rules, loaded once): seats, set-up schema, card gallery, how to play; and the
// bots the server offers.

import {api} from "./net.js";

const C = {list: null, byId: {}, bots: [], defaultRules: null};

export async function loadCatalogue() {
  if (C.list) return;
  const data = await api("GET", "/api/rules");
  C.list = data.rules;
  for (const rs of C.list) C.byId[rs.rules] = rs;
  C.bots = data.bots;
  C.defaultRules = data.default || (C.list[0] || {}).rules;
}

export const ruleSets = () => C.list;
export const ruleSet = id => C.byId[id] || {rules: id, title: id, players: {min: 2, max: 2}, setup: [], gallery: {},
                                          how_to_play: "", notation: ""};
export const bots = () => C.bots;
export const defaultRules = () => C.defaultRules;

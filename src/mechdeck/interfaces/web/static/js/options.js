// The decision's options: which of them name a thing on the table (by the option's targets, never its words), and
// the buttons that choose them.

import {h, capitalize} from "./dom.js";

// Does an option's targets name ``ref``?  A ref is what the page draws:
//   a piece      {id, ref, name, zones}  the card with that instance id (where ids are public) or at that place
//                                    ("hand:1#2", where they are not), or a card of that name in one of the zones
//                                    of its area that the option names ("play Atlas from the hand")
//   a pile       {name, pile: true}  a Supply pile: a card name with no zone ("buy Atlas")
//   an area      {zones, area: true} a zone the option names without naming a card in it (the top of a deck)
//   a seat       {seat}              a seat chosen by number
//   a board part {piece} / {node}    a board piece or a location
export function targetsName(targets, ref) {
  const zones = targets.filter(t => t[0] === "zone").map(t => t[1]);
  const named = targets.some(t => t[0] === "type" || t[0] === "card" || t[0] === "ref");
  for (const [kind, id] of targets) {
    if (kind === "card" && ref.id !== undefined && id === ref.id) return true;
    if (kind === "ref" && ref.ref !== undefined && id === ref.ref) return true;
    if (kind === "type" && ref.name !== undefined && ref.name !== null && id === ref.name) {
      if (zones.length ? (ref.zones || []).some(z => zones.includes(z)) : ref.pile) return true;
    }
    if (kind === "zone" && ref.area && !named && (ref.zones || []).includes(id)) return true;
    if (kind === "seat" && ref.seat !== undefined && id === ref.seat) return true;
    if (kind === "piece" && ref.piece !== undefined && id === ref.piece) return true;
    if (kind === "node" && ref.node !== undefined && id === ref.node) return true;
  }
  return false;
}

export function optionsFor(decision, ref) {
  if (!decision || !decision.options) return [];
  return decision.options.filter(o => targetsName(o.targets || [], ref));
}

// One option as a button; ``choose(option)`` sends it.
export function optionButton(option, choose, disabled) {
  const verb = String(option.action[0]).replace(/[^a-z]/gi, "");
  return h("button", {type: "button", class: "opt v-" + verb, "data-action": JSON.stringify(option.action),
                      "data-i": option.i, disabled: disabled || !choose, onclick: () => choose && choose(option)},
    capitalize(option.label));
}

// The set-up fields of a new game, built from a rule set's set-up schema (catalogue "setup": name, kind, choices,
// default, help).  Each field is {el, value()}: value() is what goes into the config under its name (undefined: left
// out, the rule set's default).  Kinds: "choice" (one of the choices, or unset when the schema says what that means), "choice-or-cards" (a choice, or card names
// picked from the schema's "cards"), "cards" (any number of the schema's "cards", e.g. the cards every Supply must
// hold), "decks" (one choice per seat, "count" of them), "seat" (a seat, or drawn at random), anything else: a JSON
// value typed in.

import {h, seatName} from "./dom.js";
import {typeClass} from "./cards.js";

function choiceRadios(field, onChange, extra = []) {
  const box = h("div", {class: "radios"});
  const options = [...field.choices.map(c => [c, c]), ...extra];
  box.append(...options.map(([value, label]) => h("label", {class: "radio"},
    h("input", {type: "radio", name: field.name, value, checked: value === (field.default ?? UNSET), onchange: onChange}),
    label)));
  return box;
}
const checked = name => (document.querySelector(`input[name="${name}"]:checked`) || {}).value;
const UNSET = "";   // the radio of a choice left unset (its "unset" words say what that means)

function choice(field) {
  const radios = choiceRadios(field, null, field.unset ? [[UNSET, field.unset]] : []);
  return {el: radios, value: () => (checked(field.name) || undefined)};
}

// Check boxes for the cards ``names``, grouped by card type, each with its cost and its text as a tooltip.
function cardBoxes(picker, names, gallery) {
  const byType = new Map();
  for (const name of names || []) {
    const type = typeClass(gallery[name]).slice(2);
    if (!byType.has(type)) byType.set(type, []);
    byType.get(type).push(name);
  }
  picker.append(...[...byType].map(([type, group]) => h("fieldset", {class: "pick-group"}, h("legend", {}, type),
    group.map(name => h("label", {class: "pick", title: (gallery[name] || {}).text || ""},
      h("input", {type: "checkbox", value: name}), h("span", {}, name),
      h("small", {class: "muted"}, " " + ((gallery[name] || {}).cost || "")))))));
  return () => [...picker.querySelectorAll("input:checked")].map(i => i.value);
}

function choiceOrCards(field, gallery) {
  const PICK = "pick";
  const picker = h("div", {class: "supply-pick", id: `pick-${field.name}`, hidden: true});
  const radios = choiceRadios(field, () => { picker.hidden = checked(field.name) !== PICK; },
                              field.cards && field.cards.length ? [[PICK, "hand-picked"]] : []);
  picker.append(h("p", {class: "muted"}, "Pick cards; the rest are drawn at random."));
  const picked = cardBoxes(picker, field.cards, gallery);
  return {el: h("div", {}, radios, picker),
          value: () => (checked(field.name) === PICK ? picked() : checked(field.name))};
}

// Any number of cards, folded away until opened (none checked: the field is left out).
function cards(field, gallery) {
  const picker = h("div", {class: "supply-pick", id: `pick-${field.name}`});
  const picked = cardBoxes(picker, field.cards, gallery);
  const summary = h("summary", {}, "none");
  picker.addEventListener("change", () => {
    const names = picked();
    summary.textContent = names.length ? names.join(", ") : "none";
  });
  return {el: h("details", {}, summary, picker), value: () => (picked().length ? picked() : undefined)};
}

function decks(field, seats) {
  const count = field.count || seats;
  const defaults = Array.isArray(field.default) ? field.default : [];
  const selects = Array.from({length: count}, (_, p) => h("select", {id: `${field.name}${p}`, name: `${field.name}${p}`},
    field.choices.map((c, i) => h("option", {value: c, selected: defaults[p] !== undefined ? c === defaults[p] : i === 0}, c))));
  return {el: h("div", {class: "radios"}, selects.map((sel, p) => h("label", {class: "radio"}, seatName(p) + " ", sel))),
          value: () => selects.map(s => s.value)};
}

function seat(field, seats) {
  const sel = h("select", {id: `field-${field.name}-select`},
    h("option", {value: ""}, "drawn at random"),
    Array.from({length: seats}, (_, p) => h("option", {value: String(p)}, seatName(p))));
  return {el: sel, value: () => (sel.value === "" ? undefined : Number(sel.value))};
}

function json(field) {
  const input = h("input", {id: `field-${field.name}-input`, placeholder: field.default === null || field.default === undefined
    ? "default" : JSON.stringify(field.default)});
  return {el: input, value: () => {
    if (input.value.trim() === "") return undefined;
    try { return JSON.parse(input.value); } catch (e) { return input.value; }
  }};
}

// The fields of one rule set for ``seats`` seats, each in a labelled row (id "field-NAME").
export function setupFields(ruleSet, seats) {
  return ruleSet.setup.map(field => {
    const made = field.kind === "choice" ? choice(field)
      : field.kind === "choice-or-cards" ? choiceOrCards(field, ruleSet.gallery)
        : field.kind === "cards" ? cards(field, ruleSet.gallery)
          : field.kind === "decks" ? decks(field, seats)
            : field.kind === "seat" ? seat(field, seats) : json(field);
    const label = field.name.replace(/_/g, " ");
    return {name: field.name, value: made.value,
            el: h("div", {class: "row", id: `field-${field.name}`, title: field.help || ""},
              h("span", {}, label.charAt(0).toUpperCase() + label.slice(1)), made.el)};
  });
}

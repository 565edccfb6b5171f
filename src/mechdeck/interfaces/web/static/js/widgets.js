// Widgets: the drawing of a "panel" area, registered by the name the presenter gives it (area.widget).  A panel whose
// widget is not registered is drawn as its title and its data's fields, one per line.

import {h} from "./dom.js";

const WIDGETS = {};

// draw(area, ctx) -> an element; ctx is the table's context (gallery, pieces by id, options that name a ref, ...).
export function registerWidget(name, draw) { WIDGETS[name] = draw; }

function fields(area) {
  const data = area.data && typeof area.data === "object" ? area.data : {value: area.data};
  return h("section", {class: "panel widget", "data-area": area.id},
    h("h3", {}, area.title),
    h("dl", {class: "panel-rows"}, Object.entries(data).flatMap(([k, v]) =>
      [h("dt", {}, k), h("dd", {}, typeof v === "object" ? JSON.stringify(v) : String(v))])));
}

export function drawPanel(area, ctx) {
  const draw = WIDGETS[area.widget] || fields;
  return draw(area, ctx);
}

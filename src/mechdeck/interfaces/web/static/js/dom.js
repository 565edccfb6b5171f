// Small DOM helpers shared by every module: element building, the toast, the top bar's texts.

export const $ = (sel, root = document) => root.querySelector(sel);

// h("div", {class: "x", onclick: fn, text: "..."}, ...children): null, undefined and false are left out.
export function h(tag, attrs, ...children) {
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

export function toast(text, kind = "error") {
  const t = $("#toast");
  t.textContent = text;
  t.className = "toast " + kind;
  t.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { t.hidden = true; }, 5000);
}

export function setConn(text, cls) { const c = $("#conn"); c.textContent = text; c.className = "conn " + (cls || ""); }
export function setWhere(text) { $("#where").textContent = text; }

export function capitalize(text) { const t = String(text); return t.charAt(0).toUpperCase() + t.slice(1); }

// A seat as players name it.
export function seatName(seat) { return `P${seat + 1}`; }

// A page that says why it cannot go on, with a way back.
export function stopPage(title, message, back = "#/", backText = "Back") {
  $("#app").replaceChildren(h("div", {class: "panel pad"}, h("h2", {}, title), h("p", {}, message),
    h("a", {href: back}, backText)));
}

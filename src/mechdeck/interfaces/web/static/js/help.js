// The "How to play" panel: a rule set's primer (catalogue "how_to_play", Markdown) drawn as DOM nodes.  Only a safe
// subset of Markdown is read (headings, paragraphs, lists, bold, italics, code, fenced blocks, pipe tables, links by
// their text); every piece of the text becomes a text node, never markup, so a primer cannot inject anything.

import {$, h} from "./dom.js";

// Inline Markdown: **bold**, *italic* or _italic_, `code`, [text](address) (drawn as its text; a web address opens
// in a new tab).  Unmatched markers stay as they are written.
const INLINE = /(\*\*[^*]+\*\*|__[^_]+__|`[^`]+`|\[[^\]]+\]\([^)\s]+\)|\*[^*\s][^*]*\*|\b_[^_\s][^_]*_\b)/;

export function inline(text) {
  const out = [];
  let rest = text;
  while (rest) {
    const m = INLINE.exec(rest);
    if (!m) { out.push(rest); break; }
    if (m.index) out.push(rest.slice(0, m.index));
    const tok = m[0];
    if (tok.startsWith("**") || tok.startsWith("__")) out.push(h("strong", {}, inline(tok.slice(2, -2))));
    else if (tok.startsWith("`")) out.push(h("code", {}, tok.slice(1, -1)));
    else if (tok.startsWith("[")) {
      const [, label, href] = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(tok);
      out.push(/^https?:\/\//.test(href) ? h("a", {href, target: "_blank", rel: "noopener"}, inline(label))
        : h("span", {}, inline(label)));
    } else out.push(h("em", {}, inline(tok.slice(1, -1))));
    rest = rest.slice(m.index + tok.length);
  }
  return out;
}

const LIST_ITEM = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/;
const cells = line => line.trim().replace(/^\|/, "").replace(/\|$/, "").split("|").map(c => c.trim());

// Lines of list items (with their continuation lines) -> nested <ul>/<ol> by indentation.
function list(items) {
  const root = {indent: -1, children: [], el: null};
  const stack = [root];
  for (const {indent, ordered, text} of items) {
    while (stack.length > 1 && indent <= stack[stack.length - 1].indent) stack.pop();
    const parent = stack[stack.length - 1];
    let holder = parent.el ? parent.el.lastChild : null;   // the parent item's nested list, if any
    const li = h("li", {}, inline(text));
    if (parent === root) {
      if (!root.list || root.ordered !== ordered) {
        root.list = h(ordered ? "ol" : "ul", {});
        root.ordered = ordered;
        root.children.push(root.list);
      }
      root.list.append(li);
    } else {
      if (!holder || (holder.tagName !== "UL" && holder.tagName !== "OL")) {
        holder = h(ordered ? "ol" : "ul", {});
        parent.el.append(holder);
      }
      holder.append(li);
    }
    stack.push({indent, el: li});
  }
  return root.children;
}

// Markdown text -> an array of block elements.
export function markdown(text) {
  const lines = String(text || "").replace(/\r\n?/g, "\n").split("\n");
  const blocks = [];
  let para = [];
  const flush = () => { if (para.length) blocks.push(h("p", {}, inline(para.join(" ")))); para = []; };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line.trim()) { flush(); continue; }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      blocks.push(h("h" + Math.min(6, heading[1].length + 2), {class: "md-h"}, inline(heading[2])));
      continue;
    }
    if (/^\s*```/.test(line)) {
      flush();
      const code = [];
      for (i++; i < lines.length && !/^\s*```/.test(lines[i]); i++) code.push(lines[i]);
      blocks.push(h("pre", {}, h("code", {}, code.join("\n"))));
      continue;
    }
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) { flush(); blocks.push(h("hr", {})); continue; }
    if (/^\s*\|/.test(line) && i + 1 < lines.length && /^\s*\|?\s*:?-{2,}/.test(lines[i + 1])) {
      flush();
      const head = cells(line), rows = [];
      for (i += 2; i < lines.length && /^\s*\|/.test(lines[i]); i++) rows.push(cells(lines[i]));
      i--;
      blocks.push(h("table", {class: "md-table"}, h("tr", {}, head.map(c => h("th", {}, inline(c)))),
        rows.map(r => h("tr", {}, r.map(c => h("td", {}, inline(c)))))));
      continue;
    }
    if (/^\s*>/.test(line)) {
      flush();
      const quote = [];
      for (; i < lines.length && /^\s*>/.test(lines[i]); i++) quote.push(lines[i].replace(/^\s*>\s?/, ""));
      i--;
      blocks.push(h("blockquote", {}, markdown(quote.join("\n"))));
      continue;
    }
    if (LIST_ITEM.test(line)) {
      flush();
      const items = [];
      for (; i < lines.length; i++) {
        const m = LIST_ITEM.exec(lines[i]);
        if (m) items.push({indent: m[1].length, ordered: /\d/.test(m[2]), text: m[3]});
        else if (lines[i].trim() && /^\s+/.test(lines[i]) && items.length) {
          items[items.length - 1].text += " " + lines[i].trim();   // an item's continued line
        }
        else break;
      }
      i--;
      blocks.push(...list(items));
      continue;
    }
    para.push(line.trim());
  }
  flush();
  return blocks;
}

// -- the panel --------------------------------------------------------------------------------------------------------
export function closeHelp() { const b = $("#help-back"); if (b) b.hidden = true; }

// Opens the panel with ``title`` and the primer ``text`` (a rule set without one says so), then the key to the cards'
// ``notation`` where the rule set has one.
export function openHelp(title, text, notation = "") {
  const body = text && text.trim() ? markdown(text)
    : [h("p", {class: "muted"}, "This rule set has no primer yet.")];
  if (notation && notation.trim()) {
    body.push(h("section", {class: "notation", id: "help-notation"}, h("h3", {class: "md-h"}, "Reading the cards"),
                markdown(notation)));
  }
  $("#help").replaceChildren(
    h("div", {class: "help-head"}, h("h2", {}, "How to play ", h("small", {class: "muted"}, title)),
      h("button", {type: "button", class: "link", id: "help-close", onclick: closeHelp}, "Close")),
    h("div", {class: "help-body", id: "help-body"}, body));
  $("#help-back").hidden = false;
  $("#help-close").focus();
}

// The button that opens it, for the turn bar.
export function helpButton(title, text, notation = "") {
  return h("button", {type: "button", class: "chip help-btn", id: "how-to-play", title: "The rules in brief",
                      onclick: () => openHelp(title, text, notation)}, "How to play");
}

document.addEventListener("click", ev => { if (ev.target && ev.target.id === "help-back") closeHelp(); });
document.addEventListener("keydown", ev => { if (ev.key === "Escape") closeHelp(); });

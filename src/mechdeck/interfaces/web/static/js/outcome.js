// A finished game's outcome (presentation "outcome": ranks, returns, scores, reason, the score's label and extra
// columns): one line of text and the final box.

import {h, seatName} from "./dom.js";

const firstPlaces = ranks => ranks.filter(k => k === 1).length;
// The reason as a sentence: its first letter capital, one full stop.
const sentence = text => (text ? text.charAt(0).toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? "" : ".") : "");

// "You win!", "P2 wins.", "A draw.", "P1 and P3 share first place." (``you``: the seat reading it, or null).
export function headline(outcome, you) {
  const ranks = outcome.ranks, firsts = firstPlaces(ranks);
  if (firsts === 1) {
    const winner = ranks.indexOf(1);
    return you === winner ? "You win!" : you !== null && you >= 0 ? `${seatName(winner)} wins; you are placed ${ranks[you]}.`
      : `${seatName(winner)} wins.`;
  }
  if (firsts === ranks.length) return "A draw.";
  return ranks.map((k, p) => (k === 1 ? seatName(p) : null)).filter(Boolean).join(" and ") + " share first place.";
}

export function outcomeText(outcome, you) {
  const scores = outcome.scores.map((s, p) => `${seatName(p)} ${s}`).join(" – ");
  return `${headline(outcome, you)} ${outcome.reason ? sentence(outcome.reason) + " " : ""}${outcome.score_label}: ${scores}.`;
}

// The scores table: best place first, one row per seat, the score and the rule set's extra columns.
export function scoresTable(outcome, you) {
  const ranks = outcome.ranks, firsts = firstPlaces(ranks);
  const place = k => (k === 1 ? (firsts === 1 ? "winner" : "first (shared)") : `place ${k}`);
  const order = ranks.map((_, p) => p).sort((a, b) => ranks[a] - ranks[b] || a - b);
  return h("table", {class: "scores"},
    h("tr", {}, h("th", {}), h("th", {}, outcome.score_label), outcome.columns.map(([label]) => h("th", {}, label)), h("th", {})),
    order.map(p => h("tr", {"data-seat": p, "data-rank": ranks[p]},
      h("th", {}, seatName(p) + (p === you ? " (you)" : "")),
      h("td", {}, String(outcome.scores[p] ?? "")),
      outcome.columns.map(([, values]) => h("td", {}, String(values[p] ?? ""))),
      h("td", {}, place(ranks[p])))));
}

// The box over the board when a game ends: who won, the scores, the replay.
export function finalBox(outcome, you, gameId, onClose) {
  const ranks = outcome.ranks, firsts = firstPlaces(ranks);
  const title = firsts === 1 ? (ranks[you] === 1 ? "You win!" : `${seatName(ranks.indexOf(1))} wins`)
    : firsts === ranks.length ? "A draw" : (ranks[you] === 1 ? "You share first place" : "First place shared");
  const box = h("div", {class: "final", id: "final", role: "dialog"},
    h("h2", {}, title),
    outcome.reason ? h("p", {class: "reason", id: "final-reason"}, sentence(outcome.reason)) : null,
    scoresTable(outcome, you),
    h("div", {class: "opts"},
      h("a", {class: "button primary", href: "#/replay/" + gameId, id: "final-replay"}, "Watch the replay"),
      h("a", {class: "button", href: "#/"}, "New game"),
      h("button", {type: "button", onclick: () => { onClose(); box.remove(); }}, "Look at the board")));
  return box;
}

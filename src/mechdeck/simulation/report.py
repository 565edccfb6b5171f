"""A results folder of ``mechdeck sim`` as one self-contained HTML page for designers: tables, and plots embedded as
PNG data URIs (matplotlib, Agg backend; nothing is loaded from elsewhere when the page is opened)."""
from __future__ import annotations

import base64
import html
import io
import math
from datetime import datetime, timezone
from pathlib import Path

from . import stats
from .results import ResultsError, load_rows, load_run


def _pct(x: float) -> str:
    return "n/a" if x is None or (isinstance(x, float) and math.isnan(x)) else f"{100 * x:.1f}%"


def _ci(r: dict | None) -> str:
    if not r or not r["n"]:
        return "n/a"
    return f"{_pct(r['rate'])} [{_pct(r['low'])}, {_pct(r['high'])}] (n={r['n']})"


def _num(x: float, digits: int = 1) -> str:
    return "n/a" if isinstance(x, float) and math.isnan(x) else f"{x:.{digits}f}"


def _png(fig) -> str:
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=96, bbox_inches="tight")
    import matplotlib.pyplot as plt

    plt.close(fig)
    data = base64.b64encode(buffer.getvalue()).decode("ascii")
    return f'<img alt="" src="data:image/png;base64,{data}">'


def _table(head: list[str], rows: list[list], cls: str = "") -> str:
    e = html.escape
    out = [f'<table class="{cls}"><thead><tr>' + "".join(f"<th>{e(h)}</th>" for h in head) + "</tr></thead><tbody>"]
    for row in rows:
        out.append("<tr>" + "".join(f"<td>{e(str(c))}</td>" for c in row) + "</tr>")
    out.append("</tbody></table>")
    return "\n".join(out)


def _pyplot():
    import matplotlib

    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt

    return plt


def _hist(plt, values: list, title: str, xlabel: str, groups: dict[str, list] | None = None):
    fig, ax = plt.subplots(figsize=(7, 3.2))
    if values:
        lo, hi = min(values), max(values)
        bins = range(int(lo), int(hi) + 2) if hi - lo <= 60 else 40
        if groups and len(groups) > 1:
            ax.hist(list(groups.values()), bins=bins, stacked=True, label=list(groups), edgecolor="white",
                    linewidth=0.4)
            ax.legend(fontsize=8)
        else:
            ax.hist(values, bins=bins, color="#4472c4", edgecolor="white", linewidth=0.4)
    ax.set_title(title)
    ax.set_xlabel(xlabel)
    ax.set_ylabel("games")
    return _png(fig)


def lineup_name(pairing: dict) -> str:
    return " vs ".join(pairing["bots"])


def _position(i: int) -> str:
    """The letter of a lineup's bot i (A, B, C, ...), as the tables name them."""
    return chr(ord("A") + i)


def _pairing_plot(plt, pairs: list[dict]):
    fig, ax = plt.subplots(figsize=(7, 0.5 + 0.45 * max(1, len(pairs))))
    labels, rates, lows, highs = [], [], [], []
    for p in pairs:
        labels.append(lineup_name(p))
        r = p["wins"][0]
        rates.append(r["rate"])
        lows.append(max(0.0, r["rate"] - r["low"]))
        highs.append(max(0.0, r["high"] - r["rate"]))
    y = list(range(len(pairs)))
    ax.barh(y, rates, xerr=[lows, highs], color="#4472c4", capsize=3)
    for i, p in enumerate(pairs):   # the share a bot wins with no edge: 1/N
        ax.plot([1 / len(p["bots"])] * 2, [i - 0.4, i + 0.4], color="grey", linestyle="--", linewidth=0.8)
    ax.set_yticks(y, labels)
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    ax.set_xlabel("win rate of the first-named bot (95% Wilson interval)")
    return _png(fig)


def _card_plot(plt, cards: list[dict]):
    cards = [c for c in cards if c["bought"]["n"]]
    cards.sort(key=lambda c: c["bought"]["rate"], reverse=True)
    fig, ax = plt.subplots(figsize=(7.5, 0.6 + 0.2 * max(1, len(cards))))
    y = list(range(len(cards)))
    rates = [c["bought"]["rate"] for c in cards]
    err = [[max(0.0, c["bought"]["rate"] - c["bought"]["low"]) for c in cards],
           [max(0.0, c["bought"]["high"] - c["bought"]["rate"]) for c in cards]]
    ax.errorbar(rates, y, xerr=err, fmt="o", color="#c0392b", markersize=3, elinewidth=0.8, capsize=2,
                label="sides that bought it")
    other = [(c["not_bought"]["rate"], i) for i, c in enumerate(cards) if c["not_bought"]["n"]]
    if other:
        ax.plot([x for x, _ in other], [i for _, i in other], "|", color="#555555", markersize=6,
                label="sides that had it available and did not")
    ax.axvline(0.5, color="grey", linestyle="--", linewidth=0.8)
    ax.set_yticks(y, [c["card"] for c in cards], fontsize=7)
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    ax.set_xlabel("win rate (95% Wilson interval)")
    ax.legend(fontsize=7, loc="lower right")
    return _png(fig)


CSS = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 1100px; color: #222; padding: 0 1em; }
h1 { font-size: 1.6em; } h2 { margin-top: 2em; border-bottom: 1px solid #ccc; }
table { border-collapse: collapse; font-size: 0.85em; margin: 0.8em 0; }
th, td { border: 1px solid #ddd; padding: 3px 7px; text-align: right; }
th { background: #f2f2f2; } td:first-child, th:first-child { text-align: left; }
.note { background: #fff6d6; border-left: 4px solid #e0b000; padding: 0.6em 1em; }
img { max-width: 100%; }
"""


def build_report(folder: Path, min_available: int = 1) -> str:
    """The HTML page for a results folder (games.jsonl, run.json)."""
    folder = Path(folder)
    rows = load_rows(folder)
    if not rows:
        raise ResultsError(f"{folder}: no games in the results")
    run = load_run(folder)
    plt = _pyplot()
    overall = stats.overall_summary(rows)
    pairs = stats.pairing_summary(rows)
    cards = stats.card_stats(rows)
    e = html.escape
    supply = run.get("supply") or "unknown"
    deck_game = any(r.get("decks") for r in rows)
    if deck_game:
        supply = "decks: " + ", ".join(str(d) if isinstance(d, str) else f"a list of {len(d)} cards"
                                       for d in (run.get("decks") or ["the rule set's default decks"]))
    parts = [f"<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>mechdeck balance report"
             f"</title><style>{CSS}</style></head><body>",
             f"<h1>Balance report: {e(str(run.get('rules', rows[0].get('rules', ''))))}</h1>"]

    # -- summary
    info = [["Games", overall["games"]], ["Bot pool", ", ".join(overall["bots"])],
            ["Decks" if deck_game else "Supply", supply if isinstance(supply, str) else ", ".join(supply)],
            ["Master seed", run.get("seed", "unknown")], ["Command", run.get("command", "")],
            ["Draws", f"{overall['draws']} ({_pct(overall['draws'] / overall['games'])})"],
            ["Game length (turns)", f"mean {_num(overall['turns_mean'])}, sd {_num(overall['turns_sd'])}"],
            ["First player's win rate", _ci(overall["first"])], ["Seat P1's win rate", _ci(overall["seat_p1"])],
            ["Generated", datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")]]
    parts.append('<section id="summary"><h2>Summary</h2>' + _table(["", ""], info, "summary") +
                 "<p>Rates count wins as successes and draws as failures; intervals are Wilson 95% score "
                 "intervals.  Seats alternate and, in balanced sweeps, each bot moves first in half of its "
                 "games.</p></section>")

    # -- pairings (lineups: one bot a seat)
    seats = max(len(p["bots"]) for p in pairs)
    letters = [_position(i) for i in range(seats)]
    head = [f"Pairing ({' vs '.join(letters)})", "Games", *(f"{x} wins" for x in letters), "Draws", "Turns mean",
            "Turns sd", "Margin mean", "First player wins"]
    body = [[lineup_name(p), p["games"], *(_ci(w) for w in p["wins"]), *([""] * (seats - len(p["wins"]))),
             p["draws"], _num(p["turns_mean"]), _num(p["turns_sd"]), _num(p["margin_mean"]), _ci(p["first"])]
            for p in pairs]
    parts.append('<section id="pairings"><h2>Win rates per pairing</h2>' + _table(head, body, "pairings") +
                 _pairing_plot(plt, pairs) + "</section>")

    # -- bots: every seat each bot played, whatever the lineup
    head = ["Bot", "Seats played", "Wins", "Mean rank"]
    body = [[b["bot"], b["seats"], _ci(b["wins"]), _num(b["mean_rank"], 2)] for b in stats.bot_summary(rows)]
    parts.append('<section id="bots"><h2>Win rates and rankings per bot</h2>' + _table(head, body, "bots") +
                 "<p>Over every seat a bot played (a bot twice in a lineup plays two); a first place shared by k "
                 "seats counts 1/k; rank 1 is first.</p></section>")

    # -- how games end: each victory condition and the round limit, per player count
    ends = stats.how_games_end(rows, stats.known_victories(rows[0].get("rules") or ""))
    if ends:
        head = ["Players", "Games", "Ended by", "Share of games"]
        body = [[group["players"], group["games"], end["victory"], _ci(end)] for group in ends
                for end in group["ends"]]
        parts.append('<section id="how-games-end"><h2>How games end</h2>' + _table(head, body, "how-games-end") +
                     "<p>The share of games won by each victory condition, and of those decided at the round limit "
                     "by the scoring, per player count, with Wilson 95% intervals.  A path that never wins is not "
                     "viable against these bots.</p></section>")

    # -- first seat
    seat_names = [f"P{seat + 1}" for seat in range(seats)]
    head = ["Pairing", "Games", "First player wins", *(f"Seat {name} wins" for name in seat_names)]
    body = [[lineup_name(p), p["games"], _ci(p["first"]), *(_ci(r) for r in p["seats"]),
             *([""] * (seats - len(p["seats"])))] for p in pairs]
    body.append(["all games", overall["games"], _ci(overall["first"]), *(_ci(r) for r in overall["seats"]),
                 *([""] * (seats - len(overall["seats"])))])
    fair = ", ".join(f"{100 / n:.1f}% with {n} seats" for n in overall["players"])
    parts.append('<section id="first-seat"><h2>First-seat advantage</h2>' + _table(head, body, "first-seat") +
                 f"<p>A seat with no advantage wins 1/N of the games ({fair}); in Domination the second player's "
                 "bonus Infantry Platoon is meant to offset moving first.</p></section>")

    # -- game length, margins
    by_pair: dict[str, list] = {lineup_name(p): [] for p in pairs}
    margins_by_pair: dict[str, list] = {k: [] for k in by_pair}
    names = {p["pairing"]: lineup_name(p) for p in pairs}
    for row in rows:
        by_pair[names[row.get("pairing", 0)]].append(row["turns"])
        margins_by_pair[names[row.get("pairing", 0)]].append(stats.margin(row))
    parts.append('<section id="game-length"><h2>Game length</h2>' +
                 _hist(plt, [r["turns"] for r in rows], "Game length", "turns", by_pair) + "</section>")
    parts.append('<section id="score-margins"><h2>Score margins</h2>' +
                 _hist(plt, [stats.margin(r) for r in rows], "Score margin (the top score minus the best other)",
                       "cards", margins_by_pair) + "</section>")

    # -- cards
    note = stats.CORRELATION_NOTE
    if deck_game:
        note += ("  In this deck game a card counts as available to a side when it is in that side's deck; with "
                 "fixed decks availability does not vary, so compare decks, or sweep random decks "
                 "(`--deck random:N`).")
    elif supply != "random":
        note += ("  This sweep did not use random Supplies (supply: "
                 f"{supply if isinstance(supply, str) else ', '.join(supply)}), so a card's availability does not "
                 "vary and the comparison between cards is weak: run `mechdeck sim --supply random`.")
    head = ["Card", "Type", "Available (games)", "Bought by (share of sides)", "Win rate when bought",
            "Win rate when available, not bought", "Win rate when deployed"]
    if deck_game:
        head = ["Card", "Type", "In a deck (games)", "Bought by (share of sides)", "(no buying)",
                "Win rate when in the deck", "Win rate when deployed"]
    shown = [c for c in cards if c["available_games"] >= min_available]
    shown.sort(key=lambda c: (-(c["bought"]["rate"] if c["bought"]["n"] else -1), c["card"]))
    body = [[c["card"] + (" (base)" if c["base"] else ""), c["type"],
             f"{c['available_games']} ({_pct(c['available_share'])})", _pct(c["bought_share"]), _ci(c["bought"]),
             _ci(c["not_bought"]), _ci(c["deployed"]) if c["deployed"] is not None else "(not a unit)"]
            for c in shown]
    parts.append('<section id="cards"><h2>Cards</h2>'
                 f'<p class="note"><strong>Correlation is not causation.</strong> {e(note)}</p>'
                 f"<p>Bot pool: {e(', '.join(overall['bots']))}.  Counted over sides (a game has one a seat): a side "
                 "bought a card if it bought at least one copy, deployed it if it deployed a copy from its hand; "
                 "available means the card's pile was in that game's Supply (base cards: every game).</p>" +
                 _card_plot(plt, shown) + _table(head, body, "cards") + "</section>")
    parts.append("</body></html>")
    return "\n".join(parts)


def write_report(folder: Path, out: Path) -> Path:
    text = build_report(folder)
    try:
        Path(out).write_text(text)
    except OSError as exc:
        raise ResultsError(f"cannot write {out}: {exc.strerror or exc}") from None
    return Path(out)

"""A results folder of ``mechdeck sim`` as one self-contained HTML page for designers: tables, and plots embedded as
PNG data URIs (matplotlib, Agg backend; nothing is loaded from elsewhere when the page is opened)."""
from __future__ import annotations

import base64
import html
import io
import json
import math
from datetime import datetime, timezone
from pathlib import Path

from . import paired, stats
from .results import ResultsError, load_rows, load_run, restore_variant


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


def _page_head() -> str:
    return (f"<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>mechdeck balance report"
            f"</title><style>{CSS}</style></head><body>")


def build_report(folder: Path, min_available: int = 1) -> str:
    """The HTML page for a folder of the balance lab: a card-worth folder (card-value.json), an A/B folder of
    ``mechdeck sim --variant`` (comparison.json and a results folder per run) or a results folder (games.jsonl,
    run.json)."""
    folder = Path(folder)
    if (folder / CARD_VALUE_FILE).is_file():
        return card_worth_report(folder)
    if (folder / paired.COMPARISON_FILE).is_file():
        return comparison_report(folder, min_available)
    rows = load_rows(folder)
    if not rows:
        raise ResultsError(f"{folder}: no games in the results")
    run = load_run(folder)
    e = html.escape
    return "\n".join([_page_head(), f"<h1>Balance report: {e(str(run.get('rules', rows[0].get('rules', ''))))}</h1>",
                      *_variant_section(run), *_results_sections(rows, run, min_available), "</body></html>"])


def _results_sections(rows: list[dict], run: dict, min_available: int) -> list[str]:
    """The sections of an ordinary results folder's page: summary, pairings, bots, how games end, first seat, game
    length, score margins and cards."""
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
    parts = []

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
    return parts


# -- the pages of the balance lab's experiments ----------------------------------------------------------------------

CARD_VALUE_FILE = "card-value.json"   # written by `mechdeck card-value` (simulation/card_value.py)

EXPERIMENT_CSS = """
tr.group th { text-align: left; background: #e4ebf7; }
tr.clear td { background: #fdebe7; font-weight: 600; }
ul.changes { margin-top: 0.2em; }
table.card-worth td:nth-child(2), table.card-worth th:nth-child(2), table.card-worth td:last-child { text-align: left; }
table.comparison td, table.card-worth td, table.overview td { white-space: nowrap; }
"""


def _experiment_page(title: str, sections: list[str]) -> str:
    head = _page_head().replace("</style>", EXPERIMENT_CSS + "</style>", 1)
    return "\n".join([head, f"<h1>{html.escape(title)}</h1>", *sections, "</body></html>"])


def _read_json(path: Path, what: str):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ResultsError(f"cannot read {path}: {exc.strerror or exc}") from None
    except ValueError as exc:
        raise ResultsError(f"{path}: not JSON ({exc}); is it {what}?") from None


def _variant_html(info: dict) -> str:
    """What a variant rule set changed: its name, base rule set and description, then one item a change."""
    e = html.escape
    text = f"<p><strong>{e(str(info.get('name') or 'an unnamed variant'))}</strong>, a variant of " \
           f"{e(str(info.get('base', 'its rule set')))}"
    text += f": {e(str(info['description']))}</p>" if info.get("description") else ".</p>"
    changes = info.get("changes") or []
    if not changes:
        return text + "<p>It changes nothing: its games are the base rule set's.</p>"
    return text + '<ul class="changes">' + "".join(f"<li>{e(str(c))}</li>" for c in changes) + "</ul>"


def _variant_section(run: dict) -> list[str]:
    """For the top of a results page: what the variant rule set its games were played with changed (nothing for a
    shipped rule set)."""
    info = run.get("variant")
    if not isinstance(info, dict):
        return []
    return ['<section id="variant"><h2>Variant</h2>' + _variant_html(info) + "</section>"]


def _grouped_table(groups: list[tuple[str, list[tuple[list[str], bool]]]], head: list[str], cls: str) -> str:
    """A table whose rows come in titled groups; rows flagged clear are highlighted."""
    e = html.escape
    out = [f'<table class="{cls}"><thead><tr>' + "".join(f"<th>{e(h)}</th>" for h in head) + "</tr></thead><tbody>"]
    for title, rows in groups:
        out.append(f'<tr class="group"><th colspan="{len(head)}">{e(title)}</th></tr>')
        for cells, clear in rows:
            out.append(('<tr class="clear">' if clear else "<tr>") +
                       "".join(f"<td>{e(str(c))}</td>" for c in cells) + "</tr>")
    out.append("</tbody></table>")
    return "\n".join(out)


def _run_rows(folder: Path, name: str) -> list[dict]:
    if not (folder / "games.jsonl").is_file():
        raise ResultsError(f"{folder}: the {name} run's results folder has no games.jsonl")
    rows = load_rows(folder)
    if not rows:
        raise ResultsError(f"{folder}: no games in the {name} run's results")
    return rows


PAIRED_METHOD = (
    "Each variant played the very games of the baseline: the same seeds, bots, seats, first players and set-up "
    "(common random numbers), so each of its games has a twin in the baseline and much of the luck of the deal "
    "cancels.  A change is the variant's value minus the baseline's; its 95% interval is the mean of the per-game "
    "differences \u00b1 1.96 \u00b7 sd / \u221an (a win counts 1, a first place shared by k seats 1/k, a draw 0).  "
    f"A change whose interval excludes zero (marked {paired.SIGNIFICANT_MARK} and highlighted) is one these games "
    "show clearly; an "
    "interval that straddles zero says more games are needed, not that nothing changed.")


def _overview(names: list[str], comparisons: list[dict]) -> str:
    """Every variant on one line: the change in each bot's win share, the first player's and the game length."""
    # Every variant played the baseline's games, so the bots (and whether a first player is recorded) are the same.
    labels = [cells[0] for title, rows in paired.comparison_rows(comparisons[0]) if title != "How games end"
              for cells, _ in rows]
    body = []
    for name, comparison in zip(names, comparisons):
        changes = {cells[0]: cells[3] for _, rows in paired.comparison_rows(comparison) for cells, _ in rows}
        body.append([name, *(changes.get(label, "n/a") for label in labels)])
    return ('<section id="overview"><h2>Every variant at a glance</h2>' +
            _table(["Variant", *(f"{label}: change" for label in labels)], body, "overview") + "</section>")


def comparison_report(folder: Path, min_available: int = 1) -> str:
    """The page of an A/B folder of ``mechdeck sim --variant`` (comparison.json naming the baseline's and each
    variant's results folder): what was compared, a section per variant (what it changed, the paired changes with
    their intervals and a forest plot), then the baseline run's ordinary sections."""
    path = folder / paired.COMPARISON_FILE
    document = _read_json(path, "the comparison file of `mechdeck sim --variant`")
    if not (isinstance(document, dict) and isinstance(document.get("baseline"), str)
            and isinstance(document.get("variants"), list) and document["variants"]
            and all(isinstance(name, str) for name in document["variants"])):
        raise ResultsError(f"{path}: not the comparison file of `mechdeck sim --variant` (it needs \"baseline\", a "
                           "folder name, and \"variants\", a list of folder names)")
    base_folder = folder / document["baseline"]
    base_rows = _run_rows(base_folder, "baseline")
    base_run = load_run(base_folder)
    rules_id = str(base_run.get("rules") or base_rows[0].get("rules") or "domination-v2.2")
    restore_variant(base_folder, rules_id)
    known = stats.known_victories(rules_id)
    plt = _pyplot()
    e = html.escape
    bots = sorted({bot for row in base_rows for bot in row["agents"]})
    info: list[list] = [["Baseline", f"{document['baseline']} ({rules_id})"],
                         ["Variants", ", ".join(document["variants"])],
                         ["Paired games per variant", len(base_rows)], ["Bots", ", ".join(bots)],
                         ["Master seed", base_run.get("seed", "unknown")],
                         ["Baseline command", base_run.get("command", "")],
                         ["Generated", datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")]]
    sections = ['<section id="comparison-summary"><h2>What was compared</h2>' + _table(["", ""], info, "summary") +
                f"<p>{e(PAIRED_METHOD)}</p>"
                f'<p class="note">Every figure is how games between these bots ({e(", ".join(bots))}) change: a bot '
                "that plays a card badly makes it look weak.  Read a change as the effect on these bots' games, "
                "and confirm a surprising one with another bot.</p></section>"]
    comparisons = []
    for name in document["variants"]:
        variant_folder = folder / name
        variant_rows = _run_rows(variant_folder, f"variant {name!r}")
        try:
            comparisons.append(paired.compare_runs(base_rows, variant_rows, known))
        except ResultsError as exc:
            raise ResultsError(f"{variant_folder} against {base_folder}: {exc}") from None
    if len(comparisons) > 1:
        sections.append(_overview(document["variants"], comparisons))
    reach = paired.comparison_reach(comparisons)   # every variant's plot on one scale
    for number, (name, comparison) in enumerate(zip(document["variants"], comparisons), 1):
        variant_run = load_run(folder / name)
        variant_info = variant_run.get("variant")
        described = (_variant_html(variant_info) if isinstance(variant_info, dict) else
                     f"<p>Rule set {e(str(variant_run.get('rules', 'unknown')))} (its run.json does not say what "
                     "it changed).</p>")
        title = f"{name}: change against the baseline over {comparison['games']} paired games"
        sections.append(f'<section id="variant-{number}"><h2>Variant {e(name)}</h2>' + described +
                        _grouped_table(paired.comparison_rows(comparison), paired.COMPARISON_HEAD, "comparison") +
                        _png(paired.comparison_figure(plt, comparison, title, reach)) +
                        f"<p>{e(paired.SIGNIFICANT_NOTE)}; pp = percentage points.  In the plot each change is a "
                        "point with its 95% interval, red when the interval excludes zero; right of the dashed "
                        "line is up; every variant's plot has the same scale.</p></section>")
    sections.append('<h2 id="baseline">The baseline run in detail</h2>')
    sections += _variant_section(base_run)
    sections += _results_sections(base_rows, base_run, min_available)
    return _experiment_page(f"Variant comparison: {rules_id}", sections)


def _card_worth_problem(document) -> str:
    """What is wrong with a card-value.json document, in a few words ("" when nothing is)."""
    if not isinstance(document, dict):
        return "not a JSON object"
    for key, kind in (("rules", str), ("bot", str), ("games_per_card", int), ("method", str), ("cards", list)):
        if not isinstance(document.get(key), kind):
            return f"{key!r} is missing or not {'a list' if kind is list else 'a ' + kind.__name__}"
    for number, card in enumerate(document["cards"]):
        if not isinstance(card, dict) or not isinstance(card.get("card"), str):
            return f"cards[{number}] is not a card's entry (a \"card\" name, \"cost\", \"effect\" and \"taken\")"
        effect = card.get("effect")
        if not isinstance(effect, dict) or not {"mean", "low", "high", "n"} <= effect.keys():
            return f"cards[{number}] ({card['card']}): \"effect\" is not a paired interval (mean, low, high, n)"
        for share in ("taken", "treated", "control"):
            if card.get(share) is not None and not isinstance(card[share], (int, float)):
                return f"cards[{number}] ({card['card']}): \"{share}\" is not a share"
    never = document.get("never_taken", [])
    if not isinstance(never, list) or not all(isinstance(c, dict) and isinstance(c.get("card"), str) for c in never):
        return "\"never_taken\" is not a list of cards' entries"
    return ""


def _verdict(effect: dict) -> str:
    if not paired.excludes_zero(effect):
        return "no clear effect" if effect["low"] is not None else "too few games"
    return "helps its side" if effect["low"] > 0 else "hurts its side"


def _setup_text(setup) -> str:
    """A card-worth run's set-up options in one line ("the rule set's default" when there are none)."""
    if not setup:
        return "the rule set's default"
    if isinstance(setup, dict):
        return "; ".join(f"{key}: {value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)}"
                         for key, value in setup.items())
    return json.dumps(setup, ensure_ascii=False)


def card_worth_report(folder: Path) -> str:
    """The page of a card-worth folder (card-value.json of ``mechdeck card-value``): the bot and the method, a
    forest plot of every card's effect on win share with its interval (sorted, clear effects marked), the ranked
    table, and the cards the bot never took (no effect to measure)."""
    path = folder / CARD_VALUE_FILE
    document = _read_json(path, "the card-worth file of `mechdeck card-value`")
    problem = _card_worth_problem(document)
    if problem:
        raise ResultsError(f"{path}: not a card-worth file of `mechdeck card-value`: {problem}")
    cards = sorted(document["cards"], key=lambda c: (c["effect"]["mean"] is None, -(c["effect"]["mean"] or 0.0)))
    never = document.get("never_taken", [])
    if not cards and not never:
        raise ResultsError(f"{path}: no card has been measured yet")
    e = html.escape
    helps = sum(1 for c in cards if paired.excludes_zero(c["effect"]) and c["effect"]["low"] > 0)
    hurts = sum(1 for c in cards if paired.excludes_zero(c["effect"]) and c["effect"]["high"] < 0)
    bot = document["bot"]
    info: list[list] = [["Rule set", document["rules"]], ["Bot", bot],
                        ["Paired games per card", document["games_per_card"]],
                        ["Master seed", document.get("seed", "unknown")],
                        ["Set-up", _setup_text(document.get("setup"))], ["Cards measured", len(cards)],
                        ["Clearly helps its side", helps], ["Clearly hurts its side", hurts],
                        ["No clear effect", len(cards) - helps - hurts], ["Never taken", len(never)],
                        ["Generated", datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")]]
    worth = ['<section id="card-worth"><h2>What each card is worth</h2>' + _table(["", ""], info, "summary") +
             f'<p class="note"><strong>Measured with the bot {e(bot)}.</strong> {e(document["method"])}  A card\'s '
             f"effect is what it does in {e(bot)}'s hands: a card this bot plays badly looks weak, one it plays "
             "well looks strong.  A positive effect says the card is worth more to its side than what taking it "
             "costs (its price, or the deck slot it fills); a negative one, less.</p>"]
    if cards:
        labels = [f"{c['card']} ({c['cost']})" if c.get("cost") else c["card"] for c in cards]
        plot = paired.forest_figure(_pyplot(), list(zip(labels, (c["effect"] for c in cards))),
                                    f"Each card's effect on its side's win share ({bot})",
                                    "effect on win share (percentage points, 95% paired interval); red: clear")
        head = ["Rank", "Card", "Cost", "Effect on win share [95% CI]", "Paired games", "Win share taking it",
                "Win share not taking it", "Taken", "Verdict"]
        body = [([str(rank), c["card"], str(c.get("cost", "")), paired.change_text(c["effect"]),
                  str(c["effect"]["n"]), _pct(c.get("treated")), _pct(c.get("control")), _pct(c.get("taken")),
                  _verdict(c["effect"])], paired.excludes_zero(c["effect"]))
                for rank, c in enumerate(cards, 1)]
        worth.append(_png(plot) + f"<p>{e(paired.SIGNIFICANT_NOTE)}; pp = percentage points.  Win share taking it: "
                     "the side's win share in the treated games; not taking it: in the control games; taken: the "
                     "share of the treated games in which the side took the card.</p>" +
                     _grouped_table([("Ranked by effect, highest first", body)], head, "card-worth"))
    worth.append("</section>")
    sections = ["".join(worth)]
    if never:
        body_never = [[c["card"], str(c.get("cost", "")), str(c.get("games", "")), str(c.get("reason", ""))]
                      for c in never]
        sections.append('<section id="never-taken"><h2>Cards the bot never took</h2>' +
                     f"<p>{e(bot)} did not take these cards in any treated game, so there is no effect to measure: "
                     "the card was not offered, or never affordable when it was.</p>" +
                     _table(["Card", "Cost", "Treated games", "Why"], body_never, "never-taken") + "</section>")
    return _experiment_page(f"Card worth: {document['rules']}", sections)


def write_report(folder: Path, out: Path) -> Path:
    text = build_report(folder)
    try:
        Path(out).write_text(text)
    except OSError as exc:
        raise ResultsError(f"cannot write {out}: {exc.strerror or exc}") from None
    return Path(out)

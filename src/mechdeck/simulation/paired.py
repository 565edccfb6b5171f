"""Paired comparisons: the same games (the same seeds, bots, seats, first players and set-up) played under two rule
sets, a baseline and a variant, compared game by game (common random numbers).  Because each game of the variant
has its twin in the baseline, the luck of the deal largely cancels and the change in a measure is estimated from the
per-game differences, with a 95% interval from their spread (``paired_interval``).

``compare_runs`` turns the rows of two such runs into the changes a designer asks about: each bot's win share, the
first player's win share, the game length in turns and how games end.  ``comparison_rows`` formats one comparison
for a table; ``comparison_table`` is the Rich table of the command line (``mechdeck compare`` and ``mechdeck sim
--variant``); ``comparison_figure`` and ``forest_figure`` are the matplotlib forest plots of the HTML report (each
change a point with its interval, a line at zero).  ``variant_lines`` says in words what a variant changed."""
from __future__ import annotations

import math
from collections.abc import Sequence

from . import stats
from .results import ResultsError

# An A/B folder of ``mechdeck sim --variant``: {"baseline": folder, "variants": [folder, ...], "comparisons": [...]},
# the folders (ordinary results folders) named relative to it.
COMPARISON_FILE = "comparison.json"

# The two-sided 95% normal quantile as the shared contract states it (``mean +- 1.96 * sd / sqrt(n)``), so every
# interval of the balance lab is the same closed-form computation.
PAIRED_Z = 1.96

# What must agree, game by game, for two runs to be a pair: the record's key and how a message names it.
PAIRED_FIELDS = (("seed", "seed"), ("agents", "line-up by seat"), ("config", "set-up"))

PAIRING_HINT = "paired runs come from the same `mechdeck sim` options and --seed, the rule set aside"

SIGNIFICANT_MARK = "*"
SIGNIFICANT_NOTE = f"{SIGNIFICANT_MARK} the 95% interval excludes zero (a clear change)"


def paired_interval(differences: Sequence[float]) -> dict:
    """The mean of paired differences with its 95% interval, mean +- 1.96 * sd / sqrt(n), sd the sample standard
    deviation (n - 1): ``{"mean", "low", "high", "n", "sd"}``.  With fewer than two differences there is no spread
    to measure: low, high and sd are None (and the mean too when there are none)."""
    n = len(differences)
    if n == 0:
        return {"mean": None, "low": None, "high": None, "n": 0, "sd": None}
    mean = math.fsum(differences) / n
    if n < 2:
        return {"mean": mean, "low": None, "high": None, "n": n, "sd": None}
    sd = math.sqrt(math.fsum((d - mean) ** 2 for d in differences) / (n - 1))
    half = PAIRED_Z * sd / math.sqrt(n)
    return {"mean": mean, "low": mean - half, "high": mean + half, "n": n, "sd": sd}


def excludes_zero(interval: dict | None) -> bool:
    """Whether a paired interval lies wholly on one side of zero (the change is clear at the 95% level)."""
    if not interval or interval["low"] is None:
        return False
    return interval["low"] > 0 or interval["high"] < 0


def _short(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _by_index(rows: list[dict], run: str) -> dict[int, dict]:
    indexed: dict[int, dict] = {}
    for row in rows:
        index = row["index"]
        if index in indexed:
            raise ResultsError(f"the {run} run holds game {index} twice: it is not one run of `mechdeck sim`")
        indexed[index] = row
    return indexed


def _pair_problem(base: dict, variant: dict) -> str:
    """How two games of the same index differ in what a pair must share ("" when they are a pair)."""
    for key, name in PAIRED_FIELDS:
        if base[key] != variant[key]:
            if key == "config" and isinstance(base[key], dict) and isinstance(variant[key], dict):
                option = next(k for k in sorted(base[key].keys() | variant[key].keys(), key=str)
                              if base[key].get(k) != variant[key].get(k))
                return (f"its set-up option {option!r} is {_short(base[key].get(option))} in the baseline and "
                        f"{_short(variant[key].get(option))} in the variant")
            return f"its {name} is {_short(base[key])} in the baseline and {_short(variant[key])} in the variant"
    if stats.rotation(base) != stats.rotation(variant):
        return (f"its bots sit rotated by {stats.rotation(base)} seats in the baseline and by "
                f"{stats.rotation(variant)} in the variant")
    return ""


def pair_rows(base_rows: list[dict], variant_rows: list[dict]) -> list[tuple[dict, dict]]:
    """The games of two runs paired by index, in index order; ResultsError naming the first index whose games are
    not a pair (one run lacks it, or seed, bots, set-up or seat rotation differ) and how."""
    base = _by_index(base_rows, "baseline")
    variant = _by_index(variant_rows, "variant")
    pairs = []
    for index in sorted(base.keys() | variant.keys()):
        if index not in variant or index not in base:
            only = "baseline" if index not in variant else "variant"
            raise ResultsError(f"the runs are not paired: game {index} is in the {only} run only (the baseline has "
                               f"{len(base)} games, the variant {len(variant)}); {PAIRING_HINT}")
        problem = _pair_problem(base[index], variant[index])
        if problem:
            raise ResultsError(f"the runs are not paired: game {index} is not the same game, {problem}; "
                               f"{PAIRING_HINT}")
        pairs.append((base[index], variant[index]))
    return pairs


def _measure(base_values: list[float], variant_values: list[float]) -> dict:
    """A measure over paired games: its mean in each run and the paired change (variant minus baseline)."""
    n = len(base_values)
    return {"base": math.fsum(base_values) / n if n else None,
            "variant": math.fsum(variant_values) / n if n else None,
            "change": paired_interval([v - b for b, v in zip(base_values, variant_values)])}


def _bot_shares(agents: list[str], shares: list[float]) -> dict[str, float]:
    """Each bot's share of a game's win: its seat's win share, or the mean over its seats when it sits in several
    (the same bot in every seat of a two-seat game has 0.5, a draw aside)."""
    if len(set(agents)) == len(agents):
        return dict(zip(agents, shares))
    seats_of: dict[str, list[int]] = {}
    for seat, bot in enumerate(agents):
        seats_of.setdefault(bot, []).append(seat)
    return {bot: math.fsum(shares[seat] for seat in seats) / len(seats) for bot, seats in seats_of.items()}


def _lineup_order(pairs: list[tuple[dict, dict]]) -> dict[str, int]:
    """The bots in the order their lineups name them, lineup after lineup (A before B whatever seat A sat in); the
    first game of each lineup says it."""
    order: dict[str, int] = {}
    lineups_seen: set = set()
    for base, _ in pairs:
        lineup = base.get("pairing", 0)
        if lineup in lineups_seen:
            continue
        lineups_seen.add(lineup)
        for position in range(len(base["agents"])):
            order.setdefault(base["agents"][stats.lineup_seat(base, position)], len(order))
    return order


def compare_runs(base_rows: list[dict], variant_rows: list[dict], known_endings: Sequence[str] = ()) -> dict:
    """The paired comparison of a baseline run and a variant run of the same games (rows as
    ``results.load_rows`` gives them): ``{"games", "bots", "first_seat", "turns", "endings"}``.

    Each measure is ``{"base": mean, "variant": mean, "change": paired_interval}`` of the per-game values:
    ``bots`` one per bot (``"bot"``: its name; its win share over the games it played, a shared first place
    counting 1/k and a draw 0), ``first_seat`` the win share of the seat that moved first (None when no game
    records a first player), ``turns`` the game length, and ``endings`` one per way a game can end (``"ending"``:
    the record's ``victory``; the ``known_endings`` first, in their order, then every other way either run saw,
    most frequent first; empty when the rule set's results do not say).  ResultsError when the runs are not a
    pair or hold no games."""
    pairs = pair_rows(base_rows, variant_rows)
    if not pairs:
        raise ResultsError("the runs hold no games to compare")
    bot_values: dict[str, tuple[list[float], list[float]]] = {}
    first_base: list[float] = []
    first_variant: list[float] = []
    turns_base: list[float] = []
    turns_variant: list[float] = []
    endings_seen: dict[str, int] = {}
    for base, variant in pairs:
        base_shares, variant_shares = stats.win_shares(base), stats.win_shares(variant)
        variant_bots = _bot_shares(variant["agents"], variant_shares)
        for bot, share in _bot_shares(base["agents"], base_shares).items():
            values = bot_values.setdefault(bot, ([], []))
            values[0].append(share)
            values[1].append(variant_bots[bot])
        if base["first_player"] is not None and variant["first_player"] is not None:
            first_base.append(base_shares[base["first_player"]])
            first_variant.append(variant_shares[variant["first_player"]])
        turns_base.append(base["turns"])
        turns_variant.append(variant["turns"])
        for row in (base, variant):
            ending = row.get("victory")
            if ending is not None:
                endings_seen[ending] = endings_seen.get(ending, 0) + 1
    endings = []
    if endings_seen:
        seen = sorted(endings_seen, key=lambda way: (-endings_seen[way], way))
        for way in dict.fromkeys((*known_endings, *seen)):
            endings.append({"ending": way,
                            **_measure([1.0 if base.get("victory") == way else 0.0 for base, _ in pairs],
                                       [1.0 if variant.get("victory") == way else 0.0 for _, variant in pairs])})
    order = _lineup_order(pairs)
    return {"games": len(pairs),
            "bots": [{"bot": bot, **_measure(*bot_values[bot])}
                     for bot in sorted(bot_values, key=lambda bot: order.get(bot, len(order)))],
            "first_seat": _measure(first_base, first_variant) if first_base else None,
            "turns": _measure(turns_base, turns_variant),
            "endings": endings}


# -- showing a comparison -----------------------------------------------------------------------------------------

def _share(x: float | None) -> str:
    return "n/a" if x is None else f"{100 * x:.1f}%"


def _signed(x: float, scale: float, digits: int) -> str:
    return f"{scale * x:+.{digits}f}"


def change_text(interval: dict, scale: float = 100.0, digits: int = 1, unit: str = " pp") -> str:
    """A paired change as text: ``+3.2 pp [+1.0, +5.4]`` (shares in percentage points by default), marked when its
    interval excludes zero; ``n/a`` with no games and no interval with one."""
    if interval["mean"] is None:
        return "n/a"
    mean = _signed(interval["mean"], scale, digits) + unit
    if interval["low"] is None:
        return f"{mean} (one game: no interval)"
    mark = f" {SIGNIFICANT_MARK}" if excludes_zero(interval) else ""
    return f"{mean} [{_signed(interval['low'], scale, digits)}, {_signed(interval['high'], scale, digits)}]{mark}"


def _row(label: str, measure: dict, base: str, variant: str, change: str) -> tuple[list[str], bool]:
    return [label, base, variant, change, str(measure["change"]["n"])], excludes_zero(measure["change"])


def comparison_rows(comparison: dict) -> list[tuple[str, list[tuple[list[str], bool]]]]:
    """A comparison as table rows in groups (title, rows); each row is its cells (the measure, its value in the
    baseline and in the variant, the change with its 95% interval, the games it is measured over) and whether the
    change is clear (its interval excludes zero)."""
    groups = [("Win share per bot",
               [_row(f"{m['bot']} wins", m, _share(m["base"]), _share(m["variant"]), change_text(m["change"]))
                for m in comparison["bots"]])]
    first = comparison["first_seat"]
    if first is not None:
        groups.append(("First-seat advantage",
                       [_row("first player wins", first, _share(first["base"]), _share(first["variant"]),
                             change_text(first["change"]))]))
    turns = comparison["turns"]
    groups.append(("Game length",
                   [_row("mean turns", turns, f"{turns['base']:.2f}", f"{turns['variant']:.2f}",
                         change_text(turns["change"], scale=1.0, digits=2, unit=" turns"))]))
    if comparison["endings"]:
        groups.append(("How games end",
                       [_row(f"ended by {m['ending']}", m, _share(m["base"]), _share(m["variant"]),
                             change_text(m["change"])) for m in comparison["endings"]]))
    return groups


COMPARISON_HEAD = ["Measure", "Baseline", "Variant", "Change [95% CI]", "Games"]


def comparison_table(comparison: dict, title: str):
    """The Rich table of one comparison: a section per group of measures, clear changes in bold and marked (the
    mark explained below the table)."""
    from rich.table import Table

    table = Table(title=title, title_justify="left", caption=SIGNIFICANT_NOTE + "; pp = percentage points",
                  caption_justify="left")
    for name in COMPARISON_HEAD:
        table.add_column(name, justify="left" if name == "Measure" else "right")
    for _, rows in comparison_rows(comparison):
        for number, (cells, clear) in enumerate(rows):
            table.add_row(*cells, style="bold" if clear else None, end_section=number == len(rows) - 1)
    return table


def variant_lines(info: dict | None) -> list[str]:
    """What a variant rule set changed, in words (its ``variant_info``): a heading line, then one line a change;
    nothing for a shipped rule set."""
    if not info:
        return []
    name = info.get("name") or "unnamed variant"
    head = f"Variant {name} of {info.get('base', 'its rule set')}"
    if info.get("description"):
        head += f": {info['description']}"
    return [head, *(f"  - {change}" for change in info.get("changes") or ())]


# -- forest plots ---------------------------------------------------------------------------------------------------

def comparison_forest_items(comparison: dict) -> tuple[list[tuple[str, dict]], list[tuple[str, dict]]]:
    """A comparison's changes for a forest plot: (label, interval) of the shares (bots, first seat, endings) and of
    the game length, which has its own scale."""
    shares = [(f"{m['bot']} wins", m["change"]) for m in comparison["bots"]]
    if comparison["first_seat"] is not None:
        shares.append(("first player wins", comparison["first_seat"]["change"]))
    shares += [(f"ended by {m['ending']}", m["change"]) for m in comparison["endings"]]
    return shares, [("mean turns", comparison["turns"]["change"])]


CLEAR_COLOUR = "#c0392b"
UNCLEAR_COLOUR = "#4472c4"


# The least half-width of a forest plot's axis: a change of nothing still reads on a sensible scale.
SHARE_REACH = 5.0    # percentage points
TURNS_REACH = 0.5    # turns


def forest_reach(items: list[tuple[str, dict]], scale: float, least: float) -> float:
    """The half-width of a forest plot's axis that shows every item's interval: the farthest end from zero plus a
    margin, at least ``least``.  Plots that share it (one per variant) compare at a glance."""
    ends = [abs(scale * interval[end]) for _, interval in items for end in ("mean", "low", "high")
            if interval[end] is not None]
    return max([least, *(1.1 * end for end in ends)])


def _forest_axis(ax, items: list[tuple[str, dict]], scale: float, xlabel: str, reach: float) -> None:
    """Each item's change as a point with its 95% interval (red when the interval excludes zero), top to bottom,
    a line at zero, and an axis from -reach to +reach, so that left and right read as "down" and "up"."""
    shown = [(label, interval) for label, interval in items if interval["mean"] is not None]
    for y, (_, interval) in enumerate(shown):
        mean = scale * interval["mean"]
        colour = CLEAR_COLOUR if excludes_zero(interval) else UNCLEAR_COLOUR
        if interval["low"] is None:   # one game: a hollow point, no interval
            ax.plot([mean], [y], "o", color=colour, markersize=4, fillstyle="none")
        else:
            ax.errorbar([mean], [y], xerr=[[mean - scale * interval["low"]], [scale * interval["high"] - mean]],
                        fmt="o", color=colour, markersize=4, elinewidth=1.2, capsize=3)
    ax.axvline(0.0, color="grey", linestyle="--", linewidth=0.8)
    ax.set_yticks(list(range(len(shown))), [label for label, _ in shown], fontsize=8)
    ax.set_ylim(len(shown) - 0.5, -0.5)
    ax.set_xlim(-reach, reach)
    ax.set_xlabel(xlabel, fontsize=8)
    ax.tick_params(axis="x", labelsize=8)


def comparison_reach(comparisons: list[dict]) -> tuple[float, float]:
    """The axes' half-widths (shares, turns) that show every change of these comparisons on one scale."""
    items = [comparison_forest_items(comparison) for comparison in comparisons]
    return (forest_reach([item for shares, _ in items for item in shares], 100.0, SHARE_REACH),
            forest_reach([item for _, turns in items for item in turns], 1.0, TURNS_REACH))


def comparison_figure(plt, comparison: dict, title: str, reach: tuple[float, float] | None = None):
    """The forest plot of a comparison: the share changes (percentage points) above, the game length (turns)
    below; ``reach``: the axes' half-widths (``comparison_reach``; by default this comparison's own)."""
    shares, turns = comparison_forest_items(comparison)
    share_reach, turns_reach = reach or comparison_reach([comparison])
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(7.5, 1.4 + 0.35 * (len(shares) + len(turns))),
                                      gridspec_kw={"height_ratios": [max(1, len(shares)), 1.4]})
    _forest_axis(top, shares, 100.0, "change in share of games (percentage points, 95% paired interval)", share_reach)
    _forest_axis(bottom, turns, 1.0, "change in game length (turns, 95% paired interval)", turns_reach)
    top.set_title(title, fontsize=10)
    fig.tight_layout()
    return fig


def forest_figure(plt, items: list[tuple[str, dict]], title: str, xlabel: str, scale: float = 100.0,
                  least_reach: float = SHARE_REACH):
    """A forest plot of any list of (label, interval), in the given order, top to bottom."""
    fig, ax = plt.subplots(figsize=(7.5, 0.9 + 0.22 * max(1, len(items))))
    _forest_axis(ax, items, scale, xlabel, forest_reach(items, scale, least_reach))
    ax.set_title(title, fontsize=10)
    fig.tight_layout()
    return fig

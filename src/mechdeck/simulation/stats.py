"""Statistics over game records (the dicts of games.jsonl or ``GameRecord.to_dict()``): win rates with Wilson
95% confidence intervals per pairing, first-seat advantage, game length, score margins and per-card figures.

Wins are counted as successes and draws as failures in every rate (draws are reported beside them)."""
from __future__ import annotations

import math
from collections import defaultdict

Z95 = 1.959963984540054  # the standard normal quantile for a two-sided 95% interval

CORRELATION_NOTE = (
    "These card figures are correlations, not causes: a side that bought or deployed a card won this often, but "
    "the bots' buying policy, the game's length, the other cards in the Supply and the winning position itself "
    "(a side that is ahead can afford more) all drive both buying a card and winning.  A high figure says where "
    "to look, not that the card is too strong; confirm with controlled experiments (fixed Supplies, the card "
    "forced in or banned).")


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a binomial proportion: (low, high); (0, 1) when n is 0."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z / (1 + z2 / n) * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= n else min(1.0, centre + half)
    return low, high


def rate(successes: int, n: int) -> dict:
    low, high = wilson(successes, n)
    return {"k": successes, "n": n, "rate": successes / n if n else float("nan"), "low": low, "high": high}


def mean_sd(values) -> tuple[float, float]:
    """Mean and sample standard deviation (n - 1); sd 0 for one value, (nan, nan) for none."""
    values = list(values)
    if not values:
        return float("nan"), float("nan")
    mean = sum(values) / len(values)
    if len(values) == 1:
        return mean, 0.0
    return mean, math.sqrt(sum((v - mean) ** 2 for v in values) / (len(values) - 1))


def side_a_seat(row: dict) -> int:
    """The seat of a pairing's first-named bot in this game."""
    return 1 if row.get("swapped") else 0


def margin(row: dict) -> int:
    """Winner's score minus loser's (0 for a draw; a tie on cards broken by units is a margin of 0)."""
    return abs(row["scores"][0] - row["scores"][1])


def pairing_summary(rows: list[dict]) -> list[dict]:
    """Per pairing (in order of first appearance): the bots as named in the pairing, games, wins of each side with
    Wilson intervals, draws, game length (mean and sd, turns), and the first player's win rate."""
    groups: dict[int, list[dict]] = defaultdict(list)
    for row in rows:
        groups[row.get("pairing", 0)].append(row)
    out = []
    for key in sorted(groups):
        games = groups[key]
        first = games[0]
        a_seat = side_a_seat(first)
        bots = (first["agents"][a_seat], first["agents"][1 - a_seat])
        a_wins = sum(1 for r in games if r["winner"] is not None and r["winner"] == side_a_seat(r))
        draws = sum(1 for r in games if r["winner"] is None)
        b_wins = len(games) - a_wins - draws
        first_wins = sum(1 for r in games if r["winner"] is not None and r["winner"] == r["first_player"])
        p1_wins = sum(1 for r in games if r["winner"] == 0)
        turns_mean, turns_sd = mean_sd(r["turns"] for r in games)
        margin_mean, margin_sd = mean_sd(margin(r) for r in games)
        out.append({"pairing": key, "bots": bots, "games": len(games), "a": rate(a_wins, len(games)),
                    "b": rate(b_wins, len(games)), "draws": draws, "draw_rate": draws / len(games),
                    "turns_mean": turns_mean, "turns_sd": turns_sd, "margin_mean": margin_mean,
                    "margin_sd": margin_sd, "first": rate(first_wins, len(games)),
                    "seat_p1": rate(p1_wins, len(games))})
    return out


def overall_summary(rows: list[dict]) -> dict:
    n = len(rows)
    first_wins = sum(1 for r in rows if r["winner"] is not None and r["winner"] == r["first_player"])
    turns_mean, turns_sd = mean_sd(r["turns"] for r in rows)
    return {"games": n, "bots": sorted({b for r in rows for b in r["agents"]}),
            "draws": sum(1 for r in rows if r["winner"] is None), "first": rate(first_wins, n),
            "seat_p1": rate(sum(1 for r in rows if r["winner"] == 0), n), "turns_mean": turns_mean,
            "turns_sd": turns_sd}


def _card_table(rules_id: str) -> list:
    import mechdeck.games  # noqa: F401
    from mechdeck.kernel import get_rules

    return list(getattr(get_rules(rules_id), "cards", ()))


def card_stats(rows: list[dict], bots: list[str] | None = None) -> list[dict]:
    """Per card of the rule set, counted over *sides* (a game has two; with ``bots`` only the sides those bots
    played): games where it was available (in the Supply; base cards always), the share of available sides that
    bought it, the win rate of sides that bought it, of sides that had it available and did not buy it, and (units)
    of sides that deployed it, each with its Wilson 95% interval."""
    if not rows:
        return []
    rules_id = rows[0].get("rules") or "domination-v2.2"
    cards = _card_table(rules_id)
    base = [c.name for c in cards if getattr(c, "base", False)]
    tally = {c.name: defaultdict(int) for c in cards}
    for row in rows:
        decks = row.get("decks") or []
        # Deck games (BattleTech TCG): a card is available to a side when it is in that side's deck.
        available_to = [decks[0], decks[1]] if decks else [list(row.get("supply", ())) + base] * 2
        counts = row.get("cards", {})
        bought = counts.get("bought", [{}, {}])
        deployed = counts.get("deployed", [{}, {}])
        for name in set(available_to[0]) | set(available_to[1]):
            if name in tally:
                tally[name]["games"] += 1
        for seat in (0, 1):
            if bots is not None and row["agents"][seat] not in bots:
                continue
            won = row["winner"] is not None and row["winner"] == seat
            for name in available_to[seat]:
                t = tally.get(name)
                if t is None:
                    continue
                t["sides"] += 1
                if bought[seat].get(name):
                    t["bought"] += 1
                    t["bought_wins"] += won
                else:
                    t["not_bought"] += 1
                    t["not_bought_wins"] += won
                if deployed[seat].get(name):
                    t["deployed"] += 1
                    t["deployed_wins"] += won
    out = []
    total = len(rows)
    for c in cards:
        t = tally[c.name]
        unit = getattr(c, "type", "") == "Unit" or getattr(c, "kind", "") in ("mech", "unit", "command")
        out.append({"card": c.name, "type": getattr(c, "type", "") or getattr(c, "kind", ""),
                    "base": getattr(c, "base", False),
                    "available_games": t["games"], "available_share": t["games"] / total,
                    "sides": t["sides"], "bought_share": t["bought"] / t["sides"] if t["sides"] else float("nan"),
                    "bought": rate(t["bought_wins"], t["bought"]),
                    "not_bought": rate(t["not_bought_wins"], t["not_bought"]),
                    "deployed": rate(t["deployed_wins"], t["deployed"]) if unit else None})
    return out

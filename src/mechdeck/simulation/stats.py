"""Statistics over game records (the dicts of games.jsonl or ``GameRecord.to_dict()``): win rates with Wilson
95% confidence intervals per pairing, first-seat advantage, game length, score margins, how games end (victory
conditions and round-limit finishes per player count) and per-card figures.

Wins are counted as successes and draws as failures in every rate (draws are reported beside them); a first place
shared by k seats of N (k < N) counts 1/k to each, and a draw is a first place shared by every seat.  Files written
before results carried ranks are read from their winner."""
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


def seats_of(row: dict) -> int:
    return len(row["agents"])


def row_ranks(row: dict) -> list[int]:
    """A game's ranks by seat (1 = first): recorded since results carry them; for a file written before, derived
    from its winner (a lone winner first, every other seat second; a draw ranks every seat first)."""
    ranks = row.get("ranks")
    if ranks:
        return ranks
    n = seats_of(row)
    winner = row["winner"]
    return [1] * n if winner is None else [1 if seat == winner else 2 for seat in range(n)]


def win_shares(row: dict) -> list[float]:
    """Each seat's share of the win: 1 for a lone winner, 1/k to each of k seats sharing first place, and 0 to every
    seat of a draw (all seats first), which is counted apart.  Two seats: 1 for the winner, as always here."""
    ranks = row_ranks(row)
    firsts = ranks.count(1)
    if firsts == len(ranks):
        return [0.0] * len(ranks)
    return [1 / firsts if rank == 1 else 0.0 for rank in ranks]


def is_draw(row: dict) -> bool:
    return row_ranks(row).count(1) == seats_of(row)


def rotation(row: dict) -> int:
    """The seat shift of the game's lineup: its bot i sat in seat (i + rotation) % N (files written before record
    only ``swapped``)."""
    return row.get("rotation", 1 if row.get("swapped") else 0)


def lineup_seat(row: dict, position: int) -> int:
    """The seat of the lineup's bot ``position`` in this game."""
    return (position + rotation(row)) % seats_of(row)


def side_a_seat(row: dict) -> int:
    """The seat of a pairing's first-named bot in this game."""
    return lineup_seat(row, 0)


def margin(row: dict) -> float:
    """The top score minus the best other seat's (0 for a tie on top; for two seats the winner's score minus the
    loser's, and a tie on cards broken by units is a margin of 0)."""
    top, second = sorted(row["scores"], reverse=True)[:2]
    return top - second


def pairing_summary(rows: list[dict]) -> list[dict]:
    """Per lineup (in order of first appearance): the bots as named in the lineup, games, each lineup bot's win
    share (``wins``) and mean rank (``ranks``) whatever seat it sat in, with Wilson intervals, draws, game length
    (mean and sd, turns), score margins, the first player's win rate and each seat position's win share
    (``seats``, to compare with 1/N)."""
    groups: dict[int, list[dict]] = defaultdict(list)
    for row in rows:
        groups[row.get("pairing", 0)].append(row)
    out = []
    for key in sorted(groups):
        games = groups[key]
        first = games[0]
        n = seats_of(first)
        bots = tuple(first["agents"][lineup_seat(first, i)] for i in range(n))
        wins = [0.0] * n
        rank_sums = [0] * n
        for r in games:
            shares, ranks = win_shares(r), row_ranks(r)
            for i in range(n):
                seat = lineup_seat(r, i)
                wins[i] += shares[seat]
                rank_sums[i] += ranks[seat]
        draws = sum(1 for r in games if is_draw(r))
        turns_mean, turns_sd = mean_sd(r["turns"] for r in games)
        margin_mean, margin_sd = mean_sd(margin(r) for r in games)
        seats = seat_rates(games)
        out.append({"pairing": key, "bots": bots, "games": len(games), "wins": [rate(w, len(games)) for w in wins],
                    "ranks": [total / len(games) for total in rank_sums], "draws": draws,
                    "draw_rate": draws / len(games), "turns_mean": turns_mean, "turns_sd": turns_sd,
                    "margin_mean": margin_mean, "margin_sd": margin_sd, "first": first_player_rate(games),
                    "seats": seats, "seat_p1": seats[0]})
    return out


def first_player_rate(rows: list[dict]) -> dict:
    """The first player's win share, over the games whose rule set records a first player."""
    known = [r for r in rows if r["first_player"] is not None]
    return rate(sum(win_shares(r)[r["first_player"]] for r in known), len(known))


def seat_rates(rows: list[dict]) -> list[dict]:
    """Each seat position's win share (P1, P2, ...): with no seat advantage each is 1/N."""
    n = max((seats_of(r) for r in rows), default=2)
    wins = [0.0] * n
    games = [0] * n
    for r in rows:
        for seat, share in enumerate(win_shares(r)):
            wins[seat] += share
            games[seat] += 1
    return [rate(wins[seat], games[seat]) for seat in range(n)]


def bot_summary(rows: list[dict]) -> list[dict]:
    """Per bot (by name, sorted by mean rank, best first): seats it played (a bot twice in a lineup plays two), its
    win share with a Wilson interval and its mean rank."""
    seats: dict[str, int] = defaultdict(int)
    wins: dict[str, float] = defaultdict(float)
    rank_sums: dict[str, int] = defaultdict(int)
    for r in rows:
        shares, ranks = win_shares(r), row_ranks(r)
        for seat, bot in enumerate(r["agents"]):
            seats[bot] += 1
            wins[bot] += shares[seat]
            rank_sums[bot] += ranks[seat]
    out = [{"bot": bot, "seats": seats[bot], "wins": rate(wins[bot], seats[bot]),
            "mean_rank": rank_sums[bot] / seats[bot]} for bot in seats]
    out.sort(key=lambda b: (b["mean_rank"], b["bot"]))
    return out


def overall_summary(rows: list[dict]) -> dict:
    n = len(rows)
    turns_mean, turns_sd = mean_sd(r["turns"] for r in rows)
    seats = seat_rates(rows)
    return {"games": n, "bots": sorted({b for r in rows for b in r["agents"]}),
            "players": sorted({seats_of(r) for r in rows}), "draws": sum(1 for r in rows if is_draw(r)),
            "first": first_player_rate(rows), "seats": seats, "seat_p1": seats[0], "turns_mean": turns_mean,
            "turns_sd": turns_sd}


def how_games_end(rows: list[dict], known: tuple[str, ...] = ()) -> list[dict]:
    """How games end, per player count (ascending): for the games whose rule set says how each ended (the record's
    ``victory``: a victory condition's id, or "round_limit"), the share of each way with its Wilson interval.  The
    ``known`` ways come first, in their order, with a share of 0 when no game ended so (a path to victory that never
    wins is the designer's first question), then any other way seen, most frequent first.  Rule sets whose results
    do not say give no rows."""
    groups: dict[int, list[str]] = defaultdict(list)
    for row in rows:
        if row.get("victory") is not None:
            groups[seats_of(row)].append(row["victory"])
    out = []
    for players in sorted(groups):
        ends = groups[players]
        counts: dict[str, int] = defaultdict(int)
        for end in ends:
            counts[end] += 1
        seen = sorted(counts, key=lambda end: (-counts[end], end))
        ways = list(dict.fromkeys(known + tuple(seen)))
        out.append({"players": players, "games": len(ends),
                    "ends": [{"victory": way, **rate(counts[way], len(ends))} for way in ways]})
    return out


def known_victories(rules_id: str) -> tuple[str, ...]:
    """Every way a game of the rule set can end, as its results name them (``RuleSet.victory_ids``; none for a rule
    set that does not say)."""
    import mechdeck.games  # noqa: F401
    from mechdeck.kernel import get_rules

    try:
        return tuple(getattr(get_rules(rules_id), "victory_ids", ()))
    except (KeyError, ValueError):   # a rule set not registered in this process: the ways seen are listed
        return ()


def _card_table(rules_id: str) -> list:
    import mechdeck.games  # noqa: F401
    from mechdeck.kernel import get_rules

    return list(getattr(get_rules(rules_id), "cards", ()))


def card_stats(rows: list[dict], bots: list[str] | None = None) -> list[dict]:
    """Per card of the rule set, counted over *sides* (a game has one a seat; with ``bots`` only the sides those
    bots played; a side's win is its win share): games where it was available (in the Supply; base cards always), the share of available sides that
    bought it, the win rate of sides that bought it, of sides that had it available and did not buy it, and (units)
    of sides that deployed it, each with its Wilson 95% interval."""
    if not rows:
        return []
    rules_id = rows[0].get("rules") or "domination-v2.2"
    cards = _card_table(rules_id)
    base = [c.name for c in cards if getattr(c, "base", False)]
    tally = {c.name: defaultdict(int) for c in cards}
    for row in rows:
        n = seats_of(row)
        decks = row.get("decks") or []
        # Deck games (BattleTech TCG): a card is available to a side when it is in that side's deck.
        available_to = decks if decks else [list(row.get("supply", ())) + base] * n
        counts = row.get("cards", {})
        bought = counts.get("bought") or [{}] * n
        deployed = counts.get("deployed") or [{}] * n
        for name in set().union(*available_to):
            if name in tally:
                tally[name]["games"] += 1
        shares = win_shares(row)
        for seat in range(n):
            if bots is not None and row["agents"][seat] not in bots:
                continue
            won = shares[seat]
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

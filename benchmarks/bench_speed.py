"""Side-by-side speed: mechdeck's Domination v2.2 against the two Python Dominion engines on PyPI.

    python benchmarks/bench_speed.py [--quick] [--seconds S] [--passes N] [--skip-peers] [--fresh-venv] [--profile]
                                     [--baseline-src DIR]

One run, one machine, every engine timed in its own process, one after another (never two at once):

* mechdeck        heuristic bot against heuristic bot, Domination v2.2, a fixed list of Supplies (the first-game
                  preset and seven fixed random ones) and fixed seeds; logging off as in batch simulation.
                  A decision is one ``rules.apply`` of a bot's choice (single-option choices are taken by the engine
                  and are not decisions).
* pyminion 0.4.0  its own bots (``pyminion.bots.examples``): BigMoney, BigMoneySmithy and BanditBot (an
                  OptimizedBot with an Attack), each against itself; Kingdom: the bot's action cards + random Base
                  cards from the seeded ``random`` module.  A decision is one call of a method of pyminion's
                  ``Decider`` protocol on a bot's decider (counted by wrapping those methods).
* pydominion 0.1.0  the package ships no bot (only ``Human``), so two bots are written here against its ``Player``
                  interface exactly like ``Human`` plays (``action_phase``/``buy_phase`` loops asking ``choice``):
                  Big Money and Big Money + Smithy with pyminion's buy rules.  A decision is one call of
                  ``Player.choice`` (counted by wrapping it).

The peers are installed with pip into a throw-away virtualenv (``benchmarks/.venv-peers``, git-ignored, reused
between runs; ``--fresh-venv`` rebuilds it) and never become dependencies of the project.

Rates are per CPU-second of the timing process (``time.process_time``), so they stay meaningful on a shared
machine; wall-clock games/s is shown beside them.  Each engine runs for ``--seconds`` in all, split over ``--passes``
passes that take every engine in turn (a new process each time), so that the machine's slow spells fall on all
engines alike; the median pass is reported, and a ratio is the median of the per-pass ratios.

Also measured: ``State.clone`` at mid-effect decisions (``len(state.stack) >= 3``) against ``copy.deepcopy``; random
playouts from determinised clones (the playout an MCTS bot runs; shown under MCTS only
when a ``mcts`` agent exists); and the throughput of a ``mechdeck sim`` sweep (games encoded, results files
written) with 2 worker processes against 1 (wall clock).

``--baseline-src DIR`` also measures a previous build: the ``src`` folder of another checkout of mechdeck (built in
place with ``python setup.py build_ext --inplace`` to compare compiled builds), run by the same workers with
``PYTHONPATH=DIR``, in the same passes as this build (games/s, and clone, which then also runs once a pass), so
that a change is measured against what it changes with the machine's load alike; its figures and the ratios this
build / previous build are added to the tables.

The table is printed and written as Markdown to ``benchmarks/results.md`` (date, machine, command).
"""
from __future__ import annotations

# Only the standard library at module level: the peers' workers run this file with the peers' virtualenv python.
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))   # plain_build.py beside it, also imported by path
from plain_build import plain_sources  # noqa: E402

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
VENV = HERE / ".venv-peers"
RESULTS = HERE / "results.md"
PEERS = ("pyminion==0.4.0", "pydominion==0.1.0")
RULES_ID = "domination-v2.2"

# The Supplies mechdeck's games cycle through: the first-game preset and seven random Supplies, pinned by name.
SUPPLIES = (
    "first-game",
    ["Veteran Infantry", "Schrek PPC Carrier", "Centurion", "Thor (Summoner)", "Battle Armor Squad",
     "Gladiator (Executioner)", "Headshot!", "Stolen Technology", "Trial of Possession", "Logistics Office",
     "Rapid Deployment", "Espionage"],
    ["Loki (Hellbringer)", "Masakari (Warhawk)", "Uziel", "Battle Armor Squad", "Quickdraw", "Special Ops Team",
     "Reinforcements", "Social Generals", "Convoy", "Staging Ground", "High Command", "Headshot!"],
    ["Battle Armor Squad", "Manticore Heavy Tank", "Shadow Cat", "Fire Falcon", "Grasshopper", "Centurion",
     "Logistics Office", "Rapid Deployment", "Heavy Industry", "Scrap Yard", "Forced Negotiations", "Headshot!"],
    ["Loki (Hellbringer)", "Mad Cat (Timberwolf)", "Trebuchet", "Raven", "Special Ops Team", "Urbanmech",
     "Maintenance Facility", "High Command", "Headshot!", "Martial Law", "Staging Ground", "Guerrilla Warfare"],
    ["Thor (Summoner)", "Orion", "Atlas", "Mad Cat mk II", "Quickdraw", "Kit Fox (Uller)", "Hidden Base",
     "Propaganda", "Tactical Nuke", "High Command", "Strategic Bombing", "Stolen Technology"],
    ["Stormcrow (Ryoken)", "Urbanmech", "Atlas", "Daishi (Dire Wolf)", "Schrek PPC Carrier", "Fire Falcon",
     "Scrap for Parts", "Guerrilla Warfare", "Master Spy", "Expert Mech Techs", "High Command", "Ammo Dump"],
    ["Marauder", "Hunchback", "Cicada", "Atlas", "Battle Armor Squad", "Commando", "Battlefield Salvage",
     "Maintenance Facility", "Master Spy", "Hidden Base", "Ammo Dump", "Headshot!"],
)

GOAL_GAMES_VS_PYMINION = 3.4
GOAL_DECISIONS_VS_PYDOMINION = 1.0
GOAL_SCALING_2_WORKERS = 1.8
GOAL_CLONE_US = 4.0
GOAL_CLONE_VS_BASELINE = 1.05  # clone at most 5% slower than the previous build's (--baseline-src), same run


# ================================================================================================================
# Timing loop shared by every engine's worker
# ================================================================================================================
def timed_games(play_one, seconds: float, rounds: int, warmup: int = 2) -> dict:
    """Play games ``play_one(i) -> (decisions, turns)`` with i = 0, 1, 2, ... for ``seconds`` in ``rounds`` rounds.

    Each round runs whole games until its share of the wall time is used; rates per round are taken over the CPU
    time of this process; the median round is reported (and the totals)."""
    for i in range(warmup):
        play_one(10_000_000 + i)
    per_round = seconds / rounds
    i = 0
    games = decisions = turns = 0
    cpu_total = wall_total = 0.0
    round_games, round_decisions = [], []
    for _ in range(rounds):
        g = d = 0
        w0, c0 = time.perf_counter(), time.process_time()
        while True:
            dd, tt = play_one(i)
            i += 1
            g += 1
            d += dd
            turns += tt
            if time.perf_counter() - w0 >= per_round:
                break
        cpu = time.process_time() - c0
        wall = time.perf_counter() - w0
        round_games.append(g / cpu)
        round_decisions.append(d / cpu)
        games += g
        decisions += d
        cpu_total += cpu
        wall_total += wall
    return {
        "games": games, "decisions": decisions, "turns": turns, "cpu_s": cpu_total, "wall_s": wall_total,
        "games_per_s": statistics.median(round_games), "decisions_per_s": statistics.median(round_decisions),
        "games_per_s_rounds": round_games, "decisions_per_s_rounds": round_decisions,
        "wall_games_per_s": games / wall_total,
        "decisions_per_game": decisions / games, "turns_per_game": turns / games,
    }


# ================================================================================================================
# Workers: mechdeck (project python)
# ================================================================================================================
def _mechdeck():
    try:
        import mechdeck  # noqa: F401
    except ImportError:  # a checkout without an installed package
        sys.path.insert(0, str(ROOT / "src"))
    import mechdeck.games  # noqa: F401  (registers the rule sets)
    from mechdeck.agents import AGENT_NAMES, make_agent
    from mechdeck.kernel import get_rules
    return get_rules(RULES_ID), make_agent, AGENT_NAMES


def _heuristic_game(rules, make_agent, i: int, on_state=None) -> tuple[int, int]:
    from mechdeck.kernel import play_out
    state = rules.new_game(i, {"supply": SUPPLIES[i % len(SUPPLIES)]}, log=False)
    agents = (make_agent("heuristic", 2 * i), make_agent("heuristic", 2 * i + 1))
    if on_state is None:  # how simulations play: the kernel's loop (compiled with the rest of the hot path)
        return play_out(rules, state, agents), rules.result(state)["turns"]
    apply = rules.apply
    decisions = 0
    while state.decision is not None:
        apply(state, agents[state.decision.player].act(rules, state))
        decisions += 1
        on_state(state, decisions)
    return decisions, rules.result(state)["turns"]


def worker_mechdeck_games(args) -> dict:
    rules, make_agent, _ = _mechdeck()
    return timed_games(lambda i: _heuristic_game(rules, make_agent, i), args.seconds, args.rounds)


def worker_mechdeck_clone(args) -> dict:
    """µs per State.clone() and per copy.deepcopy(state) at decisions inside a card's effect (stack depth >= 3)."""
    import copy
    rules, make_agent, _ = _mechdeck()
    wanted = args.states
    states = []

    def keep(state, _n):
        if len(state.stack) >= 3 and state.decision is not None and len(states) < wanted:
            states.append(state.clone())

    i = 0
    while len(states) < wanted and i < 5000:
        _heuristic_game(rules, make_agent, i, keep)
        i += 1
    if not states:
        return {"error": "no state with len(stack) >= 3 reached"}
    for s in states:  # a clone must be exact
        assert s.clone() == s and copy.deepcopy(s) == s

    def per_call(fn, reps):
        best = float("inf")
        for _ in range(3):
            t0 = time.perf_counter()
            for s in states:
                for _ in range(reps):
                    fn(s)
            best = min(best, (time.perf_counter() - t0) / (len(states) * reps))
        return best * 1e6

    clone_us = per_call(lambda s: s.clone(), args.clone_reps)
    deep_us = per_call(copy.deepcopy, max(1, args.clone_reps // 50))
    return {"states": len(states), "games_scanned": i, "clone_us": clone_us, "deepcopy_us": deep_us,
            "mean_stack": statistics.mean(len(s.stack) for s in states),
            "mean_history": statistics.mean(len(s.history) for s in states)}


def worker_mechdeck_playouts(args) -> dict:
    """Random playouts to the end of the game, each from a fresh determinised clone of a mid-game state."""
    import random
    rules, make_agent, agent_names = _mechdeck()
    starts = []

    def keep(state, n):
        if n % 40 == 0 and state.decision is not None:
            starts.append(state.clone())

    for i in range(4):
        _heuristic_game(rules, make_agent, i, keep)
    rng = random.Random(1)
    apply = rules.apply
    max_decisions = 20_000
    truncated = 0

    def playout(k):
        nonlocal truncated
        start = starts[k % len(starts)]
        state = rules.determinize(start, start.decision.player, k)
        d = 0
        while state.decision is not None:
            apply(state, rng.choice(state.decision.options))
            d += 1
            if d >= max_decisions:
                truncated += 1
                break
        return d, 0

    out = timed_games(playout, args.seconds, args.rounds, warmup=1)
    out.update({"start_states": len(starts), "truncated": truncated, "mcts_agent": "mcts" in agent_names})
    return out


def _busy_loop(n: int) -> int:
    total = 0
    for i in range(n):
        total += i * i % 7
    return total


def machine_scaling(rounds: int, n: int = 5_000_000) -> list[float]:
    """What this machine gives two processes at once: a pure-Python loop in 2 forked processes against 1 (wall),
    once a round.  The ceiling for any 2-worker figure measured beside it."""
    import multiprocessing
    ratios = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        _busy_loop(n)
        one = time.perf_counter() - t0
        with multiprocessing.get_context("fork").Pool(2) as pool:
            t0 = time.perf_counter()
            pool.map(_busy_loop, [n, n])
            two = time.perf_counter() - t0
        ratios.append(2 * one / two)
    return ratios


def worker_mechdeck_scaling(args) -> dict:
    """Wall-clock games/s of a sweep run as ``mechdeck sim`` runs it (workers play and encode each game with its
    actions; this process writes games.csv and games.jsonl), with 1 and 2 worker processes, on the same ``2 * games``
    games (same seeds).

    End to end: pool start-up included.  Steady state: the rate at which games complete between the 25% and the 75%
    marks of the run, which leaves out start-up (forking, warming up) and the uneven last chunks."""
    _mechdeck()
    from mechdeck.simulation import iter_games, plan_games
    from mechdeck.simulation.results import ResultsWriter, play_encoded

    def run(workers, n):
        done = []
        jobs = plan_games(RULES_ID, [("heuristic", "heuristic")], n, 7, {"supply": "random"})
        with tempfile.TemporaryDirectory() as folder:
            t0 = time.perf_counter()
            with ResultsWriter(Path(folder), {}) as writer:
                for game in iter_games(jobs, workers, play=play_encoded):
                    writer.add(game)
                    done.append(time.perf_counter())
            total = time.perf_counter() - t0
        assert len(done) == n
        low, high = n // 4, (3 * n) // 4
        return total, (high - low) / max(done[high] - done[low], 1e-9)

    n = 2 * args.games
    out = {"games": args.games, "rounds": args.rounds}
    rates: dict = {key: [] for key in ("w1", "w1_steady", "w2", "w2_steady")}
    for _ in range(args.rounds):  # 1 and 2 workers in turn, so that a slow spell of the machine falls on both
        for workers in (1, 2):
            total, steady = run(workers, n)
            rates[f"w{workers}"].append(n / total)
            rates[f"w{workers}_steady"].append(steady)
    for key, values in rates.items():
        out[f"{key}_games_per_s"] = statistics.median(values)
    if sys.platform.startswith("linux"):
        machine = machine_scaling(args.rounds)
        out["machine"], out["machine_low"], out["machine_high"] = statistics.median(machine), min(machine), max(machine)
    for kind, suffix in (("speedup", ""), ("steady_speedup", "_steady")):
        ratios = [two / one for one, two in zip(rates[f"w1{suffix}"], rates[f"w2{suffix}"])]
        out[kind], out[f"{kind}_low"], out[f"{kind}_high"] = statistics.median(ratios), min(ratios), max(ratios)
    try:
        out["load"] = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        out["load"] = "n/a"
    return out


def worker_profile(args) -> dict:
    """cProfile of heuristic-vs-heuristic games: the top functions by own time (printed to stderr)."""
    import cProfile
    import io
    import pstats
    rules, make_agent, _ = _mechdeck()
    prof = cProfile.Profile()
    prof.enable()
    for i in range(args.games):
        _heuristic_game(rules, make_agent, i)
    prof.disable()
    buf = io.StringIO()
    stats = pstats.Stats(prof, stream=buf)
    stats.sort_stats("tottime").print_stats(25)
    stats.sort_stats("cumulative").print_stats(25)
    sys.stderr.write(buf.getvalue())
    return {"games": args.games}


# ================================================================================================================
# Workers: pyminion 0.4.0 (peers' virtualenv)
# ================================================================================================================
def _count_decisions(obj, names, counter: list) -> None:
    """Replace obj's bound methods ``names`` by wrappers that count calls in counter[0]."""
    for name in names:
        method = getattr(obj, name, None)
        if method is None:
            continue

        def wrapped(*a, _m=method, **k):
            counter[0] += 1
            return _m(*a, **k)

        setattr(obj, name, wrapped)


def worker_pyminion(args) -> dict:
    import random

    from pyminion.bots.examples import BanditBot, BigMoney, BigMoneySmithy
    from pyminion.decider import Decider
    from pyminion.expansions.base import bandit, base_set, smithy
    from pyminion.game import Game

    bot, kingdom = {"bigmoney": (BigMoney, []), "smithy": (BigMoneySmithy, [smithy]),
                    "bandit": (BanditBot, [bandit, smithy])}[args.bot]
    decision_names = [n for n, v in vars(Decider).items() if callable(v) and not n.startswith("_")]

    def play_one(i):
        random.seed(i)
        counter = [0]
        players = [bot(player_id="p1"), bot(player_id="p2")]
        for p in players:
            _count_decisions(p.decider, decision_names, counter)
        game = Game(players=players, expansions=[base_set], kingdom_cards=list(kingdom), random_order=True,
                    log_stdout=False, log_file=False)
        game.play()
        return counter[0], sum(p.turns for p in players)

    return timed_games(play_one, args.seconds, args.rounds)


# ================================================================================================================
# Workers: pydominion 0.1.0 (peers' virtualenv)
# ================================================================================================================
def worker_pydominion(args) -> dict:
    import random

    from dominion import Game, Gold, Player, Province, Silver
    from dominion.cards.action import Action
    from dominion.cards.expansions import first_edition as fe

    smithy_bot = args.bot == "smithy"
    Smithy = fe.Smithy
    kingdom = [fe.Smithy, fe.Village, fe.Cellar, fe.Market, fe.Festival, fe.Laboratory, fe.Moneylender,
               fe.Workshop, fe.CouncilRoom, fe.Mine]

    class BigMoneyBot(Player):
        """Plays exactly as pydominion's Human does, choosing by pyminion's BigMoney/BigMoneySmithy rules."""

        turns = 0

        def action_phase(self) -> None:
            deck = self.deck
            while deck.actions > 0:
                actions = [card for card in deck.hand if issubclass(card, Action)]
                if not actions:
                    return
                card = self.choice(None, "action", actions)
                if card is None:
                    return
                card.play(deck)

        def buy_phase(self) -> None:
            deck = self.deck
            self.turns += 1
            while deck.buys > 0:
                options = [card for card in deck.game.available_cards if card.cost <= deck.coins]
                card = self.choice(None, "buy", options)
                if card is None:
                    return
                card.buy(deck)

        def choice(self, card, prompt, choices):
            if prompt == "action":
                return Smithy if Smithy in choices else None
            if prompt == "buy":
                money = self.deck.coins
                for wanted, ok in ((Province, money >= 8), (Gold, money >= 6),
                                   (Smithy, smithy_bot and money == 4), (Silver, money >= 3)):
                    if ok and wanted in choices:
                        return wanted
                return None
            return choices[0] if choices else None  # a card's own question (none arise with these bots)

    devnull = open(os.devnull, "w")

    def play_one(i):
        random.seed(i)
        counter = [0]
        real_stdout = sys.stdout
        sys.stdout = devnull  # pydominion's Action.play print()s the action count
        try:
            game = Game([BigMoneyBot, BigMoneyBot], kingdom, game_output=devnull, log_events=False)
            for p in game.players:
                _count_decisions(p, ["choice"], counter)
            game.play()
        finally:
            sys.stdout = real_stdout
        return counter[0], sum(p.turns for p in game.players)

    return timed_games(play_one, args.seconds, args.rounds)


WORKERS = {
    "mechdeck-games": worker_mechdeck_games,
    "mechdeck-clone": worker_mechdeck_clone,
    "mechdeck-playouts": worker_mechdeck_playouts,
    "mechdeck-scaling": worker_mechdeck_scaling,
    "mechdeck-profile": worker_profile,
    "pyminion": worker_pyminion,
    "pydominion": worker_pydominion,
}


# ================================================================================================================
# The driver
# ================================================================================================================
def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_peers(fresh: bool) -> str | None:
    """Create/refresh the peers' virtualenv; None when ready, else why not."""
    py = venv_python()
    check = [str(py), "-c", "import importlib.metadata as m; print(m.version('pyminion'), m.version('pydominion'))"]
    if py.exists() and not fresh:
        done = subprocess.run(check, capture_output=True, text=True)
        if done.returncode == 0 and done.stdout.split() == [p.split("==")[1] for p in PEERS]:
            return None
    print(f"installing {', '.join(PEERS)} into {VENV.relative_to(ROOT)} ...", file=sys.stderr)
    steps = [[sys.executable, "-m", "venv", "--clear", str(VENV)],
             [str(py), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *PEERS]]
    for step in steps:
        done = subprocess.run(step, capture_output=True, text=True)
        if done.returncode != 0:
            return f"{' '.join(step[:4])} failed: {(done.stderr or done.stdout).strip().splitlines()[-1:]}"
    done = subprocess.run(check, capture_output=True, text=True)
    return None if done.returncode == 0 else f"peers not importable: {done.stderr.strip()[-200:]}"


def run_worker(python, name: str, env: dict | None = None, **options) -> dict:
    cmd = [str(python), str(Path(__file__).resolve()), "--worker", name]
    for key, value in options.items():
        cmd += [f"--{key.replace('_', '-')}", str(value)]
    done = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT,
                          env=None if env is None else {**os.environ, **env})
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip().splitlines()[-1:] or ["(no output)"]
        return {"error": f"{name} failed (rc {done.returncode}): {tail[0][:200]}"}
    if name == "mechdeck-profile":
        sys.stderr.write(done.stderr)
    return json.loads(done.stdout.strip().splitlines()[-1])


def merge_passes(passes: list[dict]) -> dict:
    """One engine's results over the passes (each a ``timed_games`` result of one round): totals, and per pass the
    games/s and decisions/s, whose medians are the engine's figures."""
    failed = [r for r in passes if "error" in r]
    if failed:
        return failed[0]
    total = {key: sum(r[key] for r in passes) for key in ("games", "decisions", "turns", "cpu_s", "wall_s")}
    games_rounds = [r["games_per_s"] for r in passes]
    decisions_rounds = [r["decisions_per_s"] for r in passes]
    return {**total, "games_per_s": statistics.median(games_rounds),
            "decisions_per_s": statistics.median(decisions_rounds), "games_per_s_rounds": games_rounds,
            "decisions_per_s_rounds": decisions_rounds, "wall_games_per_s": total["games"] / total["wall_s"],
            "decisions_per_game": total["decisions"] / total["games"],
            "turns_per_game": total["turns"] / total["games"]}


def merge_clone_passes(passes: list[dict]) -> dict:
    """One build's clone measurements over the passes: the median of each figure, and the per-pass clone times (for
    paired ratios)."""
    failed = [r for r in passes if "error" in r]
    if failed:
        return failed[0]
    merged = {key: statistics.median(r[key] for r in passes) for key in ("clone_us", "deepcopy_us", "mean_stack",
                                                                          "mean_history")}
    merged.update(states=passes[0]["states"], clone_us_rounds=[r["clone_us"] for r in passes],
                  clone_low=min(r["clone_us"] for r in passes), clone_high=max(r["clone_us"] for r in passes))
    return merged


def paired_ratio(num: dict, den: dict, field: str) -> tuple[float, float, float] | None:
    """The median over the passes of num's rate / den's rate in the same pass, with the lowest and highest: two
    engines measured minutes apart on a shared machine can meet different loads, two in the same pass seldom do."""
    a, b = num.get(f"{field}_rounds"), den.get(f"{field}_rounds")
    if not a or not b or len(a) != len(b):
        return None
    ratios = [x / y for x, y in zip(a, b)]
    return statistics.median(ratios), min(ratios), max(ratios)


def fmt(value, digits=0, suffix=""):
    if value is None:
        return "n/a"
    return f"{value:,.{digits}f}{suffix}"


ENGINES = (  # result key, engine, bots
    ("mechdeck", "mechdeck (Domination v2.2)", "heuristic vs heuristic"),
    ("mechdeck-baseline", "mechdeck, previous build (--baseline-src)", "heuristic vs heuristic"),
    ("mechdeck-plain", "mechdeck, plain Python (same sources, not compiled)", "heuristic vs heuristic"),
    ("pyminion-bigmoney", "pyminion 0.4.0", "BigMoney (mirror)"),
    ("pyminion-smithy", "pyminion 0.4.0", "BigMoneySmithy (mirror)"),
    ("pyminion-bandit", "pyminion 0.4.0", "BanditBot (mirror)"),
    ("pydominion-bigmoney", "pydominion 0.1.0", "Big Money* (mirror)"),
    ("pydominion-smithy", "pydominion 0.1.0", "BM + Smithy* (mirror)"),
)


def build_report(res: dict, settings: dict):
    """(engine headers, engine rows, other headers, other rows, notes)."""
    engine_headers = ["engine", "bots", "games", "games/s", "decisions/s", "turns/s", "decisions/game",
                      "turns/game", "spread", "games/s wall"]
    engine_rows = []
    for key, label, bots in ENGINES:
        if key == "mechdeck-baseline" and key not in res:
            continue  # no previous build asked for
        r = res.get(key) or {"error": "not run"}
        if "error" in r:
            engine_rows.append([label, bots, "n/a", "n/a", "n/a", "n/a", "n/a", "n/a", "", r["error"]])
            continue
        rounds = r["games_per_s_rounds"]
        spread = (max(rounds) - min(rounds)) / 2 / r["games_per_s"] * 100
        engine_rows.append([label, bots, fmt(r["games"]), fmt(r["games_per_s"], 1), fmt(r["decisions_per_s"]),
                            fmt(r["games_per_s"] * r["turns_per_game"]), fmt(r["decisions_per_game"], 1),
                            fmt(r["turns_per_game"], 1), f"+-{spread:.0f}%", fmt(r["wall_games_per_s"], 1)])

    other = []
    notes = []

    def ratio_row(what, num_key, den_key, field, goal):
        paired = paired_ratio(res.get(num_key) or {}, res.get(den_key) or {}, field)
        if paired is None:
            other.append([what, "n/a", f">= {goal:g}x", "n/a"])
            return
        value, low, high = paired
        other.append([f"{what} (passes: {low:.2f}-{high:.2f}x)", f"{value:.2f}x", f">= {goal:g}x",
                      "PASS" if value >= goal else "FAIL"])

    ratio_row("games/s: mechdeck / pyminion BigMoneySmithy", "mechdeck", "pyminion-smithy", "games_per_s",
              GOAL_GAMES_VS_PYMINION)
    if "mechdeck-baseline" in res:
        ratio_row("games/s, previous build: mechdeck / pyminion BigMoneySmithy", "mechdeck-baseline",
                  "pyminion-smithy", "games_per_s", GOAL_GAMES_VS_PYMINION)
        paired = paired_ratio(res.get("mechdeck") or {}, res.get("mechdeck-baseline") or {}, "games_per_s")
        if paired is not None:
            other.append([f"games/s: this build / the previous build (passes: {paired[1]:.2f}-{paired[2]:.2f}x)",
                          f"{paired[0]:.2f}x", "", ""])
    ratio_row("games/s: mechdeck / pyminion BanditBot", "mechdeck", "pyminion-bandit", "games_per_s",
              GOAL_GAMES_VS_PYMINION)
    ratio_row("decisions/s: mechdeck / pydominion Big Money", "mechdeck", "pydominion-bigmoney", "decisions_per_s",
              GOAL_DECISIONS_VS_PYDOMINION)
    ratio_row("decisions/s: mechdeck / pydominion BM + Smithy", "mechdeck", "pydominion-smithy", "decisions_per_s",
              GOAL_DECISIONS_VS_PYDOMINION)
    for what, num_key, den_key, field in (
            ("decisions/s: mechdeck / pyminion BigMoneySmithy", "mechdeck", "pyminion-smithy", "decisions_per_s"),
            ("games/s: mechdeck compiled / the same sources as plain Python", "mechdeck", "mechdeck-plain",
             "games_per_s"),
            ("games/s, plain Python: mechdeck / pyminion BigMoneySmithy", "mechdeck-plain", "pyminion-smithy",
             "games_per_s")):
        paired = paired_ratio(res.get(num_key) or {}, res.get(den_key) or {}, field)
        if paired is not None:
            other.append([f"(for reference) {what}", f"{paired[0]:.2f}x", "", ""])

    sc = res.get("scaling") or {}
    goal = f">= {GOAL_SCALING_2_WORKERS:g}x"
    if "speedup" in sc:
        other.append([f"`mechdeck sim` sweep 2 workers / 1, steady state (games completed between 25% and 75% of "
                      f"the run: {sc['w1_steady_games_per_s']:.0f} -> {sc['w2_steady_games_per_s']:.0f} games/s wall; "
                      f"{sc['rounds']} rounds: {sc['steady_speedup_low']:.2f}-{sc['steady_speedup_high']:.2f}x)",
                      f"{sc['steady_speedup']:.2f}x", goal,
                      "PASS" if sc["steady_speedup"] >= GOAL_SCALING_2_WORKERS else "FAIL"])
        other.append([f"`mechdeck sim` sweep 2 workers / 1, end to end ({2 * sc['games']} games, pool start-up "
                      f"included: {sc['w1_games_per_s']:.0f} -> {sc['w2_games_per_s']:.0f} games/s wall; "
                      f"{sc['rounds']} rounds: {sc['speedup_low']:.2f}-{sc['speedup_high']:.2f}x)",
                      f"{sc['speedup']:.2f}x", "", ""])
        if "machine" in sc:
            other.append([f"(for reference) this machine: a pure-Python loop in 2 processes / 1 "
                          f"({sc['rounds']} rounds: {sc['machine_low']:.2f}-{sc['machine_high']:.2f}x)",
                          f"{sc['machine']:.2f}x", "", ""])
        notes.append(f"Load average after the scaling runs: {sc.get('load')} (other processes on the machine take "
                     "cores from the 2-worker run).")
    else:
        other.append(["`mechdeck sim` sweep 2 workers / 1", "n/a", goal, sc.get("error", "n/a")])

    cl = res.get("clone") or {}
    if "clone_us" in cl:
        spread = (f"; {len(cl['clone_us_rounds'])} passes: {cl['clone_low']:.2f}-{cl['clone_high']:.2f} us"
                  if len(cl.get("clone_us_rounds", ())) > 1 else "")
        other.append([f"State.clone() at mid-effect decisions (stack >= 3; {cl['states']} states, "
                      f"history {cl['mean_history']:.0f} actions on average{spread})", f"{cl['clone_us']:.2f} us",
                      f"<= {GOAL_CLONE_US:g} us", "PASS" if cl["clone_us"] <= GOAL_CLONE_US else "FAIL"])
        base = res.get("clone-baseline")
        if base is not None and "clone_us" in base:
            other.append([f"State.clone(), previous build, same kind of states (history {base['mean_history']:.0f} "
                          f"actions on average; {base['clone_low']:.2f}-{base['clone_high']:.2f} us)",
                          f"{base['clone_us']:.2f} us", "", ""])
            paired = paired_ratio(cl, base, "clone_us")
            if paired is not None:
                value, low, high = paired
                other.append([f"State.clone(): this build / the previous build (passes: {low:.2f}-{high:.2f}x)",
                              f"{value:.2f}x", f"<= {GOAL_CLONE_VS_BASELINE:g}x",
                              "PASS" if value <= GOAL_CLONE_VS_BASELINE else "FAIL"])
        elif base is not None:
            other.append(["State.clone(), previous build", "n/a", "", base.get("error", "")])
        other.append(["copy.deepcopy(state), same states", f"{cl['deepcopy_us']:.1f} us",
                      f"clone is {cl['deepcopy_us'] / cl['clone_us']:.0f}x faster", ""])
    else:
        other.append(["State.clone() at mid-effect decisions", "n/a", f"< {GOAL_CLONE_US:g} us", cl.get("error", "")])

    po = res.get("playouts") or {}
    if "games_per_s" in po:
        line = f"{po['games_per_s']:,.0f} /s"
        detail = (f"(determinize + random legal actions to the end; {po['decisions_per_game']:.0f} decisions/playout, "
                  f"{po['decisions_per_s']:,.0f} decisions/s)")
        if po.get("mcts_agent"):
            other.append([f"MCTS playouts/s {detail}", line, "", ""])
        else:
            other.append(["MCTS playouts/s", "n/a (no `mcts` agent yet)", "", ""])
            other.append([f"engine-only random playouts/s {detail}", line, "", ""])
        if po.get("truncated"):
            notes.append(f"{po['truncated']} playouts stopped at 20,000 decisions.")
    else:
        other.append(["MCTS playouts/s", "n/a", "", po.get("error", "")])
    other_headers = ["measure", "value", "goal", "result"]

    notes.append(f"The engines ran in {settings['passes']} passes: in each pass every engine ran once, alone, in a "
                 f"new process, for {settings['seconds'] / settings['passes']:.1f} s wall, one engine after another, "
                 "so that a slow spell of the shared machine falls on every engine alike. games/s, decisions/s and "
                 "turns/s are per CPU-second of the engine's process, the median of its passes (spread = half the "
                 "range of the passes); a ratio is the median over the passes of the two engines' ratio in the same "
                 "pass. games/s wall is plain wall clock. Turns count both players' turns.")
    notes.append("A decision: mechdeck, every choice of a bot among 2+ legal actions (the Resources played: all "
                 "plain ones in one \"play all\", Black Market alone; each Unit deployed, card bought, "
                 "damage/scrap/reveal answered; single-option steps are automatic); pyminion, "
                 "one call of a Decider method (all treasures are one call per turn); pydominion, one call of "
                 "Player.choice (treasures are played automatically).")
    if settings.get("baseline") is not None:
        notes.append(f"The previous build: mechdeck from {settings['baseline']} (--baseline-src), run by this script's "
                     "workers in the same passes as this build, for games/s and clone alike.")
    notes.append("* pydominion 0.1.0 ships no bot (only Human), so its two bots are written in this file against its "
                 "Player interface, with pyminion's BigMoney / BigMoneySmithy buy rules. It sets up 12 Provinces "
                 "for 2 players, so its games run longer than real Dominion.")
    return engine_headers, engine_rows, other_headers, other, notes


def print_tables(eh, er, oh, orows, notes, title) -> None:
    try:
        from rich.console import Console
        from rich.table import Table
    except ImportError:
        for headers, rows in ((eh, er), (oh, orows)):
            print(" | ".join(headers))
            for row in rows:
                print(" | ".join(row))
            print()
        for n in notes:
            print("- " + n)
        return
    console = Console() if sys.stdout.isatty() else Console(width=170)
    t = Table(title=title)
    for h in eh:
        t.add_column(h, justify="left" if h in ("engine", "bots") else "right")
    for row in er:
        t.add_row(*row)
    console.print(t)
    t = Table(title="ratios, scaling, clone, playouts")
    for h in oh:
        t.add_column(h, justify="left" if h == "measure" else "right")
    for row in orows:
        style = {"PASS": "green", "FAIL": "red"}.get(row[-1])
        t.add_row(*row[:-1], f"[{style}]{row[-1]}[/]" if style else row[-1])
    console.print(t)
    for n in notes:
        console.print("- " + n, style="dim", highlight=False)


def markdown(eh, er, oh, orows, notes, machine: dict, command: str) -> str:
    def table(headers, rows):
        out = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
        out += ["| " + " | ".join(c.replace("|", "\\|") for c in row) + " |" for row in rows]
        return "\n".join(out)

    return "\n".join([
        "# Speed: mechdeck against the Python Dominion engines",
        "",
        f"- date: {machine['date']}",
        f"- machine: {machine['cpus']} CPUs (nproc), {machine['cpu']}, {machine['os']}; "
        f"load average at start {machine['load']}",
        f"- python: {machine['python']}",
        f"- mechdeck build: {machine['build']}",
        f"- command: `{command}`",
        "",
        table(eh, er),
        "",
        table(oh, orows),
        "",
        *("- " + n for n in notes),
        "",
    ])


def machine_info() -> dict:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        load = "n/a"
    return {"date": time.strftime("%Y-%m-%d %H:%M:%S %Z"), "cpus": os.cpu_count(), "cpu": cpu,
            "os": f"{platform.system()} {platform.release()}", "python": sys.version.split()[0]
            + f" ({platform.python_implementation()})", "load": load, "build": mechdeck_build()}


def mechdeck_build() -> str:
    """Which mechdeck ran: the compiled build (setup.py) or plain Python."""
    try:
        from mechdeck import compiled_modules
    except ImportError:  # a checkout without an installed package
        sys.path.insert(0, str(ROOT / "src"))
        from mechdeck import compiled_modules
    compiled = compiled_modules()
    return (f"compiled with mypyc ({len(compiled)} modules: the kernel's hot path, the Domination family, the "
            "heuristic bots)" if compiled else "plain Python (nothing compiled)")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--quick", action="store_true", help="a fast smoke run (about 20 s after the venv exists)")
    p.add_argument("--seconds", type=float, help="wall seconds per engine (default 12, --quick 1.5)")
    p.add_argument("--passes", type=int, help="passes over the engines, each engine once a pass (default 5, "
                                              "--quick 2)")
    p.add_argument("--skip-peers", action="store_true", help="measure mechdeck only")
    p.add_argument("--fresh-venv", action="store_true", help="rebuild the peers' virtualenv")
    p.add_argument("--profile", action="store_true", help="also print a cProfile of mechdeck's heuristic games")
    p.add_argument("--no-results", action="store_true", help="do not write benchmarks/results.md")
    p.add_argument("--baseline-src", type=Path, metavar="DIR",
                   help="also measure a previous build: the src folder of another mechdeck checkout (build it in "
                        "place first to compare compiled builds), in the same passes")
    # internal: one worker in this process
    p.add_argument("--worker", choices=sorted(WORKERS), help=argparse.SUPPRESS)
    p.add_argument("--bot", help=argparse.SUPPRESS)
    p.add_argument("--rounds", type=int, default=3, help=argparse.SUPPRESS)
    p.add_argument("--states", type=int, default=300, help=argparse.SUPPRESS)
    p.add_argument("--clone-reps", type=int, default=200, help=argparse.SUPPRESS)
    p.add_argument("--games", type=int, default=400, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.baseline_src is not None and not (args.baseline_src / "mechdeck" / "__init__.py").is_file():
        p.error(f"--baseline-src {args.baseline_src}: no mechdeck package there (give the checkout's src folder)")

    if args.worker:
        print(json.dumps(WORKERS[args.worker](args)))
        return 0

    seconds = args.seconds or (1.5 if args.quick else 12.0)
    rounds = 2 if args.quick else 3
    passes = args.passes or (2 if args.quick else 5)
    settings = {"seconds": seconds, "passes": passes, "baseline": args.baseline_src}
    machine = machine_info()
    print(f"{machine['date']}; {machine['cpus']} CPUs; python {machine['python']}; load {machine['load']}; "
          f"mechdeck {machine['build']}", file=sys.stderr)
    py = sys.executable
    res: dict = {}

    def step(key, python, name, env=None, **options):
        print(f"  {key} ...", file=sys.stderr, flush=True)
        res[key] = run_worker(python, name, env, **options)

    peers_error = "skipped (--skip-peers)" if args.skip_peers else ensure_peers(args.fresh_venv)
    baseline_env = None if args.baseline_src is None else {"PYTHONPATH": str(args.baseline_src.resolve())}
    with tempfile.TemporaryDirectory() as plain:
        engines = [("mechdeck", py, "mechdeck-games", None, {})]
        if baseline_env is not None:
            engines.append(("mechdeck-baseline", py, "mechdeck-games", baseline_env, {}))
        if plain_sources(Path(plain)):
            engines.append(("mechdeck-plain", py, "mechdeck-games", {"PYTHONPATH": plain}, {}))
        else:
            res["mechdeck-plain"] = {"error": "the install is plain Python: the row above is it"}
        for key, name, bot in (("pyminion-bigmoney", "pyminion", "bigmoney"),
                               ("pyminion-smithy", "pyminion", "smithy"), ("pyminion-bandit", "pyminion", "bandit"),
                               ("pydominion-bigmoney", "pydominion", "bigmoney"),
                               ("pydominion-smithy", "pydominion", "smithy")):
            if peers_error:
                res[key] = {"error": peers_error}
            else:
                engines.append((key, venv_python(), name, None, {"bot": bot}))
        runs: dict[str, list] = {key: [] for key, *_ in engines}
        for n in range(passes):
            print(f"  pass {n + 1}/{passes}: {', '.join(runs)} ...", file=sys.stderr, flush=True)
            for key, python, name, env, options in engines:
                runs[key].append(run_worker(python, name, env, seconds=seconds / passes, rounds=1, **options))
        for key, passes_run in runs.items():
            res[key] = merge_passes(passes_run)
    clone_options = {"states": 60 if args.quick else 300, "clone_reps": 50 if args.quick else 200}
    if baseline_env is None:
        step("clone", py, "mechdeck-clone", **clone_options)
        res["clone"] = merge_clone_passes([res["clone"]])
    else:  # the two builds in turn, once a pass each, as the games are
        clones: dict[str, list] = {"clone": [], "clone-baseline": []}
        for n in range(passes):
            print(f"  clone pass {n + 1}/{passes}: this build, previous build ...", file=sys.stderr, flush=True)
            clones["clone"].append(run_worker(py, "mechdeck-clone", None, **clone_options))
            clones["clone-baseline"].append(run_worker(py, "mechdeck-clone", baseline_env, **clone_options))
        for key, passes_run in clones.items():
            res[key] = merge_clone_passes(passes_run)
    step("playouts", py, "mechdeck-playouts", seconds=seconds / 2, rounds=rounds)
    step("scaling", py, "mechdeck-scaling", games=40 if args.quick else 1000, rounds=1 if args.quick else 3)
    if args.profile:
        step("profile", py, "mechdeck-profile", games=20 if args.quick else 100)

    eh, er, oh, orows, notes = build_report(res, settings)
    print_tables(eh, er, oh, orows, notes, f"games and decisions per CPU-second, one core ({machine['cpus']} CPUs, "
                                          f"python {machine['python']})")
    command = "python benchmarks/bench_speed.py" + ("" if argv is None and len(sys.argv) == 1
                                                    else " " + " ".join(argv if argv is not None else sys.argv[1:]))
    if not args.no_results:
        RESULTS.write_text(markdown(eh, er, oh, orows, notes, machine, command))
        print(f"written: {RESULTS.relative_to(ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

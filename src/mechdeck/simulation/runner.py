"""Play games between named agents, in this process, in a pool of worker processes or on a Ray cluster.

A batch is a list of *jobs* (plain dicts: rules, agents by seat, seed, set-up config, index, ...).  A game depends
only on its job, and a job's seed only on the master seed and the game's index (``game_seed``), so a batch's results
are the same whatever the number of workers or the backend; ``iter_games`` yields them in index order.  A job of a
variant rule set (kernel/variant.py) carries the variant file's text, so a worker that has not seen it (a Ray node,
a spawned process) registers it before playing.
"""
from __future__ import annotations

import itertools
import multiprocessing
import os
import sys
import threading
from dataclasses import dataclass, field, fields
from typing import Any, Callable, Iterable, Iterator

from mechdeck.kernel import count_actions, get_rules, play_out, rule_set_ids
from mechdeck.kernel.rng import mix_seed, next_value

# Action verbs whose card is counted per seat in ``GameRecord.cards`` (the card statistics of the balance report).
COUNTED_VERBS = {"buy": "bought", "deploy": "deployed"}
BACKENDS = ("local", "ray")


@dataclass
class GameRecord:
    index: int
    seed: int
    agents: tuple[str, ...]   # by seat: agents[0] plays P1
    config: dict
    winner: int | None        # the seat ranked first alone; None for a draw or a shared first place
    scores: list
    turns: int
    decisions: int
    first_player: int | None  # None for a rule set that keeps no first_player counter
    actions: list = field(default_factory=list)   # the game's action tuples, in order (state.history)
    rules: str = ""
    units: list = field(default_factory=list)    # deployment zone sizes at the end (the tie-break)
    supply: list = field(default_factory=list)   # the game's Supply piles (kingdom cards, base piles excluded)
    decks: list = field(default_factory=list)    # deck games (BattleTech TCG): each seat's distinct card names
    cards: dict = field(default_factory=dict)    # {"bought": [{card: n} by seat], "deployed": [...]}
    pairing: int = 0          # index of the lineup in the batch
    swapped: bool = False     # two seats: True when the pairing's second bot sits in seat P1 (rotation 1)
    ranks: list = field(default_factory=list)     # by seat, 1 = first; equal ranks tie (kernel Outcome)
    returns: list = field(default_factory=list)   # by seat, zero-sum in [-1, 1] (kernel Outcome)
    rotation: int = 0         # the lineup's bot i sits in seat (i + rotation) % seats
    victory: str | None = None   # how the game ended, for a rule set whose result says (``result()["victory"]``:
                                 # a victory condition's id, or "round_limit"); None for the others

    def to_dict(self) -> dict:
        """The record as JSON-ready data.  Shallow: it shares the record's lists (``asdict`` would deep-copy every
        action of every game, which took longer than playing the game)."""
        data = {f.name: getattr(self, f.name) for f in _RECORD_FIELDS}
        data["agents"] = list(self.agents)
        return data


_RECORD_FIELDS = fields(GameRecord)


def game_seed(master_seed: int, index: int) -> int:
    """The seed of game ``index`` in a batch: a function of the master seed and the index alone."""
    return next_value(mix_seed(master_seed) ^ (index * 0x9E3779B97F4A7C15 & ((1 << 64) - 1)))[1] >> 1


def play_game(rules_id: str, agent_names: tuple[str, ...], seed: int, config: dict | None = None, index: int = 0,
              keep_actions: bool = True, max_decisions: int = 100_000, pairing: int = 0,
              swapped: bool = False, rotation: int = 0) -> GameRecord:
    """One game; agent i plays seat i (one agent per seat).  The agents are seeded from the game seed, so the game
    is reproducible."""
    from mechdeck.agents import make_agent
    import mechdeck.games  # noqa: F401  (registers the rule sets)

    rules = get_rules(rules_id)
    state = rules.new_game(seed, config or {}, log=False)
    agents = [make_agent(name, seed * 2 + seat) for seat, name in enumerate(agent_names)]
    seats: list[int] = []
    decisions = play_out(rules, state, agents, max_decisions, seats)
    if state.decision is not None:
        raise RuntimeError(f"game {seed} did not end within {max_decisions} decisions")
    counts = count_actions(state.history, seats, COUNTED_VERBS, len(agents))
    for per_seat in counts.values():
        per_seat[:] = [_by_card_name(rules, state, seat_counts) for seat_counts in per_seat]
    result = rules.result(state)
    outcome = rules.outcome(state)
    base = _base_card_names(rules)
    supply = [name for name in state.counters.get("piles", ()) if name not in base]
    decks = [sorted({rules.card_name(state.card_types[c]) for c in range(len(state.card_types))
                     if (c < state.counters["split"]) == (seat == 0)}) for seat in (0, 1)] \
        if "split" in state.counters else []
    return GameRecord(index=index, seed=seed, agents=tuple(agent_names), config=config or {},
                      winner=result["winner"], scores=result["scores"], turns=result["turns"], decisions=decisions,
                      first_player=state.counters.get("first_player"),
                      actions=state.history if keep_actions else [],
                      rules=rules_id, units=list(result.get("units", [])), supply=supply, decks=decks, cards=counts,
                      pairing=pairing, swapped=swapped, ranks=list(outcome.ranks), returns=list(outcome.returns),
                      rotation=rotation, victory=result.get("victory"))


def _by_card_name(rules, state, seat_counts: dict) -> dict:
    """Counts keyed by card instance (the actions of deck games such as the BattleTech TCG name instances) re-keyed
    by card name; counts already keyed by name (Supply games) as they are."""
    if not any(isinstance(card, int) for card in seat_counts):
        return seat_counts
    named: dict = {}
    for card, n in seat_counts.items():
        if isinstance(card, int):
            card = rules.card_name(state.card_types[card])
        named[card] = named.get(card, 0) + n
    return named


_BASE_CARD_NAMES: dict[str, frozenset] = {}


def _base_card_names(rules) -> frozenset:
    """The names of a rule set's base cards (in every game's Supply, so a game's record leaves them out)."""
    names = _BASE_CARD_NAMES.get(rules.id)
    if names is None:
        names = frozenset(c.name for c in getattr(rules, "cards", ()) if getattr(c, "base", False))
        _BASE_CARD_NAMES[rules.id] = names
    return names


def play_job(job: dict) -> GameRecord:
    """The game a planned job describes (see ``plan_games``)."""
    if "variant" in job and job["rules"] not in rule_set_ids():
        register_job_variant(job)
    return play_game(job["rules"], tuple(job["agents"]), job["seed"], job.get("config"), job["index"],
                     job.get("keep_actions", True), pairing=job.get("pairing", 0), swapped=job.get("swapped", False),
                     rotation=job.get("rotation", 0))


def register_job_variant(job: dict) -> None:
    """Register the variant rule set a job is played with from the file text it carries."""
    from mechdeck.games import register_variant_text
    from mechdeck.kernel.variant import base_of

    text, source = job["variant"]
    made = register_variant_text(text, source, base_of(job["rules"]))
    if made != job["rules"]:
        raise RuntimeError(f"the variant file {source} carried by the job makes {made}, not {job['rules']}")


def variant_of_jobs(rules_id: str) -> dict:
    """What a job of rule set ``rules_id`` carries to register it in any worker: ``{"variant": [text, source]}`` for
    a variant read from a file, else nothing."""
    source = get_rules(rules_id).variant_source
    return {"variant": list(source)} if source is not None else {}


def _play_chunk(jobs: list, play: Callable[[dict], Any]) -> list:
    return [play(job) for job in jobs]


# -- planning --------------------------------------------------------------------------------------------------------
def round_robin(bots: list[str], seats: int = 2) -> list[tuple[str, ...]]:
    """Every lineup of ``seats`` distinct bots (combinations, in list order): for two seats every unordered pair."""
    return list(itertools.combinations(bots, seats))


def plan_games(rules_id: str, lineups: list[tuple[str, ...]], games_per_lineup: int, master_seed: int,
               config: dict | None = None, balance: bool = True, keep_actions: bool = True) -> list[dict]:
    """``games_per_lineup`` jobs per lineup (lineup p holds games p*G .. p*G+G-1); a lineup names one bot per seat.

    With ``balance`` the seats rotate game by game: in game k the lineup's bot i sits in seat (i + k) % N, so over
    every N games each bot plays each seat once.  Two seats keep what that always meant here: each block of four
    games of a pairing (A, B) covers every arrangement once, A in seat P1 or P2 and A or B moving first
    (``first_player`` set in the game's config), so neither bot gains from its seat or from moving first.  With
    more seats the rule set picks the first player as it would in any game.  Without ``balance``, seats are as
    given and the first player is drawn by the game from its seed.  A lineup whose size is not the rule set's
    ``min_players`` sets ``players`` in the config (two-seat configs stay as they were, so old sweeps replay)."""
    min_players = get_rules(rules_id).min_players
    carried = variant_of_jobs(rules_id)
    jobs = []
    for p, lineup in enumerate(lineups):
        n = len(lineup)
        for k in range(games_per_lineup):
            index = p * games_per_lineup + k
            rotation = k % n if balance else 0
            cfg = dict(config or {})
            if n != min_players:
                cfg["players"] = n
            if balance and n == 2:
                a_first = (k // 2) % 2 == 0
                cfg["first_player"] = rotation if a_first else 1 - rotation
            jobs.append({"rules": rules_id, "agents": [lineup[(seat - rotation) % n] for seat in range(n)],
                         "seed": game_seed(master_seed, index), "config": cfg, "index": index,
                         "keep_actions": keep_actions, "pairing": p, "swapped": n == 2 and rotation == 1,
                         "rotation": rotation, **carried})
    return jobs


# -- running ---------------------------------------------------------------------------------------------------------
def _in_order(records: Iterable[Any], first: int) -> Iterator[Any]:
    """Re-order records (anything with an ``index``) that arrive in any order into index order (a small buffer of
    early arrivals)."""
    waiting: dict[int, Any] = {}
    wanted = first
    for record in records:
        waiting[record.index] = record
        while wanted in waiting:
            yield waiting.pop(wanted)
            wanted += 1
    for index in sorted(waiting):
        yield waiting[index]


def _chunks(jobs: list, size: int) -> list[list]:
    return [jobs[i:i + size] for i in range(0, len(jobs), size)]


def _start_method() -> str:
    """Fork where it is safe and usual (Linux, no other thread running): a forked worker starts at once with mechdeck
    already imported, where a spawned one spends a good part of a second importing it again, which is longer than
    a thousand games take.  Anywhere else, spawn."""
    if sys.platform.startswith("linux") and threading.active_count() == 1:
        return "fork"
    return "spawn"


def worker_pool(workers: int):
    """A pool of worker processes for several batches (``iter_games(pool=...)``), started now: before a progress
    display's thread starts, which would rule out fork for a pool started later.  Close it (``with``) when done."""
    return multiprocessing.get_context(_start_method()).Pool(workers)


def _iter_local(jobs: list[dict], workers: int, play: Callable[[dict], Any], pool=None) -> Iterator[Any]:
    """The pool starts now, not at the first record, so that callers can start it before a progress display's
    thread (which would rule out fork)."""
    if pool is None and (workers == 1 or len(jobs) <= 1):
        return map(play, jobs)
    workers = min(workers, len(jobs))
    chunk = max(1, min(20, len(jobs) // (workers * 8)))
    if pool is not None:
        return pool.imap_unordered(play, jobs, chunksize=chunk)
    return _drain(worker_pool(workers), jobs, chunk, play)


def _drain(pool, jobs: list[dict], chunk: int, play: Callable[[dict], Any]) -> Iterator[Any]:
    with pool:
        yield from pool.imap_unordered(play, jobs, chunksize=chunk)


def _iter_ray(jobs: list[dict], workers: int | None, address: str | None,
              play: Callable[[dict], Any]) -> Iterator[Any]:
    try:
        import ray
    except ImportError:
        raise RuntimeError("the ray backend needs Ray: pip install 'mechdeck[cluster]'") from None
    import logging

    started = False
    if not ray.is_initialized():
        if address:
            ray.init(address=address, log_to_driver=False, logging_level=logging.WARNING)
        else:
            ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False, logging_level=logging.WARNING)
        started = True
    try:
        remote = ray.remote(_play_chunk)
        cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
        size = max(1, min(50, len(jobs) // (cpus * 8)))
        pending = [remote.remote(chunk, play) for chunk in _chunks(jobs, size)]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            yield from ray.get(done[0])
    finally:
        if started:
            ray.shutdown()


def iter_games(jobs: list[dict], workers: int | None = None, backend: str = "local",
               address: str | None = None, play: Callable[[dict], Any] = play_job, pool=None) -> Iterator[Any]:
    """Play ``jobs`` and yield their records in job order.  ``workers``: processes (local; default every core) or
    CPUs of a local Ray instance (ray without ``address``; default every core).  ``play`` turns a job into its
    record (it runs in the workers, so it must be a module-level function): by default ``play_job``'s GameRecord;
    anything with the job's ``index`` will do, such as a game already encoded for the results files.  ``pool``: a
    ``worker_pool`` to play in (local), kept open for the caller's next batch."""
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r}; known: {', '.join(BACKENDS)}")
    if not jobs:
        return iter(())
    first = min(job["index"] for job in jobs)
    if backend == "ray":
        source = _iter_ray(jobs, workers, address, play)
    else:
        source = _iter_local(jobs, workers or os.cpu_count() or 1, play, pool)
    return _in_order(source, first)


def run_jobs(jobs: list[dict], workers: int | None = None, backend: str = "local", address: str | None = None,
             on_result: Callable[[GameRecord], None] | None = None) -> list[GameRecord]:
    records = []
    for record in iter_games(jobs, workers, backend, address):
        records.append(record)
        if on_result:
            on_result(record)
    return records


def run_games(rules_id: str, pairings: list[tuple[str, ...]], games: int, master_seed: int = 0,
              config: dict | None = None, workers: int | None = None, keep_actions: bool = True,
              on_result=None, backend: str = "local", address: str | None = None) -> list[GameRecord]:
    """``games`` games cycling through ``pairings`` (seats as given); results in game order whatever ``workers``."""
    carried = variant_of_jobs(rules_id)
    jobs = [{"rules": rules_id, "agents": list(pairings[i % len(pairings)]), "seed": game_seed(master_seed, i),
             "config": config, "index": i, "keep_actions": keep_actions, "pairing": i % len(pairings), **carried}
            for i in range(games)]
    return run_jobs(jobs, workers, backend, address, on_result)

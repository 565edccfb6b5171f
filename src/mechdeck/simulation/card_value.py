"""A card's worth (``mechdeck card-value``): for each card, paired games in which one seat's bot takes the card
against games in which it does not, and the card's effect on that seat's win share with a 95% paired interval.

Design.  Pair k of a card is two games on the same seed (``runner.game_seed(seed, k)``), seats, first player and
set-up.  Seat A is P1 in even pairs and P2 in odd ones, and moves first in pairs 0, 1, 4, 5, ... (so over every
four pairs each arrangement comes once); the other seat plays the plain bot.  In a rule set where a seat takes a
card by a choice (its ``take_verbs``: buying, gaining, constructing), A's bot is ``take:<card>:<bot>`` in the
*treated* game and ``never:<card>:<bot>`` in the *control* game (agents/card_taste.py), and the card is required in
the set-up where the rule set's set-up schema has ``require`` (a Supply that might not hold it).  In a deck game
(a set-up schema with ``decks`` and no such verbs: the BattleTech TCG) A's deck holds the card in the treated game
and is the same deck with it swapped for other cards in the control game (``rules.card_trial_decks``).  Every bot
is seeded as in any simulation (``seed * 2 + seat``), so the two games of a pair differ only by the card until it
is taken.  The effect is ``paired.paired_interval`` of A's win share (1 for a win, 1/k for a first place shared by
k seats, else 0), treated minus control; ``taken`` is the share of treated games in which A took the card (bought,
gained, constructed; in a deck game, put into play or used).  A card A never took in any treated game has no
measurable effect: it is listed under ``never_taken`` instead.

Files in the output folder: ``card-value.jsonl``, one line per finished card with the run's settings (so a run
resumes card by card, and a run with other settings is refused), and ``card-value.json``, the ranked document
(rewritten after each card): ``{"rules", "bot", "games_per_card", "seed", "method", "setup", "variant" (the
rule set's ``variant_info``, None for a shipped one), "cards": [{"card", "cost", "effect", "taken", "treated",
"control", "games", "unfinished"}, ...], "never_taken": [{"card", "cost", "games", "reason"}, ...]}``, the cards by
effect, highest first (``treated``/``control``: seat A's mean win share in each arm; ``games``: pairs played;
``unfinished``: games that had not ended after ``MAX_DECISIONS`` decisions, which no seat won).
"""
from __future__ import annotations

import difflib
import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Iterator, NamedTuple

from mechdeck.kernel import get_rules, play_out, rule_set_ids
from mechdeck.kernel.presentation import catalogue

from .paired import paired_interval
from .runner import game_seed, iter_games, register_job_variant, variant_of_jobs

JSON_NAME = "card-value.json"
JSONL_NAME = "card-value.jsonl"
DEFAULT_GAMES = 2000
MAX_DECISIONS = 100_000

CHOICE_METHOD = ("Paired games on the same seeds, seats, first players and set-up, the card available in both: in the "
                 "treated game one seat's bot also takes the card at its first chance, in the control game the same "
                 "bot never takes it; the other seat plays the plain bot and the seats alternate pair by pair; the "
                 "effect is that seat's win share, treated minus control, with a 95% paired interval.")
DECK_METHOD = ("Paired games on the same seeds, seats and first players: in the treated game one seat's deck holds "
               "the card, in the control game the same deck has it swapped for other cards of its role; both seats "
               "play the plain bot and the seats alternate pair by pair; the effect is that seat's win share, "
               "treated minus control, with a 95% paired interval.")


class CardValueError(ValueError):
    """A card-value run that cannot be planned, resumed or written; the message says what and why."""


# -- the cards ----------------------------------------------------------------------------------------------------
def is_deck_game(rules) -> bool:
    """Whether a seat's cards come with its deck (no option takes a card; the set-up gives each seat a deck)."""
    if getattr(rules, "take_verbs", ()):
        return False
    return any(option["name"] == "decks" for option in catalogue(rules)["setup"])


def takeable_cards(rules) -> list[str]:
    """The cards whose worth can be measured: those a seat may take (``rules.takeable_cards``)."""
    listed = getattr(rules, "takeable_cards", None)
    if listed is None or not (getattr(rules, "take_verbs", ()) or is_deck_game(rules)):
        raise CardValueError(f"rule set {rules.id} does not say how a seat takes a card, so no card's worth can be "
                             "measured in it")
    return list(listed())


def resolve_cards(rules, names: list[str]) -> list[str]:
    """The cards named (each as the rule set's card look-up reads names and their short forms), in the order given,
    once each; every card the rule set lets a seat take when none is named.  An unknown name is an error naming
    close matches; a card no seat can take (a v4 Overrun card) is an error saying so."""
    cards = takeable_cards(rules)
    if not names:
        return cards
    look_up = getattr(rules, "card_by_name", None)
    folded = {card.lower(): card for card in cards}
    chosen: list[str] = []
    for text in names:
        name = None
        if look_up is not None:
            try:
                name = look_up(text)
            except (KeyError, ValueError):
                name = None
        if name is None:
            name = folded.get(" ".join(str(text).split()).lower())
        if name is None:
            close = difflib.get_close_matches(str(text).lower(), list(folded), n=4, cutoff=0.5)
            hint = f"; close matches: {', '.join(folded[c] for c in close)}" if close else ""
            raise CardValueError(f"unknown card {text!r} in {rules.id}{hint}")
        if name not in cards:
            raise CardValueError(f"{name} is not a card a seat can take in {rules.id} (by a choice, or in its deck), "
                                 "so its worth cannot be measured")
        if name not in chosen:
            chosen.append(name)
    return chosen


def card_cost(rules, card: str) -> str:
    """The card's cost as its face shows it (the presentation catalogue's gallery)."""
    face = catalogue(rules)["gallery"].get(card, {})
    return str(face.get("cost", ""))


# -- planning -------------------------------------------------------------------------------------------------------
def settings_of(rules_id: str, bot: str, games: int, seed: int, setup: dict) -> dict:
    """What a run's results depend on (the cards aside): a resumed run must have the same."""
    rules = get_rules(rules_id)
    return {"rules": rules_id, "bot": bot, "games_per_card": games, "seed": seed, "setup": setup,
            "method": DECK_METHOD if is_deck_game(rules) else CHOICE_METHOD}


def seat_a(pair: int) -> int:
    return pair % 2


def first_player(pair: int) -> int:
    """Seat A moves first in pairs 0, 1, 4, 5, ...: with its seat alternating, every four pairs hold each of the
    four arrangements (A in P1 or P2, moving first or second) once."""
    a = seat_a(pair)
    return a if (pair // 2) % 2 == 0 else 1 - a


def plan_of(rules_id: str, cards: list[str], games: int, seed: int, bot: str, setup: dict) -> dict:
    """What every game of a run is made from: game i is card ``i // (2 * games)``, pair ``(i % (2 * games)) // 2``,
    the treated game when i is even.  A variant rule set's file text goes with it (``runner.variant_of_jobs``), so
    that a worker that lacks it registers it (a Ray node, a spawned process)."""
    return {"rules": rules_id, "cards": list(cards), "games": games, "seed": seed, "bot": bot, "setup": setup,
            "variant": variant_of_jobs(rules_id).get("variant")}


def pair_games(plan: dict, card: str, pair: int) -> tuple[dict, dict]:
    """The treated and the control game of a pair, each as ``play_game_of`` takes it."""
    from mechdeck.agents.card_taste import taste_name

    rules = get_rules(plan["rules"])
    setup, bot = plan["setup"], plan["bot"]
    a = seat_a(pair)
    game = game_seed(plan["seed"], pair)
    config = dict(setup, first_player=first_player(pair))
    configs = [config, config]
    if is_deck_game(rules):
        decks = rules.setup_decks(config)
        for arm, deck in enumerate(rules.card_trial_decks(decks[a], card, game)):   # treated, then control
            arm_decks = list(decks)
            arm_decks[a] = deck
            configs[arm] = dict(config, decks=arm_decks)
    elif any(option["name"] == "require" for option in catalogue(rules)["setup"]):
        config["require"] = list(dict.fromkeys(list(setup.get("require", ())) + [card]))
    games = []
    for taste, arm_config in zip(("take", "never"), configs):
        agents = [bot, bot]
        agents[a] = taste_name(taste, card, bot)   # in a deck game, the bot itself, noting whether it uses the card
        games.append({"rules": plan["rules"], "agents": agents, "seed": game, "config": arm_config, "seat": a,
                      "card": card})
    return games[0], games[1]


def plan_card(rules_id: str, card: str, games: int, seed: int, bot: str, setup: dict) -> list[dict]:
    """The 2 * ``games`` games of one card in full, in index order (pair k: 2k treated, 2k + 1 control)."""
    plan = plan_of(rules_id, [card], games, seed, bot, setup)
    return [dict(game, index=2 * pair + arm) for pair in range(games)
            for arm, game in enumerate(pair_games(plan, card, pair))]


class PlannedJobs(Sequence):
    """A run's jobs for ``iter_games``, each made when asked for and small (``{"index", "plan"}``, the plan shared):
    a run over every card at 2,000 pairs has hundreds of thousands of games, whose decks and configs the workers
    make as they play them."""

    def __init__(self, plan: dict):
        self.plan = plan
        self._size = len(plan["cards"]) * 2 * plan["games"]

    def __len__(self) -> int:
        return self._size

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(self._size))]
        if i < 0:
            i += self._size
        if not 0 <= i < self._size:
            raise IndexError(i)
        return {"index": i, "plan": self.plan}


# -- playing --------------------------------------------------------------------------------------------------------
class ArmResult(NamedTuple):
    """One game of a pair: seat A's win share, whether it took the card, and whether the game ended."""
    index: int
    share: float
    taken: bool
    ended: bool = True


# The pair a worker made last (with its plan, so that the plan stays alive and its id means it): the control game
# of a pair usually follows its treated game into the same worker, and a deck game's decks are made once.
_LAST_PAIR: list = [None, "", -1, ()]


def play_arm(job: dict) -> ArmResult:
    """Play a ``PlannedJobs`` job (``iter_games``' ``play``: it runs in the workers)."""
    plan, index = job["plan"], job["index"]
    per_card = 2 * plan["games"]
    card = plan["cards"][index // per_card]
    pair, arm = divmod(index % per_card, 2)
    if _LAST_PAIR[0] is not plan or _LAST_PAIR[1] != card or _LAST_PAIR[2] != pair:
        _register(plan)
        _LAST_PAIR[:] = [plan, card, pair, pair_games(plan, card, pair)]
    return play_game_of(dict(_LAST_PAIR[3][arm], index=index))


def _register(plan: dict) -> None:
    import mechdeck.games  # noqa: F401  (registers the rule sets)

    if plan["variant"] is not None and plan["rules"] not in rule_set_ids():
        register_job_variant({"rules": plan["rules"], "variant": plan["variant"]})


def play_game_of(game: dict) -> ArmResult:
    """Play one game of a pair (``pair_games``, with its ``index``): seat A's share of the win, and whether A took
    the card."""
    from mechdeck.agents import make_agent

    rules = get_rules(game["rules"])
    seed = game["seed"]
    state = rules.new_game(seed, game["config"], log=False)
    agents = [make_agent(name, seed * 2 + seat) for seat, name in enumerate(game["agents"])]
    play_out(rules, state, agents, MAX_DECISIONS)
    a = game["seat"]
    if state.decision is not None:
        # The bots can cycle for ever (v2.2: three piles empty, both decks too thin to empty a fourth, each turn's
        # attack answered by the next): such a game has no winner, so seat A's share is 0, as in a draw; the card's
        # line counts them.
        return ArmResult(game["index"], 0.0, agents[a].taken, ended=False)
    ranks = rules.outcome(state).ranks
    share = 1.0 / list(ranks).count(1) if ranks[a] == 1 else 0.0
    return ArmResult(game["index"], share, agents[a].taken)


def card_summary(card: str, cost: str, results: list[ArmResult]) -> dict:
    """A card's line: its effect from its games in index order (treated, control, treated, ...)."""
    treated, control = results[0::2], results[1::2]
    pairs = len(treated)
    return {"card": card, "cost": cost,
            "effect": paired_interval([t.share - c.share for t, c in zip(treated, control)]),
            "taken": sum(t.taken for t in treated) / pairs,
            "treated": sum(t.share for t in treated) / pairs, "control": sum(c.share for c in control) / pairs,
            "games": pairs, "unfinished": sum(not r.ended for r in results)}


# -- the run and its files --------------------------------------------------------------------------------------------
class CardValueRun:
    """A run over some cards into a folder: what is left to play (finished cards are read back from the folder),
    the jobs, and ``add`` for each game's result in index order, which writes each card as it finishes."""

    def __init__(self, folder: Path, settings: dict, cards: list[str]):
        self.folder = Path(folder)
        self.settings = settings
        self.finished: dict[str, dict] = {}
        self._read_finished()
        self.pending = [card for card in cards if card not in self.finished]
        rules = get_rules(settings["rules"])
        self.deck_game = is_deck_game(rules)
        self.jobs = PlannedJobs(plan_of(settings["rules"], self.pending, settings["games_per_card"], settings["seed"],
                                        settings["bot"], settings["setup"]))
        self._costs = {card: card_cost(rules, card) for card in self.pending}
        self._results: list[ArmResult] = []   # the games of the card being played
        self._cards_done = 0

    @property
    def games_per_card(self) -> int:
        return self.settings["games_per_card"]

    def _read_finished(self) -> None:
        path = self.folder / JSONL_NAME
        if not path.exists():
            return
        try:
            lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        except OSError as exc:
            raise CardValueError(f"cannot read {path}: {exc.strerror or exc}") from None
        if lines and not lines[-1].endswith("\n"):
            lines.pop()   # a line cut short by an interrupted write: that card is played again
        for number, line in enumerate(lines, 1):
            try:
                entry = json.loads(line)
                settings, card = entry.pop("settings"), entry["card"]
            except (ValueError, KeyError, TypeError, AttributeError):
                raise CardValueError(f"{path}, line {number}: not a line of `mechdeck card-value`") from None
            if settings != self.settings:
                field = next((k for k in self.settings if settings.get(k) != self.settings[k]), "settings")
                raise CardValueError(
                    f"{self.folder} holds a card-value run with other settings ({field}: {settings.get(field)!r} "
                    f"there, {self.settings[field]!r} now); give the same options to resume it, or another --out")
            self.finished[card] = entry
        self._rewrite_lines(lines)

    def _rewrite_lines(self, lines: list[str]) -> None:
        """Drop a line cut short, so that appended lines start on a line of their own."""
        path = self.folder / JSONL_NAME
        if path.read_text(encoding="utf-8") != "".join(lines):
            path.write_text("".join(lines), encoding="utf-8")

    def start(self) -> None:
        """Create the folder and write the document of what is finished so far (a resumed run's cards)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise CardValueError(f"cannot write results to {self.folder}: {exc.strerror or exc}") from None
        self._write_document()

    def add(self, result: ArmResult) -> dict | None:
        """Take the next game's result (in index order); return the card's line when this game finishes a card."""
        self._results.append(result)
        if len(self._results) < 2 * self.games_per_card:
            return None
        card = self.pending[self._cards_done]
        summary = card_summary(card, self._costs[card], self._results)
        self._results = []
        self._cards_done += 1
        self.finished[card] = summary
        line = json.dumps({**summary, "settings": self.settings}, ensure_ascii=False) + "\n"
        try:
            with open(self.folder / JSONL_NAME, "a", encoding="utf-8") as handle:
                handle.write(line)
            self._write_document()
        except OSError as exc:
            raise CardValueError(f"cannot write results to {self.folder}: {exc.strerror or exc}") from None
        return summary

    def document(self) -> dict:
        """card-value.json: every finished card of the folder, ranked by effect (highest first); the cards never
        taken apart."""
        measured = [c for c in self.finished.values() if c["taken"] > 0]
        measured.sort(key=lambda c: (-c["effect"]["mean"], c["card"]))
        why = "never put into play or used" if self.deck_game else "never offered or never affordable"
        never = [{"card": c["card"], "cost": c["cost"], "games": c["games"],
                  "reason": f"never taken in {c['games']} treated games ({why})"}
                 for c in self.finished.values() if c["taken"] == 0]
        return {**{k: self.settings[k] for k in ("rules", "bot", "games_per_card", "seed", "method", "setup")},
                "variant": get_rules(self.settings["rules"]).variant_info,
                "cards": measured, "never_taken": sorted(never, key=lambda c: c["card"])}

    def _write_document(self) -> None:
        target = self.folder / JSON_NAME
        temporary = target.with_suffix(".json.new")
        temporary.write_text(json.dumps(self.document(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        os.replace(temporary, target)


def run_card_value(folder: Path, rules_id: str, cards: list[str], games: int = DEFAULT_GAMES, seed: int = 0,
                   bot: str = "heuristic", setup: dict | None = None, workers: int | None = None,
                   backend: str = "local", address: str | None = None) -> dict:
    """Measure ``cards`` (names as ``resolve_cards`` gives them) into ``folder``, resuming what it holds; returns the
    card-value.json document."""
    run = CardValueRun(folder, settings_of(rules_id, bot, games, seed, dict(setup or {})), cards)
    run.start()
    for _ in run_games(run, workers, backend, address):
        pass
    return run.document()


def run_games(run: CardValueRun, workers: int | None = None, backend: str = "local",
              address: str | None = None) -> Iterator[dict | None]:
    """Play the run's jobs (the worker processes start now, before any progress display's thread); the iterator
    yields after each game: the card's line when that game finished a card, else None."""
    results = iter_games(run.jobs, workers, backend, address, play=play_arm)
    return (run.add(result) for result in results)

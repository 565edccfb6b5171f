"""The ``mechdeck card-value`` command (registered on the command line's Typer app by cli.py):

  mechdeck card-value [CARD ...] [--rules ID] [--variant FILE] [--games N] [--bot NAME] [--workers N] [--seed N]
                      [--require CARD ...] [--ban CARD ...] [--deck D ...] [--backend local|ray] [--address A]
                      [--out DIR]
      each card's effect on a seat's win share, with a 95% paired interval (simulation/card_value.py says how):
      DIR/card-value.json (ranked) and DIR/card-value.jsonl (one line a card; the same command resumes a run)

Bad input never ends in a traceback: the message goes to stderr and the exit status is 2.
"""
from __future__ import annotations

import os
import random
import shlex
import sys
import time
from pathlib import Path
from typing import Optional

import typer
from rich.console import Console
from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn,
                           TimeRemainingColumn)
from rich.table import Table

from .common import DECK_HELP, DEFAULT_RULES, check_run_options, fail, game_config
from mechdeck.kernel import RulesError, get_rules, rule_set_ids
from mechdeck.kernel.presentation import catalogue
from mechdeck.simulation.card_value import (DEFAULT_GAMES, JSON_NAME, JSONL_NAME, CardValueError, CardValueRun,
                                            plan_card, resolve_cards, run_games, settings_of)


def _console(stderr: bool = False) -> Console:
    stream = sys.stderr if stderr else sys.stdout
    return Console(highlight=False, markup=False, emoji=False, stderr=stderr,
                   width=None if stream.isatty() else 160)


def _percent(share: float) -> str:
    return f"{100 * share:.1f}"


def ranking_table(document: dict, title: str) -> Table:
    """The cards by effect, highest first: the effect in percentage points of win share with its interval, how
    often the card was taken, and the win shares of the two arms."""
    from mechdeck.simulation.paired import change_text

    table = Table(title=title, title_justify="left")
    for name in ("#", "Card", "Cost", "Effect on win share [95% CI]", "Taken %", "Win % taking it",
                 "Win % never"):
        table.add_column(name, justify="left" if name in ("Card", "Cost") else "right")
    for rank, card in enumerate(document["cards"], 1):
        table.add_row(str(rank), card["card"], card["cost"], change_text(card["effect"]), _percent(card["taken"]),
                      _percent(card["treated"]), _percent(card["control"]))
    return table


def _check_bot(bot: str) -> None:
    from mechdeck.agents import make_agent
    from mechdeck.agents.card_taste import parse_taste

    if parse_taste(bot) is not None:
        fail(f"--bot: give a plain bot; card-value makes the take:/never: bots itself, not {bot!r}")
    try:
        make_agent(bot, 0)
    except Exception as exc:   # an unknown name or a bad strategy file: the agent factory's message
        fail(f"--bot: {exc}")


def _setup(ruleset, require: list[str], ban: list[str], deck: list[str] | None) -> dict:
    """The set-up every game starts from: the decks, and the cards required and banned where the rule set's set-up
    schema has those options."""
    accepted = {option["name"] for option in catalogue(ruleset)["setup"]}
    config = game_config(ruleset, "random", deck)
    config.pop("supply", None)   # the rule set's own default, a random Supply
    for key, names in (("require", require), ("ban", ban)):
        if names:
            if key not in accepted:
                fail(f"--{key}: rule set {ruleset.id} has no Supply or random deck to {key} cards in")
            config[key] = names
    return config


def card_value_command(
    cards: Optional[list[str]] = typer.Argument(None, help="the cards to measure (names or short forms); default: "
                                                           "every card a seat can take"),
    rules: str = typer.Option(DEFAULT_RULES, "--rules", help="rule set id (see `mechdeck rules`)"),
    variant: Optional[Path] = typer.Option(None, "--variant", help="a variant file (docs/balance.md): measure the "
                                           "cards of the rule set it makes", dir_okay=False),
    games: int = typer.Option(DEFAULT_GAMES, "--games", help="paired games per card (each pair: one game taking the "
                                                             "card, one not)"),
    bot: str = typer.Option("heuristic", "--bot", help="the bot of both seats (any name mechdeck.agents.make_agent "
                                                        "accepts); the effect is the card's worth to this bot"),
    workers: Optional[int] = typer.Option(None, "--workers", help="worker processes (default: every core)"),
    seed: Optional[int] = typer.Option(None, "--seed", help="master seed (default: a random one, printed); the "
                                                           "results depend on it alone, not on --workers"),
    require: Optional[list[str]] = typer.Option(None, "--require", help="a card every game's Supply (or random "
                                                "deck) must hold; repeat for more"),
    ban: Optional[list[str]] = typer.Option(None, "--ban", help="a card no game's Supply (or random deck) may hold; "
                                                                "repeat for more"),
    deck: Optional[list[str]] = typer.Option(None, "--deck", help=DECK_HELP),
    out: Path = typer.Option(Path("card-value"), "--out", help="results folder (created; a run there with the same "
                                                               "options is resumed card by card)"),
    backend: str = typer.Option("local", "--backend", help="local (worker processes) or ray (a Ray cluster)"),
    address: Optional[str] = typer.Option(None, "--address", help="with --backend ray: the cluster address "
                                                                  "(default: start a local Ray instance)"),
) -> None:
    """Each card's worth: paired games in which one seat's bot takes the card at its first chance (a deck game:
    its deck holds it) against games in which it never does, and the card's effect on that seat's win share with
    a 95% interval, ranked."""
    if rules not in rule_set_ids():
        fail(f"unknown rule set {rules!r}; known rule sets: {', '.join(rule_set_ids())}")
    if variant is not None:
        from mechdeck.games import register_variant_file
        try:
            rules = register_variant_file(variant, rules)
        except (ValueError, RulesError) as exc:
            fail(f"--variant: {exc}")
    check_run_options(games, "paired games per card", workers, backend, address)
    _check_bot(bot)
    ruleset = get_rules(rules)
    try:
        chosen = resolve_cards(ruleset, list(cards or ()))
    except CardValueError as exc:
        fail(str(exc))
    setup = _setup(ruleset, list(require or ()), list(ban or ()), deck)
    try:
        ruleset.new_game(0, setup, log=False)
    except RulesError as exc:
        fail(f"{'--deck' if deck else '--require/--ban'}: {exc}")
    for card in chosen:   # a card also banned, or one more than a Supply takes, stops here with the reason
        job = plan_card(rules, card, 1, 0, bot, setup)[0]
        try:
            ruleset.new_game(0, job["config"], log=False)
        except RulesError as exc:
            fail(f"{card}: the games that measure it cannot be set up: {exc}")
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
    try:
        run = CardValueRun(out, settings_of(rules, bot, games, seed, setup), chosen)
        run.start()
    except CardValueError as exc:
        fail(f"--out: {exc}")
    err = _console(stderr=True)
    options = "".join(f" --{key} {shlex.quote(name)}" for key in ("require", "ban") for name in setup.get(key, ()))
    options += "".join(f" --deck {shlex.quote(d)}" for d in deck or ())
    options += f" --variant {shlex.quote(str(variant))}" if variant is not None else ""
    err.print(f"mechdeck card-value --rules {rules.partition('@')[0]}{options} --games {games} --bot {bot} "
              f"--seed {seed} --out {shlex.quote(str(out))}"
              + (" --backend ray" if backend == "ray" else "") + (f" --address {address}" if address else "")
              + "".join(f" {shlex.quote(card)}" for card in (cards or ())))
    done = len(chosen) - len(run.pending)
    if done:
        err.print(f"{done} of the {len(chosen)} cards were measured already in {out}: resuming with the other "
                  f"{len(run.pending)}")
    start = time.perf_counter()
    played = 0
    progress = Progress(TextColumn("{task.fields[card]}"), BarColumn(), MofNCompleteColumn(),
                        TextColumn("{task.fields[speed]}"), TimeElapsedColumn(), TextColumn("ETA"),
                        TimeRemainingColumn(), console=err)
    try:
        # worker processes start before the progress thread (they fork); this process only adds up and writes
        steps = run_games(run, workers, backend, address)
        with progress:
            task = progress.add_task("games", total=len(run.jobs), speed="",
                                     card=run.pending[0] if run.pending else "")
            shown = 0.0
            for finished in steps:
                played += 1
                elapsed = time.perf_counter() - start
                if finished is not None:
                    index = run.pending.index(finished["card"])
                    progress.update(task, card=run.pending[min(index + 1, len(run.pending) - 1)])
                if elapsed - shown >= 0.05 or played == len(run.jobs):
                    shown = elapsed
                    progress.update(task, completed=played, speed=f"{played / max(elapsed, 1e-9):.1f} games/s")
    except KeyboardInterrupt:
        fail(f"interrupted after {played} games; the cards finished are kept in {out / JSONL_NAME} (the same "
             "command resumes)", 130)
    except CardValueError as exc:
        fail(str(exc), 1)
    except (RuntimeError, ValueError, OSError) as exc:
        fail(f"the games failed after {played}: {exc}", 1)
    elapsed = time.perf_counter() - start
    document = run.document()
    shown_cards = set(chosen)
    document = dict(document, cards=[c for c in document["cards"] if c["card"] in shown_cards],
                    never_taken=[c for c in document["never_taken"] if c["card"] in shown_cards])
    out_console = _console()
    out_console.print(ranking_table(document, f"{rules}, seed {seed}: each card's effect on the win share of the "
                                              f"seat taking it ({games} paired games a card)"))
    for card in document["never_taken"]:
        out_console.print(f"{card['card']} ({card['cost']}): {card['reason']}: no effect measured")
    out_console.print(f"Bots: {bot} in both seats; the taking seat's bot also takes the card at its first chance "
                      f"(a deck game: its deck holds it). The effect is the card's worth to {bot}, not its power "
                      "under every play.")
    if played:
        out_console.print(f"{played} games in {elapsed:.1f} s: {played / max(elapsed, 1e-9):.1f} games/s ({backend}, "
                          + ("a cluster" if address else
                             f"{workers or os.cpu_count() or 1} worker{'s' * ((workers or os.cpu_count() or 1) != 1)}")
                          + ")")
    out_console.print(f"Results: {out / JSON_NAME}, {out / JSONL_NAME}; `mechdeck report {shlex.quote(str(out))}` "
                      "shows them")


def register(app: typer.Typer) -> None:
    app.command("card-value")(card_value_command)


__all__ = ["register", "card_value_command", "ranking_table"]

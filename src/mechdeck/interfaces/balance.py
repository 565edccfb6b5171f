"""The balance lab commands of the ``mechdeck`` command line (registered on its Typer app by cli.py):

  mechdeck sim [--rules ID] --bots A,B[,C...] [--round-robin] [--games N] [--workers N] [--seed N]
               [--supply random|first-game|A,B,...] [--content FILE] [--out DIR] [--backend local|ray]
               [--address ADDR]                many bot-vs-bot games; DIR/games.csv, games.jsonl, run.json (and
                                               content.json: the whole content a --content file made)
  mechdeck replay DIR/games.jsonl --game N [--log]
                                               re-run one recorded game and check its result
  mechdeck report DIR [--out FILE.html]        one self-contained HTML page of tables and plots

Bad input never ends in a traceback: the message goes to stderr and the exit status is 2.
"""
from __future__ import annotations

import json
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

from .common import DEFAULT_RULES, fail, game_config, seat_count, with_content, with_seats
import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.kernel import RulesError, get_rules, rule_set_ids
from mechdeck.simulation import BACKENDS, iter_games, plan_games, round_robin, stats
from mechdeck.simulation.results import (ResultsError, ResultsWriter, find_game, play_encoded, replay_row,
                                         seat_name)


def _console(stderr: bool = False, wide: bool = False) -> Console:
    # Made per command, so it writes to the stdout in effect then (a test runner's, too).  ``wide``: tables are not
    # squeezed to 80 columns when the output is not a terminal (a file or a pipe).
    stream = sys.stderr if stderr else sys.stdout
    width = 160 if wide and not stream.isatty() else None
    return Console(highlight=False, markup=False, emoji=False, stderr=stderr, width=width)



def _check_bots(spec: str, robin: bool, players: int = 2) -> tuple[list[str], list[tuple[str, ...]]]:
    """The bots of --bots and the lineups they make (one bot a seat): one lineup, or with --round-robin every
    lineup of ``players`` different bots."""
    from mechdeck.agents import AGENT_NAMES, make_agent

    names = [n.strip() for n in spec.split(",")]
    if not spec.strip() or any(not n for n in names):
        fail(f"--bots: give bot names separated by commas (known bots: {', '.join(AGENT_NAMES)}), not {spec!r}")
    for name in dict.fromkeys(names):
        try:
            make_agent(name, 0)
        except Exception as exc:  # an unknown name or a bad strategy file: the agent factory's message
            fail(f"--bots: {exc}")
    if robin:
        distinct = list(dict.fromkeys(names))
        if len(distinct) < players:
            fail(f"--round-robin needs at least {players} different bots in --bots (one a seat), not "
                 f"{len(distinct)}")
        return distinct, round_robin(distinct, players)
    if len(names) == 1:
        names = names * players
    if len(names) != players:
        fail(f"--bots: give {players} bots (one a seat of a {players}-player game) or one for every seat, not "
             f"{len(names)}; or add --round-robin to play every lineup of {players} of them")
    return names, [tuple(names)]


def _fmt(r: dict) -> str:
    if not r["n"]:
        return "n/a"
    return f"{100 * r['rate']:.1f} [{100 * r['low']:.1f}, {100 * r['high']:.1f}]"


def summary_table(rows: list[dict], title: str) -> Table:
    table = Table(title=title, title_justify="left")
    pairs = stats.pairing_summary(rows)
    letters = [chr(ord("A") + i) for i in range(max(len(p["bots"]) for p in pairs))]
    for name in (f"Pairing {' vs '.join(letters)}", "Games", *(f"{x} wins % [95% CI]" for x in letters), "Draws",
                 "Turns mean ± sd", "First player wins % [95% CI]"):
        table.add_column(name, justify="left" if name.startswith("Pairing") else "right")
    for p in pairs:
        wins = [_fmt(w) for w in p["wins"]]
        table.add_row(" vs ".join(p["bots"]), str(p["games"]), *wins, *([""] * (len(letters) - len(wins))),
                      str(p["draws"]), f"{p['turns_mean']:.1f} ± {p['turns_sd']:.1f}", _fmt(p["first"]))
    return table


def bots_table(rows: list[dict], title: str) -> Table:
    """Per bot over every seat it played: win share and mean rank (the ranking), best first."""
    table = Table(title=title, title_justify="left")
    for name in ("Bot", "Seats played", "Wins % [95% CI]", "Mean rank"):
        table.add_column(name, justify="left" if name == "Bot" else "right")
    for b in stats.bot_summary(rows):
        table.add_row(b["bot"], str(b["seats"]), _fmt(b["wins"]), f"{b['mean_rank']:.2f}")
    return table


def endings_table(rows: list[dict], rules_id: str) -> Table | None:
    """How games end (victory conditions and round-limit finishes) per player count, for a rule set whose results
    say; None for the others."""
    ends = stats.how_games_end(rows, stats.known_victories(rules_id))
    if not ends:
        return None
    table = Table(title="How games end", title_justify="left")
    for name in ("Players", "Games", "Ended by", "Share % [95% CI]"):
        table.add_column(name, justify="left" if name == "Ended by" else "right")
    for group in ends:
        for end in group["ends"]:
            table.add_row(str(group["players"]), str(group["games"]), end["victory"], _fmt(end))
    return table


def sim_command(
    rules: str = typer.Option(DEFAULT_RULES, "--rules", help="rule set id (see `mechdeck rules`)"),
    bots: str = typer.Option("heuristic,random", "--bots",
                             help="bots separated by commas (names such as heuristic, random, or whatever else "
                                  "mechdeck.agents.make_agent accepts): one a seat (A,B for one pairing; "
                                  "A,B,C with --players 3), or one for every seat; any number with "
                                  "--round-robin"),
    players: Optional[int] = typer.Option(None, "--players", help="seats a game (default: the rule set's "
                                                                  "smallest number of players)"),
    robin: bool = typer.Option(False, "--round-robin", help="play every lineup of different bots in --bots"),
    games: int = typer.Option(100, "--games", help="games per lineup (seats rotate; with two seats each bot moves "
                                                   "first in half of them)"),
    workers: Optional[int] = typer.Option(None, "--workers", help="worker processes (default: every core)"),
    seed: Optional[int] = typer.Option(None, "--seed", help="master seed (default: a random one, printed); the "
                                                           "results depend on it alone, not on --workers"),
    supply: str = typer.Option("random", "--supply",
                               help="random (a new Supply each game), first-game, or card names separated by "
                                    "commas (completed at random each game)"),
    out: Path = typer.Option(Path("results"), "--out", help="results folder (created; files are overwritten)"),
    backend: str = typer.Option("local", "--backend", help="local (worker processes) or ray (a Ray cluster)"),
    address: Optional[str] = typer.Option(None, "--address", help="with --backend ray: the cluster address "
                                                                  "(default: start a local Ray instance)"),
    deck: Optional[list[str]] = typer.Option(None, "--deck", help="battletech-tcg: a preset (kurita, wolf), "
                                             "random[:SEED] or a deck-list file; once for both players or twice "
                                             "(P1, P2)"),
    content: Optional[Path] = typer.Option(None, "--content", help="war-rig: a content file (docs/war-rig-content.md);"
                                           " its whole content is kept as OUT/content.json", dir_okay=False),
) -> None:
    """Play many bot-vs-bot games and tabulate win rates; every game goes to OUT/games.csv and OUT/games.jsonl."""
    if rules not in rule_set_ids():
        fail(f"unknown rule set {rules!r}; known rule sets: {', '.join(rule_set_ids())}")
    if content is not None and backend == "ray":
        fail("--content works with the local backend only (a Ray node would not have the content file)")
    content_text = f" --content {shlex.quote(str(content))}" if content is not None else ""
    rules = with_content(rules, content)
    if games <= 0:
        fail(f"--games must be a positive number of games per pairing, not {games}")
    if workers is not None and workers <= 0:
        fail(f"--workers must be a positive number of processes, not {workers}")
    if backend not in BACKENDS:
        fail(f"--backend must be one of {', '.join(BACKENDS)}, not {backend!r}")
    if address and backend != "ray":
        fail("--address is for --backend ray")
    if backend == "ray":
        try:
            import ray  # noqa: F401
        except ImportError:
            fail("--backend ray needs Ray: pip install 'mechdeck[cluster]'")
    ruleset = get_rules(rules)
    seats = seat_count(ruleset, players)
    names, pairings = _check_bots(bots, robin, seats)
    config = with_seats(ruleset, game_config(ruleset, supply, deck), seats)
    try:
        get_rules(rules).new_game(0, config, log=False)
    except RulesError as exc:
        fail(f"{'--deck' if 'decks' in config else '--supply'}: {exc}")
    setup_text = (" ".join(f"--deck {shlex.quote(d)}" for d in deck) if deck else
                  f"--supply {shlex.quote(supply)}" if "supply" in config else "")
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
    workers_used = workers or os.cpu_count() or 1
    command = (f"mechdeck sim --rules {rules.partition('@')[0]}{content_text}"
               f"{f' --players {seats}' if players is not None else ''} "
               f"--bots {','.join(names)}{' --round-robin' if robin else ''} "
               f"--games {games} --seed {seed} {setup_text} --out {shlex.quote(str(out))}"
               + (" --backend ray" if backend == "ray" else "") + (f" --address {address}" if address else ""))
    run_info = {"rules": rules, "players": seats, "bots": names, "pairings": [list(p) for p in pairings], "games_per_pairing": games,
                "seed": seed, "supply": config.get("supply"), "decks": config.get("decks"), "balanced": True, "workers": workers_used,
                "backend": backend, "command": command}
    try:
        writer = ResultsWriter(out, run_info, seats)
        document = recorded_content(rules)
        if document is not None:   # what replay and report register again (W-R100)
            (out / CONTENT_FILE).write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    except (ResultsError, OSError) as exc:
        fail(f"--out: {exc}")
    jobs = plan_games(rules, pairings, games, seed, config)
    err = _console(stderr=True)
    err.print(command)
    rows: list[dict] = []
    start = time.perf_counter()
    progress = Progress(TextColumn("games"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.fields[speed]}"),
                        TimeElapsedColumn(), TextColumn("ETA"), TimeRemainingColumn(), console=err)
    try:
        # worker processes start before the progress thread; they play and encode, this process only writes
        games_played = iter_games(jobs, workers, backend, address, play=play_encoded)
        with writer, progress:
            task = progress.add_task("games", total=len(jobs), speed="")
            shown = 0
            for game in games_played:
                writer.add(game)
                rows.append(game.summary)  # what the table needs, not the actions
                elapsed = time.perf_counter() - start
                if elapsed - shown >= 0.05 or len(rows) == len(jobs):  # the display redraws 10 times a second
                    shown = elapsed
                    progress.update(task, completed=len(rows), speed=f"{len(rows) / max(elapsed, 1e-9):.1f} games/s")
    except KeyboardInterrupt:
        fail(f"interrupted after {len(rows)} games (written to {out})", 130)
    except (RuntimeError, ValueError, OSError) as exc:
        fail(f"the simulation failed after {len(rows)} games: {exc}", 1)
    elapsed = time.perf_counter() - start
    out_console = _console(wide=True)
    out_console.print(summary_table(rows, f"{len(rows)} games, {rules}, {setup_text or 'default decks'}, seed {seed}: "
                                          f"A is the first-named bot of each pairing"))
    overall = stats.overall_summary(rows)
    if seats > 2:   # the two-seat output is as it always was: the pairing table says it all
        out_console.print(bots_table(rows, "Per bot, over every seat it played (a shared win counts 1/k)"))
        out_console.print("Seats: " + ", ".join(f"P{seat + 1} wins {_fmt(r)}"
                                                for seat, r in enumerate(overall["seats"]))
                          + f" (no seat advantage: {100 / seats:.1f}%)")
    endings = endings_table(rows, rules)
    if endings is not None:
        out_console.print(endings)
    first = overall["first"]
    first_text = (f"first player wins {100 * first['rate']:.1f}% (95% CI {100 * first['low']:.1f}-"
                  f"{100 * first['high']:.1f})" if first["n"] else "the rule set records no first player")
    out_console.print(f"All games: {first_text}, draws {overall['draws']}; "
                      f"{len(rows) / max(elapsed, 1e-9):.1f} games/s over {elapsed:.1f} s "
                      f"({backend}, " + ("a cluster" if address else f"{workers_used} worker{'s' * (workers_used != 1)}") + ")")
    out_console.print(f"Results: {out / 'games.csv'}, {out / 'games.jsonl'}; "
                      f"`mechdeck report {shlex.quote(str(out))}` makes the HTML report")


CONTENT_FILE = "content.json"


def recorded_content(rules_id: str) -> dict | None:
    """The whole content document a content rule set was registered from (None for a rule set without one)."""
    from mechdeck.games import content_document

    return content_document(rules_id)


def restore_content(folder: Path, rules_id: str) -> None:
    """Register again the content rule set a results folder's games were played with, from its content.json; a
    rule set already registered (every shipped one) needs nothing."""
    if rules_id in rule_set_ids():
        return
    from mechdeck.games import register_content

    try:
        document = json.loads((folder / CONTENT_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        fail(f"the games in {folder} were played with the rule set {rules_id}, whose content should be in "
             f"{folder / CONTENT_FILE}: {exc}")
    try:
        register_content(rules_id, document)
    except ValueError as exc:
        fail(f"{folder / CONTENT_FILE}: {exc}")


def _scores(scores) -> str:
    return "-".join(str(score) for score in scores)


def replay_command(
    path: Path = typer.Argument(..., help="a games.jsonl file (or the results folder holding one)"),
    game: int = typer.Option(..., "--game", help="the game's index (the index column of games.csv)"),
    log: bool = typer.Option(False, "--log", help="also print the game's public log"),
) -> None:
    """Re-run one recorded game from its seed, set-up and actions, print its result and check it against the
    recorded one (exit 1 if they differ)."""
    try:
        row = find_game(path, game)
    except ResultsError as exc:
        fail(str(exc))
    restore_content(path if path.is_dir() else path.parent, row.get("rules") or DEFAULT_RULES)
    try:
        state, result = replay_row(row)
    except (ResultsError, RulesError, ValueError) as exc:
        fail(f"game {game} does not replay: {exc}", 1)
    out = _console()
    agents = row["agents"]
    out.print(f"Game {game}: seed {row['seed']}, "
              + " vs ".join(f"P{seat + 1} {name}" for seat, name in enumerate(agents))
              + f", config {row['config']}; {len(row['actions'])} actions replayed")
    if log:
        for who, text in state.log or ():
            if who == -1:
                out.print(f"  {text}")
    out.print(f"Result: winner {seat_name(result['winner'])}, scores {_scores(result['scores'])}, "
              f"{result['turns']} turns")
    recorded = (row["winner"], list(row["scores"]), row["turns"])
    if (result["winner"], list(result["scores"]), result["turns"]) != recorded:
        out.print(f"MISMATCH: recorded winner {seat_name(row['winner'])}, scores {_scores(row['scores'])}, "
                  f"{row['turns']} turns")
        raise typer.Exit(1)
    out.print("Matches the recorded result.")


def report_command(
    folder: Path = typer.Argument(..., help="a results folder of `mechdeck sim`"),
    out: Optional[Path] = typer.Option(None, "--out", help="the HTML file (default: FOLDER/report.html)"),
) -> None:
    """Turn a results folder into one self-contained HTML page: win rates per pairing and per card, game length
    and score margin histograms, first-seat advantage."""
    from mechdeck.simulation.report import write_report

    if not folder.is_dir():
        fail(f"{folder} is not a results folder (run `mechdeck sim --out {folder}` first)")
    target = out or folder / "report.html"
    try:
        run_rules = json.loads((folder / "run.json").read_text(encoding="utf-8")).get("rules", DEFAULT_RULES)
    except (OSError, ValueError, AttributeError):
        run_rules = DEFAULT_RULES   # write_report says what is missing or malformed
    restore_content(folder, run_rules)
    try:
        write_report(folder, target)
    except ResultsError as exc:
        fail(str(exc))
    typer.echo(f"Report written to {target}")


def register(app: typer.Typer) -> None:
    app.command("sim")(sim_command)
    app.command("replay")(replay_command)
    app.command("report")(report_command)


__all__ = ["register", "sim_command", "replay_command", "report_command"]

"""The balance lab commands of the ``mechdeck`` command line (registered on its Typer app by cli.py):

  mechdeck sim [--rules ID] --bots A,B[,C...] [--round-robin] [--games N] [--workers N] [--seed N]
               [--supply random|first-game|A,B,...] [--content FILE] [--out DIR] [--backend local|ray]
               [--address ADDR]                many bot-vs-bot games; DIR/games.csv, games.jsonl, run.json (and
                                               content.json: the whole content a --content file made)
  mechdeck replay DIR/games.jsonl --game N [--log]
                                               re-run one recorded game and check its result
  mechdeck report DIR [--out FILE.html]        one self-contained HTML page of tables and plots
  mechdeck compare DIR1 DIR2 [--json]          the same games under two rule sets, game by game: each change
                                               with its 95% paired interval

Bad input never ends in a traceback: the message goes to stderr and the exit status is 2.
"""
from __future__ import annotations

import contextlib
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

from .common import (DECK_HELP, DEFAULT_RULES, FORMAT_HELP, SETUP_HELP, check_run_options, fail, game_config,
                     seat_count, with_content, with_seats)
import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.games import variant_document
from mechdeck.kernel import RulesError, get_rules, rule_set_ids
from mechdeck.simulation import iter_games, plan_games, round_robin, stats
from mechdeck.simulation import results
from mechdeck.simulation.paired import COMPARISON_FILE
from mechdeck.simulation.runner import worker_pool
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
    deck: Optional[list[str]] = typer.Option(None, "--deck", help=DECK_HELP),
    require: Optional[list[str]] = typer.Option(None, "--require", help="a card every game's Supply (or random "
                                                "deck) must hold; repeatable"),
    ban: Optional[list[str]] = typer.Option(None, "--ban", help="a card no game's Supply (or random deck) may "
                                            "hold; repeatable"),
    card_format: Optional[str] = typer.Option(None, "--format", help=FORMAT_HELP),
    setup: Optional[list[str]] = typer.Option(None, "--setup", help=SETUP_HELP),
    content: Optional[Path] = typer.Option(None, "--content", help="a variant or content file to play the games "
                                           "with (docs/balance.md; War Rig: docs/war-rig-content.md); its whole "
                                           "data is kept as OUT/variant.json", dir_okay=False),
    variant: Optional[list[Path]] = typer.Option(None, "--variant", help="a variant file to compare with the "
                                                 "rule set as shipped, on the same games (repeatable): OUT/baseline "
                                                 "and OUT/<file name> hold each run, OUT/comparison.json the "
                                                 "changes with their 95%% intervals", dir_okay=False),
) -> None:
    """Play many bot-vs-bot games and tabulate win rates; every game goes to OUT/games.csv and OUT/games.jsonl.
    With --variant: the same games under each variant too, and what each changed, with intervals."""
    if rules not in rule_set_ids():
        fail(f"unknown rule set {rules!r}; known rule sets: {', '.join(rule_set_ids())}")
    if content is not None and variant:
        fail("--variant compares variants with the rule set as shipped, not with a --content file; give the content "
             "file as a --variant too (each is compared with the shipped rule set), or compare two results folders "
             "with `mechdeck compare`")
    content_text = f" --content {shlex.quote(str(content))}" if content is not None else ""
    rules = with_content(rules, content)
    arms = [("baseline", rules, "")] if variant else [("", rules, content_text)]
    for path in variant or ():
        arms.append((_arm_name(path, [name for name, _, _ in arms]), with_content(rules, path, "--variant"),
                     f" --content {shlex.quote(str(path))}"))
    check_run_options(games, "games per pairing", workers, backend, address)
    ruleset = get_rules(rules)
    seats = seat_count(ruleset, players)
    names, pairings = _check_bots(bots, robin, seats)
    config = with_seats(ruleset, game_config(ruleset, supply, deck, require, ban, card_format, setup), seats)
    for _, arm_rules, _ in arms:
        try:
            get_rules(arm_rules).new_game(0, config, log=False)
        except RulesError as exc:
            fail(f"{'--deck' if 'decks' in config else '--supply'}: {exc}")
    setup_text = " ".join([f"--deck {shlex.quote(d)}" for d in deck or ()]
                          + ([f"--supply {shlex.quote(supply)}"] if "supply" in config and not deck else [])
                          + [f"--require {shlex.quote(n)}" for n in require or ()]
                          + [f"--ban {shlex.quote(n)}" for n in ban or ()]
                          + ([f"--format {config['format']}"] if "format" in config else [])
                          + [f"--setup {shlex.quote(item)}" for item in setup or ()])
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
    workers_used = workers or os.cpu_count() or 1
    err = _console(stderr=True)
    out_console = _console(wide=True)
    runs = []
    for name, arm_rules, arm_text in arms:
        folder = out / name if name else out
        command = (f"mechdeck sim --rules {rules.partition('@')[0]}{arm_text}"
                   f"{f' --players {seats}' if players is not None else ''} "
                   f"--bots {','.join(names)}{' --round-robin' if robin else ''} "
                   f"--games {games} --seed {seed} {setup_text} --out {shlex.quote(str(folder))}"
                   + (" --backend ray" if backend == "ray" else "") + (f" --address {address}" if address else ""))
        run_info = {"rules": arm_rules, "players": seats, "bots": names, "pairings": [list(p) for p in pairings],
                    "games_per_pairing": games, "seed": seed, "supply": config.get("supply"),
                    "decks": config.get("decks"), "require": config.get("require"), "ban": config.get("ban"),
                    "balanced": True, "workers": workers_used, "backend": backend, "command": command,
                    "variant": get_rules(arm_rules).variant_info}
        err.print(command)
        runs.append((name, arm_rules, folder, run_info, plan_games(arm_rules, pairings, games, seed, config)))
    played = _play_runs(runs, seats, workers, backend, address, err)
    if content is not None:
        from mechdeck.simulation.paired import variant_lines
        for line in variant_lines(get_rules(rules).variant_info):
            out_console.print(line)
    for (name, arm_rules, _, _, _), (rows, elapsed) in zip(runs, played):
        title = (f"{len(rows)} games, {arm_rules}, {setup_text or 'default decks'}, seed {seed}: A is the "
                 "first-named bot of each pairing")
        _print_run(out_console, rows, f"{name}: {title}" if name else title, arm_rules, seats, elapsed, backend,
                   address, workers_used)
    if variant:
        _compare_arms(out_console, out, arms, [folder for _, _, folder, _, _ in runs])
    else:
        out_console.print(f"Results: {out / 'games.csv'}, {out / 'games.jsonl'}; "
                          f"`mechdeck report {shlex.quote(str(out))}` makes the HTML report")


def _arm_name(path: Path, taken: list[str]) -> str:
    """A variant run's folder name: the file's name without its suffix, made unique."""
    stem = path.stem or "variant"
    name, n = stem, 1
    while name in taken:
        n += 1
        name = f"{stem}-{n}"
    return name


def _play_runs(runs: list, seats: int, workers: Optional[int], backend: str, address: Optional[str],
               err: Console) -> list[tuple[list[dict], float]]:
    """Play each run's jobs into its results folder under one progress display; each run's rows (summaries) and
    time.  The runs share one pool of worker processes, started before the display's thread (so it can fork)."""
    writers = []
    try:
        for _, rules, folder, run_info, _ in runs:
            writers.append(ResultsWriter(folder, run_info, seats))
            document = variant_document(rules)
            if document is not None:   # what replay, report and compare register again (W-R100)
                (folder / results.VARIANT_NAME).write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    except (ResultsError, OSError) as exc:
        fail(f"--out: {exc}")
    # worker processes start before the progress thread; they play and encode, this process only writes
    workers_used = workers or os.cpu_count() or 1
    pool = worker_pool(workers_used) if backend == "local" and workers_used > 1 and len(runs) > 1 else None
    progress = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                        TextColumn("{task.fields[speed]}"), TimeElapsedColumn(), TextColumn("ETA"),
                        TimeRemainingColumn(), console=err)
    played: list[tuple[list[dict], float]] = []
    rows: list[dict] = []
    try:
        with pool or contextlib.nullcontext(), progress:
            for (name, _, folder, _, jobs), writer in zip(runs, writers):
                source = iter_games(jobs, workers, backend, address, play=play_encoded, pool=pool)
                task = progress.add_task(f"games {name}".strip(), total=len(jobs), speed="")
                rows, start, shown = [], time.perf_counter(), 0.0
                with writer:
                    for game in source:
                        writer.add(game)
                        rows.append(game.summary)  # what the tables need, not the actions
                        elapsed = time.perf_counter() - start
                        if elapsed - shown >= 0.05 or len(rows) == len(jobs):   # redraws 10 times a second
                            shown = elapsed
                            progress.update(task, completed=len(rows),
                                            speed=f"{len(rows) / max(elapsed, 1e-9):.1f} games/s")
                played.append((rows, time.perf_counter() - start))
    except KeyboardInterrupt:
        fail(f"interrupted after {sum(len(r) for r, _ in played) + len(rows)} games (written to "
             f"{runs[len(played)][2]})", 130)
    except (RuntimeError, ValueError, OSError) as exc:
        fail(f"the simulation failed after {sum(len(r) for r, _ in played) + len(rows)} games: {exc}", 1)
    return played


def _print_run(out_console: Console, rows: list[dict], title: str, rules: str, seats: int, elapsed: float,
               backend: str, address: Optional[str], workers_used: int) -> None:
    out_console.print(summary_table(rows, title))
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
                      f"({backend}, " + ("a cluster" if address else
                                         f"{workers_used} worker{'s' * (workers_used != 1)}") + ")")


def _compare_arms(out_console: Console, out: Path, arms: list, folders: list[Path]) -> None:
    """Each variant run against the baseline, game by game: the tables, and OUT/comparison.json."""
    from mechdeck.simulation.paired import compare_runs, comparison_table, variant_lines
    from mechdeck.simulation.results import load_rows

    base_rows = load_rows(folders[0])
    known = stats.known_victories(arms[0][1])
    comparisons = []
    for (name, rules_id, _), folder in zip(arms[1:], folders[1:]):
        comparison = compare_runs(base_rows, load_rows(folder), known)
        comparisons.append({"variant": name, "rules": rules_id, **comparison})
        out_console.print(f"Variant {name} ({rules_id}):")
        for line in variant_lines(get_rules(rules_id).variant_info):
            out_console.print(f"  {line}")
        out_console.print(comparison_table(comparison, f"{name} against the baseline: {comparison['games']} paired "
                                                       "games, change = variant - baseline"))
    document = {"baseline": arms[0][0], "variants": [name for name, _, _ in arms[1:]], "comparisons": comparisons}
    try:
        (out / COMPARISON_FILE).write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n",
                                           encoding="utf-8")
    except OSError as exc:
        fail(f"--out: {exc}")
    out_console.print(f"Results: {', '.join(str(f) for f in folders)}; {out / COMPARISON_FILE}; "
                      f"`mechdeck report {shlex.quote(str(out))}` makes the HTML report")


def restore_variant(folder: Path, rules_id: str) -> None:
    """Register again the variant rule set a results folder's games were played with (results.restore_variant); a
    missing or changed variant.json is the user's one-line error."""
    try:
        results.restore_variant(folder, rules_id)
    except ResultsError as exc:
        fail(str(exc))


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
    restore_variant(path if path.is_dir() else path.parent, row.get("rules") or DEFAULT_RULES)
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
    folder: Path = typer.Argument(..., help="a results folder of `mechdeck sim` (also of `sim --variant` or "
                                            "`mechdeck card-value`)"),
    out: Optional[Path] = typer.Option(None, "--out", help="the HTML file (default: FOLDER/report.html)"),
) -> None:
    """Turn a results folder into one self-contained HTML page: win rates per pairing and per card, game length
    and score margin histograms, first-seat advantage; for `sim --variant`, each variant's paired changes with
    their intervals; for `card-value`, every card's effect, ranked."""
    from mechdeck.simulation.report import write_report

    if not folder.is_dir():
        fail(f"{folder} is not a results folder (run `mechdeck sim --out {folder}` first)")
    target = out or folder / "report.html"
    try:
        run_rules = json.loads((folder / "run.json").read_text(encoding="utf-8")).get("rules", DEFAULT_RULES)
    except (OSError, ValueError, AttributeError):
        run_rules = DEFAULT_RULES   # write_report says what is missing or malformed
    restore_variant(folder, run_rules)
    try:
        write_report(folder, target)
    except ResultsError as exc:
        fail(str(exc))
    typer.echo(f"Report written to {target}")


def compare_command(
    baseline: Path = typer.Argument(..., help="the baseline's results folder (of `mechdeck sim`)"),
    variant: Path = typer.Argument(..., help="the variant's results folder: the same games played under other "
                                             "rules (e.g. a variant file's)"),
    as_json: bool = typer.Option(False, "--json", help="print the comparison as JSON instead of tables"),
) -> None:
    """Compare two runs of the same games (the same seeds, bots, seats and set-up) game by game: each bot's win
    share, the first player's, the game length and how games end, with the change and its 95% paired interval."""
    from mechdeck.simulation.paired import compare_runs, comparison_table, variant_lines
    from mechdeck.simulation.results import load_rows, load_run

    rows: list[list[dict]] = []
    for folder in (baseline, variant):
        if not (folder / "games.jsonl").is_file():
            fail(f"{folder} is not a results folder (it has no games.jsonl; `mechdeck sim --out {folder}` makes one)")
        try:
            rows.append(load_rows(folder))
        except ResultsError as exc:
            fail(str(exc))
        if not rows[-1]:
            fail(f"{folder}: no games in the results")
    runs = [load_run(baseline), load_run(variant)]
    rules_ids = [str(run.get("rules") or run_rows[0].get("rules") or DEFAULT_RULES)
                 for run, run_rows in zip(runs, rows)]
    # The ways a game can end come from the baseline's rule set: a variant one is registered from its variant.json;
    # kept without it (the games alone suffice to compare), it is taken to end games the ways its base does.
    if (baseline / results.VARIANT_NAME).is_file():
        restore_variant(baseline, rules_ids[0])
    known = stats.known_victories(rules_ids[0]) or stats.known_victories(rules_ids[0].partition("@")[0])
    try:
        comparison = compare_runs(rows[0], rows[1], known)
    except ResultsError as exc:
        fail(f"cannot compare {variant} with {baseline}: {exc}")
    if as_json:
        typer.echo(json.dumps(comparison, indent=2))
        return
    out = _console(wide=True)
    for role, folder, run, rules_id in zip(("Baseline", "Variant"), (baseline, variant), runs, rules_ids):
        out.print(f"{role}: {folder} ({rules_id})")
        for line in variant_lines(run.get("variant")):
            out.print(f"  {line}")
    out.print(comparison_table(comparison, f"{variant} against {baseline}: {comparison['games']} paired games, "
                                           "change = variant - baseline"))


def register(app: typer.Typer) -> None:
    app.command("sim")(sim_command)
    app.command("replay")(replay_command)
    app.command("report")(report_command)
    app.command("compare")(compare_command)


__all__ = ["register", "sim_command", "replay_command", "report_command", "compare_command"]

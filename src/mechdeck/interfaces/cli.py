"""The ``mechdeck`` command line (Typer + Rich).

  mechdeck rules [ID]                          the rule sets, by id; with an id, how to play that one
  mechdeck cards [--rules ID] [--json]         every card of a rule set
  mechdeck deck check FILE [--universe] [--format base|all|whole]
                                               a BattleTech TCG deck list: summary and rule violations
  mechdeck deck show PRESET                    a preset BattleTech TCG deck (kurita, wolf, kurita-c3, wolf-castes,
                                               davion-armor, jaguar-elementals)
  mechdeck deck random [--seed N] [--universe AFF] [--format base|all|whole]
                                               a random legal BattleTech TCG deck as a deck list
  mechdeck scenario FILE [--check]             run a scenario file, print the resulting position as JSON
  mechdeck play [--rules ID] [--supply ... | --deck ... [--format base|all|whole]] [--setup NAME=VALUE]
                [--content FILE] [--seed N] [--players N] [--bot NAME | --bots A,B,...]
                [--seat K|random] [--watch [--delay S|key]] [--plain]
                                               a game against bots (or bots watched): full-screen at a terminal,
                                               line by line with --plain or when the output is not a terminal
  mechdeck serve [--host H] [--port N] [--db PATH] [--content FILE]
                                               the browser game server (FastAPI + WebSockets, SQLite)
  mechdeck sim --bots A,B [--round-robin] [--games N] [--workers N] [--seed N] [--supply ...] [--out DIR]
              [--backend local|ray [--address ADDR]]
                                               bot-vs-bot games: win rates, DIR/games.csv and games.jsonl
  mechdeck replay DIR/games.jsonl --game N      re-run one recorded game, check its result
  mechdeck report DIR [--out FILE.html]        the balance report (tables, plots, card statistics)
  mechdeck card-value [CARD ...] [--rules ID] [--games N] [--bot NAME] [--require CARD] [--ban CARD] [--out DIR]
                                               each card's effect on win share with a 95% interval (card_value.py)

Bad input never ends in a traceback: the message goes to stderr and the exit status is 2 (1 for a failed
``--check`` or an abandoned game).
"""
from __future__ import annotations

import json
import random
import shlex
import sys
import time
from pathlib import Path
from typing import Optional

import click
import typer
from rich.console import Console
from rich.table import Table

from .common import (DECK_HELP, DEFAULT_RULES, FORMAT_HELP, SETUP_HELP, fail, game_config, seat_count, with_content,
                     with_seats)
import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.kernel import HIDDEN, TOP, RuleSet, RulesError, State, get_rules, rule_set_ids
from mechdeck.kernel.presentation import OMNISCIENT, presenter_for
from mechdeck.kernel.scenario import ScenarioError, load_file, read_file, verify

from . import first_game, terminal


app = typer.Typer(name="mechdeck", help="BattleTech card games on one rules kernel: play, simulate, research.",
                  no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False)



def console() -> Console:
    # Made per command, so it writes to the stdout in effect then (a test runner's, too).
    return Console(highlight=False, markup=False, emoji=False)


def load_rules(rules_id: str) -> RuleSet:
    try:
        return get_rules(rules_id)
    except RulesError:
        fail(f"unknown rule set {rules_id!r}; known rule sets: {', '.join(rule_set_ids())}")


# -- rules ------------------------------------------------------------------------------------------------------------
@app.command("rules")
def rules_command(
    rules_id: Optional[str] = typer.Argument(None, metavar="[ID]", help="a rule set id: print how to play it"),
) -> None:
    """List the rule sets (ids and titles), or print how to play one: its goal, a turn, the main rules, how to read
    its cards and its screen, and where the full rules are."""
    from rich.markdown import Markdown

    from mechdeck.kernel.presentation import catalogue

    out = console()
    if rules_id is None:
        table = Table(title="Rule sets", title_justify="left")
        table.add_column("Id", no_wrap=True)
        table.add_column("Title")
        for known in rule_set_ids():
            table.add_row(known, get_rules(known).title)
        out.print(table)
        out.print("`mechdeck rules ID` explains how to play one.")
        return
    ruleset = load_rules(rules_id.strip())
    primer = catalogue(ruleset)["how_to_play"]
    if not primer.strip():
        fail(f"rule set {ruleset.id} has no how-to-play text")
    out.print(Markdown(primer))


# -- cards ------------------------------------------------------------------------------------------------------------
@app.command("cards")
def cards_command(
    rules: str = typer.Option(DEFAULT_RULES, "--rules", help="rule set id (see `mechdeck rules`)"),
    as_json: bool = typer.Option(False, "--json", help="a JSON list of card objects instead of a table"),
    content: Optional[Path] = typer.Option(None, "--content", help="a variant or content file: its cards, with its "
                                           "numbers (docs/balance.md)", dir_okay=False),
) -> None:
    """Every card of a rule set: type, cost (+L for LosTech), Attack/Defense, copies and text."""
    ruleset = load_rules(with_content(rules, content))
    records, columns, rows = ruleset.card_listing()   # (JSON records, table columns, table rows)
    if as_json:
        typer.echo(json.dumps(records, indent=2))
        return
    if not records:
        fail(f"rule set {rules} has no cards")
    table = Table(title=f"{ruleset.title}: {len(records)} cards", title_justify="left", show_lines=True)
    table.add_column(columns[0], min_width=12)  # the card's name: wraps
    for column in columns[1:-1]:
        table.add_column(column, overflow="fold")
    table.add_column(columns[-1], min_width=16)  # its text
    for row in rows:
        table.add_row(*row)
    console().print(table)


# -- deck (BattleTech TCG deck lists) ---------------------------------------------------------------------------------
deck_app = typer.Typer(help="BattleTech TCG deck lists: check a list, show a preset, make a random legal deck.",
                       no_args_is_help=True)
app.add_typer(deck_app, name="deck")


@deck_app.command("check")
def deck_check_command(
    file: Path = typer.Argument(..., help="a deck list (lines such as '4 Atlas (AS7-D)')", dir_okay=False),
    universe: bool = typer.Option(False, "--universe", help="also check the Universe deck construction rules"),
    card_format: str = typer.Option("base", "--format", help="the format the deck is for: base (the base set), "
                                    "all (every implemented card of the base set, Counterstrike, Mercenaries and "
                                    "MechWarrior) or whole (every implemented card of every set)"),
) -> None:
    """Read a deck list, print its summary and every construction rule it breaks (exit 1 if any)."""
    from mechdeck.games.battletech_tcg import decks

    try:
        chosen = decks.card_format(card_format)
    except ValueError as exc:
        fail(f"--format: {exc}")

    try:
        deck = decks.read_deck_file(file)
    except decks.DeckFileError as exc:
        fail(str(exc))
    except decks.DeckError as exc:
        fail(f"{file} is not a deck list:\n" + "\n".join(f"  {p}" for p in exc.problems))
    for line in decks.summary(deck):
        typer.echo(line)
    unplayable = decks.unplayable_cards(deck.cards())
    problems = decks.check_deck(deck, universe=universe)
    outside = decks.outside_format(deck.cards(), chosen)
    if outside:
        problems.append(f"the {chosen} format ({decks.FORMAT_TEXT[chosen]}) does not hold " + ", ".join(outside))
    rules = "the construction rules" + (" and the Universe rules" if universe else "") + f" ({chosen} format)"
    if unplayable:   # the construction rules may allow them, but no game of mechdeck can play these cards
        typer.echo(f"{'legal' if not problems else 'not legal'} under {rules}, but not playable: cards mechdeck "
                   f"cannot play ({decks.PLAYABLE_NOTE}): " + ", ".join(unplayable))
        for problem in problems:
            typer.echo(f"  - {problem}")
        raise typer.Exit(1)
    if not problems:
        typer.echo(f"legal under {rules}")
        return
    typer.echo(f"not legal under {rules}:")
    for problem in problems:
        typer.echo(f"  - {problem}")
    raise typer.Exit(1)


@deck_app.command("show")
def deck_show_command(preset: str = typer.Argument(..., help="a preset deck name (kurita, wolf, kurita-c3, "
                                                             "wolf-castes, davion-armor, jaguar-elementals)")) -> None:
    """Print a preset deck as a deck list."""
    from mechdeck.games.battletech_tcg import decks

    try:
        deck = decks.preset_deck(preset)
    except KeyError as exc:
        fail(str(exc))
    typer.echo(decks.format_deck(deck), nl=False)


@deck_app.command("random")
def deck_random_command(
    seed: Optional[int] = typer.Option(None, "--seed", help="deck seed (default: a random one, in the deck's name)"),
    universe: Optional[str] = typer.Option(None, "--universe",
                                           help="keep the Universe rules for this House or Clan (or 'Inner Sphere', "
                                                "'Clan')"),
    card_format: str = typer.Option("base", "--format", help="the cards it is drawn from: base (the base set), "
                                    "all (every implemented card of the base set, Counterstrike, Mercenaries and "
                                    "MechWarrior) or whole (every implemented card of every set)"),
) -> None:
    """Print a random legal 60-card deck of the format's implemented cards as a deck list."""
    from mechdeck.games.battletech_tcg import decks

    try:
        chosen = decks.card_format(card_format)
    except ValueError as exc:
        fail(f"--format: {exc}")

    if universe is not None:
        known = {a.lower(): a for a in decks.AFFILIATIONS}
        if universe.strip().lower() not in known:
            fail(f"--universe: unknown affiliation {universe!r}; known: {', '.join(decks.AFFILIATIONS)}")
        universe = known[universe.strip().lower()]
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
    typer.echo(decks.format_deck(decks.random_deck(decks.format_pool(chosen), seed, universe=universe)), nl=False)


# -- scenario ---------------------------------------------------------------------------------------------------------
def dumps(value, indent: int = 0) -> str:
    """JSON with two-space indentation, but a list or object on one line where it fits (readable zones)."""
    pad, inner = "  " * indent, "  " * (indent + 1)
    flat = json.dumps(value)
    if not isinstance(value, (dict, list)) or not value or len(flat) + 2 * indent <= 100:
        return flat
    if isinstance(value, dict):
        items = [f"{inner}{json.dumps(k)}: {dumps(v, indent + 1)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    return "[\n" + ",\n".join(inner + dumps(v, indent + 1) for v in value) + "\n" + pad + "]"


def state_view(rules: RuleSet, state: State) -> dict:
    """An omniscient, readable view of a state: every zone as card names (decks and discard piles top card first,
    as scenario files write them), the Supply as pile sizes, counters, the seats' counters the rule set presents
    in columns (presentation contract: Domination's Attack and Defense totals), the pending decision, the public
    log and, for a finished game, the result."""
    names = lambda cards: [rules.card_name(state.card_types[c]) for c in cards]  # noqa: E731
    players: dict[str, dict] = {f"P{p + 1}": {} for p in range(rules.max_players)}
    supply: dict[str, int] = {}
    shared: dict[str, list] = {}
    for zone, cards in state.zones.items():
        if zone.startswith("pile:"):
            supply[zone[len("pile:"):]] = len(cards)
            continue
        kind, owner = rules.zone_visibility(zone)
        listed = names(cards)
        if kind in (HIDDEN, TOP):
            listed.reverse()
        if 0 <= owner < rules.max_players:
            players[f"P{owner + 1}"][zone.rstrip("0123456789")] = listed
        else:
            shared[zone] = listed
    counters = {k: v for k, v in state.counters.items() if k != "piles"}
    if isinstance(counters.get("used"), tuple):  # unit instances that used an ability: shown by name
        counters["used"] = names(counters["used"])
    for key in ("active", "first_player"):
        if isinstance(counters.get(key), int) and not isinstance(counters[key], bool):
            counters[key] = f"P{counters[key] + 1}"
    view: dict = {"rules": state.rules_id, "seed": state.seed, **players, **shared, "supply": supply,
                  "counters": counters}
    seats = rules.seat_count(state)
    for counter in presenter_for(rules).counters(state, OMNISCIENT):   # one list per column, a value per seat
        if counter.column and 0 <= counter.owner < seats:
            view.setdefault(counter.column, [None] * seats)[counter.owner] = counter.value
    decision = state.decision
    if decision is None:
        view["decision"] = None
        result = dict(rules.result(state))
        w = result.get("winner")
        result["winner"] = "draw" if w is None else f"P{w + 1}"
        view["result"] = result
    else:
        view["decision"] = {"player": f"P{decision.player + 1}", "prompt": decision.prompt,
                            "options": [rules.action_text(o) for o in decision.options]}
    view["log"] = [text for who, text in (state.log or ()) if who == -1]
    view["order"] = "deck and discard lists are top card first; seat counter columns are [P1, P2, ...]"
    return view


@app.command("scenario")
def scenario_command(
    file: Path = typer.Argument(..., help="a scenario YAML file", dir_okay=False),
    check: bool = typer.Option(False, "--check", help="also verify the file's expect: block (exit 1 on mismatch)"),
) -> None:
    """Load a scenario file, apply its `do:` actions and print the resulting position as JSON."""
    try:
        if check:
            state, problems = verify(read_file(file), str(file))
        else:
            state, problems = load_file(file), []
        ruleset = get_rules(state.rules_id)
        view = state_view(ruleset, state)
    except (ScenarioError, RulesError, ValueError) as exc:
        fail(str(exc))
    typer.echo(dumps(view))
    if check:
        if problems:
            typer.echo(f"{file}: {len(problems)} expectation(s) not met:", err=True)
            for problem in problems:
                typer.echo(f"  {problem}", err=True)
            raise typer.Exit(1)
        typer.echo(f"{file}: all expectations hold", err=True)


# -- play -------------------------------------------------------------------------------------------------------------

def make_bots(option: str, spec: str, count: int, seed: int, what: str):
    """``count`` bots from ``spec`` (one name for all of them, or ``count`` names separated by commas); ``what``
    says in words which seats they play, for the message when the count is wrong."""
    try:
        make_agent, known = terminal.load_agents()
    except terminal.TerminalError as exc:
        fail(str(exc), exc.code)
    names = [n.strip() for n in spec.split(",")]
    if len(names) == 1:
        names = names * count
    if len(names) != count:
        fail(f"{option}: give one bot name or {count} ({what}), not {len(names)}: {spec!r}")
    from mechdeck.agents import STRATEGY_NAMES, is_agent_name

    for name in names:
        if name not in known and not is_agent_name(name):
            fail(f"{option}: unknown bot {name!r}; known bots: {', '.join(known + STRATEGY_NAMES)}, "
                 "or a strategy file (.yaml)")
    try:
        return names, [make_agent(name, seed * 7919 + 17 * (i + 1)) for i, name in enumerate(names)]
    except ValueError as exc:  # e.g. a strategy file that does not load
        fail(f"{option}: {exc}")


def pick_seat(text: str, players: int, seed: int) -> int:
    """--seat: 1..players or random (drawn from the game seed, so the printed command replays it)."""
    word = text.strip().lower()
    if word == "random":
        return random.Random(seed).randrange(players)
    if not word.isdigit() or not 1 <= int(word) <= players:
        fail(f"--seat must be a seat from 1 to {players} or random, not {text!r}")
    return int(word) - 1


def bots_text(names: list[str]) -> str:
    """The --bot/--bots words that give these bots again."""
    return f"--bot {names[0]}" if len(set(names)) == 1 else f"--bots {','.join(names)}"


@app.command("play")
def play_command(
    rules: str = typer.Option(DEFAULT_RULES, "--rules", help="rule set id (see `mechdeck rules`)"),
    supply: str = typer.Option("random", "--supply",
                               help="random, first-game, or card names separated by commas (completed at random); "
                                    "left out in your first game of a rule set whose rulebook recommends a first "
                                    "Supply, that one (first-game)"),
    seed: Optional[int] = typer.Option(None, "--seed", help="game seed (default: a random one, printed)"),
    players: Optional[int] = typer.Option(None, "--players", help="seats at the table (default: the rule set's "
                                                                  "smallest number of players)"),
    bot: Optional[str] = typer.Option(None, "--bot", help="the bot that plays every other seat (default heuristic); "
                                                          "names separated by commas are read as --bots"),
    bots: Optional[str] = typer.Option(None, "--bots", help="one bot a seat, separated by commas, in seat order: "
                                                            "every seat but yours, or with --watch every seat"),
    seat: str = typer.Option("1", "--seat", help="your seat: 1 to the number of players, or random"),
    watch_only: bool = typer.Option(False, "--watch", help="watch bots play every seat instead of playing"),
    deck: Optional[list[str]] = typer.Option(None, "--deck", help=DECK_HELP),
    card_format: Optional[str] = typer.Option(None, "--format", help=FORMAT_HELP),
    setup: Optional[list[str]] = typer.Option(None, "--setup", help=SETUP_HELP),
    content: Optional[Path] = typer.Option(None, "--content", help="a variant file (YAML or JSON: changed card "
                                           "numbers, removed cards, rule parameters; docs/balance.md) or, for "
                                           "war-rig, a content file (docs/war-rig-content.md)", dir_okay=False),
    plain: bool = typer.Option(False, "--plain", help="the line terminal instead of the full-screen app (chosen by "
                                                      "itself when the output is not a terminal)"),
    delay: Optional[str] = typer.Option(None, "--delay", help="--watch: seconds between moves (such as 0.5), or "
                                        "'key' to step with a key (default: key in the full-screen app, 0.5 in "
                                        "--plain at a terminal, none when the output is not a terminal)"),
) -> None:
    """Play a game in the terminal against bots (or watch bots play every seat): full-screen at a terminal,
    line by line with --plain or when the output is not a terminal."""
    full_screen = not plain and at_a_terminal()
    pace = watch_pace(delay, watch_only, full_screen)
    ruleset = load_rules(with_content(rules, content))
    seats = seat_count(ruleset, players)
    if bot is not None and bots is not None:
        fail("give --bot (one bot for every other seat) or --bots (one a seat), not both")
    spec, option = (bots, "--bots") if bots is not None else (bot or "heuristic", "--bot")
    supply, first_game_note = first_game.first_game_supply(ruleset, rules, supply, watch_only)
    config = with_seats(ruleset, game_config(ruleset, supply, deck, card_format=card_format, choices=setup), seats)
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
    human = None if watch_only else pick_seat(seat, seats, seed)
    if watch_only:
        names, agents = make_bots(option, spec, seats, seed, "one a seat")
    else:
        names, agents = make_bots(option, spec, seats - 1, seed, f"one for each seat but your seat {human + 1}")
    try:
        state = ruleset.new_game(seed, config)
    except RulesError as exc:
        hint = f" (see `mechdeck cards --rules {rules}` for the card names)" if "unknown card" in str(exc) else ""
        fail(f"{'--deck' if 'decks' in config else '--supply'}: {exc}{hint}")
    setup_text = (" ".join(f"--deck {shlex.quote(d)}" for d in deck) if deck else
                  f"--supply {shlex.quote(supply)}" if "supply" in config else "")
    if "format" in config:
        setup_text += f" --format {config['format']}"
    setup_text += "".join(f" --setup {shlex.quote(item)}" for item in setup or ())
    if content is not None:
        setup_text = f"--content {shlex.quote(str(content))}"
    players_text = f" --players {seats}" if players is not None else ""
    out = console()
    try:
        if watch_only:
            out.print(f"mechdeck play --rules {rules}{players_text} --seed {seed} {setup_text} --watch "
                      f"--bot{'s' if len(names) > 1 and option == '--bots' else ''} {','.join(names)}")
            bot_names = [f"{n} bot" for n in names]
            if full_screen:
                from . import tui

                tui.watch(ruleset, state, agents, bot_names, None if pace == "key" else pace)
                if state.decision is None:
                    terminal.show_result(out, terminal.present(ruleset, state, -1), dict(enumerate(bot_names)))
                return
            terminal.watch(ruleset, state, agents, bot_names, out, pause=line_pause(pace))
            return
        out.print(f"mechdeck play --rules {rules}{players_text} --seed {seed} {setup_text} {bots_text(names)} "
                  f"--seat {human + 1}: you are P{human + 1}")
        if first_game_note:
            out.print(first_game_note, style="dim")
        if full_screen:
            if not play_full_screen(ruleset, state, human, names, agents, out):
                raise typer.Exit(0)
        elif not play_seats(ruleset, state, human, names, agents, out):
            raise typer.Exit(0)
        first_game.mark_played(rules)
    except terminal.TerminalError as exc:
        fail(str(exc), exc.code)


def at_a_terminal() -> bool:
    """Are both input and output a terminal (else pipes, files, screen readers' logs, tests: the line mode)?"""
    return sys.stdout.isatty() and sys.stdin.isatty()


def watch_pace(delay: Optional[str], watch_only: bool, full_screen: bool):
    """--delay: seconds between the moves of a watched game (a float), or "key" to step by key."""
    if delay is None:
        return "key" if full_screen else (0.5 if at_a_terminal() else 0.0)
    if not watch_only:
        fail("--delay paces a watched game: give it with --watch")
    word = delay.strip().lower()
    if word == "key":
        return "key"
    try:
        seconds = float(word)
    except ValueError:
        seconds = -1.0
    if not 0 <= seconds <= 60:   # also refuses nan and inf
        fail(f"--delay must be seconds from 0 to 60 (such as 0.5) or key, not {delay!r}")
    return seconds


def line_pause(pace):
    """What the line terminal does between two moves of a watched game: wait for Enter, sleep, or nothing."""
    if pace == "key":
        return lambda: click.prompt("", default="", show_default=False, prompt_suffix="(Enter: next move) ")
    if pace:
        return lambda: time.sleep(pace)
    return None


def seat_names(ruleset: RuleSet, state: State, human: int, names: list[str], agents: list) -> tuple[list, list[str]]:
    """One entry per seat, None (the human's) or a bot, and the names shown for the seats."""
    bots = iter(zip(names, agents))
    seats: list = []
    labels: list[str] = []
    for seat in range(ruleset.seat_count(state)):
        if seat == human:
            seats.append(None)
            labels.append("you")
        else:
            name, agent = next(bots)
            seats.append(agent)
            labels.append(f"{name} bot")
    return seats, labels


def play_full_screen(ruleset: RuleSet, state: State, human: int, names: list[str], agents: list,
                     out: Console) -> bool:
    """The game in the full-screen app; its result stays printed after the app closes.  False when the human
    quits."""
    from . import tui

    seats, labels = seat_names(ruleset, state, human, names, agents)
    finished, session = tui.play(ruleset, state, seats, labels)
    if finished:
        terminal.show_result(out, session.view(), session.labels)
    else:
        out.print("Game abandoned.")
    return finished


def play_seats(ruleset: RuleSet, state: State, human: int, names: list[str], agents: list, out: Console) -> bool:
    """Play the game in the line terminal, ``human`` at one seat and ``agents`` (in seat order) at every other;
    False when the human quits."""
    seats, labels = seat_names(ruleset, state, human, names, agents)
    return terminal.play_game(ruleset, state, seats, labels, out)


# -- serve ------------------------------------------------------------------------------------------------------------
@app.command("serve")
def serve_command(
    host: str = typer.Option("127.0.0.1", "--host", help="address to listen on (default: this machine only)"),
    port: int = typer.Option(8000, "--port", help="TCP port"),
    db: Path = typer.Option(Path("mechdeck.sqlite3"), "--db", help="SQLite database file (created if missing)"),
    content: Optional[list[Path]] = typer.Option(None, "--content", help="a War Rig content file, offered as a "
                                                 "rule set of its own beside the sample (may be given more than "
                                                 "once; a stored game reopens with the same file)", dir_okay=False),
) -> None:
    """Serve the browser game: open the printed address, play a bot or invite a friend (games survive restarts)."""
    from mechdeck.games import WAR_RIG

    from .web.app import ServeError, serve
    from .web.store import StoreError

    if not 1 <= port <= 65535:
        fail(f"--port {port}: a TCP port is a number from 1 to 65535")
    if not db.parent.exists():
        fail(f"--db: the folder {db.parent} does not exist")
    for path in content or ():
        with_content(WAR_RIG, path)
    try:
        serve(host, port, db)
    except (StoreError, ServeError) as exc:
        fail(str(exc))


# -- sim, replay, report (the balance lab; balance.py) --------------------------------------------------------------
from . import balance  # noqa: E402

balance.register(app)
from . import card_value  # noqa: E402

card_value.register(app)


def main() -> None:
    app()


if __name__ == "__main__":
    main()

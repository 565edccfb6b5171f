"""Pieces every command of the command line shares: the error exit and the set-up options (--supply, --deck,
--require, --ban, --content)."""
from __future__ import annotations

import typer

DEFAULT_RULES = "domination-v2.2"


def fail(message: str, code: int = 2):
    """Report a problem without a traceback and exit (2: bad input)."""
    typer.echo(f"Error: {message}", err=True)
    raise typer.Exit(code)


def check_run_options(games: int, what: str, workers: int | None, backend: str, address: str | None) -> None:
    """--games (``what`` says what it counts), --workers, --backend and --address of a command that plays many games:
    a one-line error for a bad value, or for Ray asked for and not installed."""
    from mechdeck.simulation import BACKENDS

    if games <= 0:
        fail(f"--games must be a positive number of {what}, not {games}")
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


def seat_count(ruleset, players: int | None) -> int:
    """--players: the seat count (the rule set's smallest by default), or a one-line error naming what is allowed."""
    from mechdeck.kernel import RulesError

    seats = ruleset.min_players if players is None else players
    try:
        return ruleset.check_players(seats)
    except RulesError as exc:
        fail(f"--players: {exc}")


def with_seats(ruleset, config: dict, seats: int) -> dict:
    """The set-up config with its seat count; left out at the rule set's smallest, so configs of games set up before
    seat counts existed stay the same and replay as they were."""
    if seats != ruleset.min_players:
        config["players"] = seats
    return config


def parse_supply(text: str):
    """--supply: 'random', 'first-game' or card names separated by commas."""
    word = text.strip().lower()
    if word in ("random", "first-game"):
        return word
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names:
        fail("--supply: give 'random', 'first-game' or card names separated by commas")
    return names


DECK_HELP = ("battletech-tcg: a preset (kurita, wolf, kurita-c3, wolf-castes, davion-armor, "
             "jaguar-elementals), random[:SEED], random:game (a deck dealt from each game's seed) or a deck-list file; "
             "once for both players or twice (P1, P2)")
FORMAT_HELP = ("battletech-tcg: the cards the decks may hold: base (the base set; the default), all (every "
               "implemented card of the base set, Counterstrike, Mercenaries and MechWarrior) or whole (every "
               "implemented card of every set)")
SETUP_HELP = ("another set-up choice of the rule set, as NAME=VALUE (repeatable), e.g. battletech-tcg: "
              "box_powers=none|one, deck_limits=open|tournament; an unknown name lists the rule set's choices")


def game_config(ruleset, supply: str, decks: list[str] | None, require: list[str] | None = None,
                ban: list[str] | None = None, card_format: str | None = None,
                choices: list[str] | None = None) -> dict:
    """The set-up config for a rule set from --supply, --deck, --require, --ban, --format and --setup NAME=VALUE,
    each only where the rule set's set-up schema (its presentation catalogue) has that option."""
    from mechdeck.kernel.presentation import catalogue

    accepted = {option["name"] for option in catalogue(ruleset)["setup"]}
    config: dict = {}
    if "supply" in accepted:
        config["supply"] = parse_supply(supply)
    elif supply.strip().lower() != "random":
        fail(f"--supply: rule set {ruleset.id} has no Supply (use --deck)")
    if decks:
        if "decks" not in accepted:
            fail(f"--deck: rule set {ruleset.id} does not use decks (use --supply)")
        if len(decks) > 2:
            fail("--deck: give one deck (both players) or two (P1 then P2)")
        try:
            specs = [ruleset.deck_option(d) for d in decks]
        except ValueError as exc:
            fail(f"--deck: {exc}")
        config["decks"] = specs * 2 if len(specs) == 1 else specs
    for option, names in (("require", require), ("ban", ban)):
        if names:
            if option not in accepted:
                fail(f"--{option}: rule set {ruleset.id} has no Supply or deck to {option} cards in")
            config[option] = list(names)
    if card_format is not None:
        formats = next((option for option in catalogue(ruleset)["setup"] if option["name"] == "format"), None)
        if formats is None:
            fail(f"--format: rule set {ruleset.id} has no card formats")
        if card_format.strip().lower() not in formats["choices"]:
            fail(f"--format: unknown format {card_format!r:.40}; formats: {', '.join(formats['choices'])} "
                 f"({formats['help']})")
        config["format"] = card_format.strip().lower()
    for item in choices or ():
        name, value = setup_choice(ruleset, item)
        config[name] = value
    return config


def setup_choice(ruleset, item: str) -> tuple[str, str]:
    """One --setup NAME=VALUE, checked against the rule set's "choice" set-up options."""
    from mechdeck.kernel.presentation import catalogue

    options = {option["name"]: option for option in catalogue(ruleset)["setup"]
               if option["kind"] == "choice" and option["name"] != "format"}
    name, equals, value = item.partition("=")
    name, value = name.strip().lower().replace("-", "_"), value.strip().lower()
    if not equals or not name or not value:
        fail(f"--setup: give NAME=VALUE, not {item!r:.60}")
    if name not in options:
        known = ", ".join(options) or "none"
        fail(f"--setup: rule set {ruleset.id} has no set-up choice {name!r:.40}; its choices: {known}")
    if value not in options[name]["choices"]:
        fail(f"--setup: {name}: unknown value {value!r:.40}; values: {', '.join(options[name]['choices'])} "
             f"({options[name]['help']})")
    return name, value


def with_content(rules_id: str, content, option: str = "--content") -> str:
    """--content FILE: the id of the rule set played with that variant or content file (kernel/variant.py;
    registered now: ``<rules id>@<digest>``, ruling W-R100), or ``rules_id`` itself without one; a bad file, or one
    that changes another rule set than --rules names, stops here with its one-line error."""
    if content is None:
        return rules_id
    from mechdeck.games import register_variant_file

    try:
        return register_variant_file(content, rules_id)
    except ValueError as exc:
        fail(f"{option}: {exc}")

"""The terminal game: a human against a bot, or two bots watched (``mechdeck play``).

Everything shown to the human comes from ``rules.observe(state, seat)`` (plus ``rules.totals`` for the public
deployment-zone totals); hidden zones are never read for display.  Every decision of the bot, including its choices
during the human's turn (which unit to damage, whether to reveal a reaction), is applied automatically and shows up
in the log.  Input goes through ``read`` and ``confirm`` callables (click prompts by default), so a test can drive a
whole game with scripted input.
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Callable

import click
from rich.console import Console
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from mechdeck.kernel import RuleSet, State

HELP_WORDS = {"?", "help", "h"}
AUTO_PASS_WORD = "auto"  # toggles passing reaction windows the human holds no card for
QUIT_WORDS = {"q", "quit", "exit"}
CARD_OPTIONS = {"play", "deploy", "buy"}  # options whose card text is shown next to them
SHORT_TEXT = 60
MAX_STEPS = 1_000_000  # a guard against a runaway game in watch mode


class TerminalError(Exception):
    """A problem to report to the user without a traceback; ``code`` is the exit status."""

    def __init__(self, message: str, code: int = 2):
        super().__init__(message)
        self.code = code


def load_agents() -> tuple[Callable, tuple[str, ...]]:
    """``(make_agent, AGENT_NAMES)`` from mechdeck.agents (``make_agent(name, seed).act(rules, state)``)."""
    try:
        from mechdeck import agents
        return agents.make_agent, tuple(agents.AGENT_NAMES)
    except Exception as exc:  # missing or broken: say so instead of a traceback
        raise TerminalError(f"no bots are available: mechdeck.agents cannot be used ({exc})") from None


def default_read(prompt: str) -> str:
    return click.prompt(prompt, default="", show_default=False, prompt_suffix=" ")


def default_confirm(question: str) -> bool:
    return click.confirm(question, default=False)


def bot_action(rules: RuleSet, state: State, agent) -> tuple:
    """The agent's choice (it gets a clone, so it cannot disturb the game), checked for legality."""
    action = tuple(agent.act(rules, state.clone()))
    if action not in state.decision.options:
        raise TerminalError(f"the bot for P{state.decision.player + 1} chose {rules.action_text(action)!r}, which is "
                            f"not legal now ({state.decision.prompt})", code=1)
    return action


def short(text: str, n: int = SHORT_TEXT) -> str:
    return text if len(text) <= n else text[:n - 3].rstrip() + "..."


def grouped(names: list[str]) -> str:
    """'Basic Factory x2, Uziel' (first-seen order)."""
    counts = Counter(names)
    return ", ".join(f"{n} x{counts[n]}" if counts[n] > 1 else n for n in dict.fromkeys(names)) or "-"


def log_line(shown: str, text: str) -> Text:
    return Text(shown, style="bold" if text.startswith("Turn ") else "")


def type_text(card) -> str:
    """A card's type line: Domination cards print one; TCG cards have a kind and subtypes."""
    printed = getattr(card, "printed_type", None)
    if printed is not None:
        return printed
    kind = {"mech": "Unit - 'Mech", "unit": "Unit"}.get(card.kind, card.kind.capitalize())
    return " - ".join([kind, *card.subtypes])


def stats_text(card) -> str:
    """Attack/Defense (Domination) or attack/armor/structure and speed (TCG); empty for a card without them."""
    if card.attack is None and getattr(card, "armor", None) is None:
        return ""
    if hasattr(card, "defense"):
        return f"{card.attack}/{card.defense}"
    speed = f" {card.speed}" if getattr(card, "speed", None) else ""
    return f"{card.attack}/{card.armor}/{card.structure}{speed}"


def seat_label(seat: int, labels: dict[int, str]) -> str:
    return f"P{seat + 1} ({labels[seat]})" if seat in labels else f"P{seat + 1}"


def show_result(console: Console, rules: RuleSet, state: State, labels: dict[int, str]) -> dict:
    result = rules.result(state)
    table = Table(title="Final score", title_justify="left")
    table.add_column("Player")
    table.add_column(getattr(rules, "score_label", "Cards in deck"), justify="right")
    if "units" in result:
        table.add_column("Units (tie-break)", justify="right")
    for p in range(rules.max_players):
        table.add_row(seat_label(p, labels), str(result["scores"][p]),
                      *([str(result["units"][p])] if "units" in result else []))
    console.print(table)
    winner = result.get("winner")
    if winner is None:
        console.print(Text("The game is a draw.", style="bold"))
    else:
        console.print(Text(f"{seat_label(winner, labels)} wins"
                           + (f" after {result['turns']} turns." if "turns" in result else "."), style="bold"))
    return result


class TerminalGame:
    """One game in the terminal: ``human`` is the human's seat; every other decision goes to ``agent``."""

    def __init__(self, rules: RuleSet, state: State, human: int, agent, console: Console, bot_name: str = "bot",
                 read: Callable[[str], str] = default_read, confirm: Callable[[str], bool] = default_confirm):
        self.rules = rules
        self.state = state
        self.human = human
        self.agent = agent
        self.console = console
        self.read = read
        self.confirm = confirm
        self.cards = {c.name: c for c in getattr(rules, "cards", ())}
        self.labels = {human: "you", 1 - human: f"{bot_name} bot"}
        self.shown = 0  # lines of the human's log already printed
        # A reaction window is asked whenever the human could hold a reaction card by what the bot sees (TCG ruling
        # T722); holding none, the only answer is "no reaction", given at once while this setting is on.  It is the
        # same setting whatever the human holds, so it tells the bot nothing.
        self.auto_pass = True
        self.labels_now = None  # the current options in words, where the rule set gives them

    # -- the loop ---------------------------------------------------------------------------------------------------
    def run(self) -> bool:
        """Play to the end (True) or until the human quits (False)."""
        rules, state = self.rules, self.state
        while state.decision is not None:
            if state.decision.player == self.human:
                view = rules.observe(state, self.human)
                if self.auto_pass and view.get("no_reaction"):
                    rules.apply(state, tuple(view["no_reaction"]))
                    continue
                self.render(view)
                action = self.ask(view)
                if action is None:
                    self.console.print(Text("Game abandoned.", style="bold"))
                    return False
                rules.apply(state, action)
            else:
                rules.apply(state, bot_action(rules, state, self.agent))
        view = rules.observe(state, self.human)
        self.console.print(Rule("Game over"))
        self.print_new_log(view)
        self.console.print(self.board_tables(view) if "board" in view else self.units_table(view))
        show_result(self.console, rules, state, self.labels)
        return True

    def ask(self, view: dict):
        """The human's choice among the view's options (a tuple), or None to quit."""
        options = [tuple(o) for o in view["options"]]
        self.labels_now = view.get("labels")
        while True:
            try:
                raw = self.read(f"Your choice (1-{len(options)}, ? for help, q to quit):")
            except (click.exceptions.Abort, EOFError):
                raise TerminalError("input ended (or was interrupted): game abandoned", code=1) from None
            word = " ".join(str(raw).split()).lower()
            if word in HELP_WORDS:
                self.show_help(view)
                self.show_options(view)
                continue
            if word == AUTO_PASS_WORD:
                self.auto_pass = not self.auto_pass
                self.console.print(Text("Reaction windows you hold no card for: "
                                        + ("passed for you" if self.auto_pass else "asked"), style="dim"))
                continue
            if word in QUIT_WORDS:
                try:
                    if self.confirm("Quit this game?"):
                        return None
                except (click.exceptions.Abort, EOFError):
                    return None
                continue
            choice = self.parse_choice(word, options)
            if isinstance(choice, str):
                self.console.print(Text(choice, style="red"))
                continue
            return choice

    def parse_choice(self, word: str, options: list[tuple]):
        """An option by number (1..n) or by its text (exact, or a part that names only one option); else the
        message to show."""
        n = len(options)
        hint = f"enter a number from 1 to {n}, an option's text, ? for help or q to quit"
        if not word:
            return f"Please choose: {hint}."
        if re.fullmatch(r"[+-]?[0-9]+", word):   # not str.isdigit: "²" or "--5" are digits to it, not to int()
            k = int(word)
            if 1 <= k <= n:
                return options[k - 1]
            return f"There is no option {word}: {hint}."
        texts = [self.rules.action_text(o).lower() for o in options]
        labels = [str(t).lower() for t in (self.labels_now or ())]
        if word in labels:
            return options[labels.index(word)]
        if word in texts:
            return options[texts.index(word)]
        matches = [o for o, t in zip(options, texts) if word in t]
        if len(matches) == 1:
            return matches[0]
        if matches:
            return (f"{word!r} fits several options (" + ", ".join(self.rules.action_text(o) for o in matches)
                    + f"): {hint}.")
        return f"{word!r} is not an option: {hint}."

    # -- rendering ---------------------------------------------------------------------------------------------------
    def render(self, view: dict) -> None:
        if "board" in view:
            self.render_board(view)
            return
        c = self.console
        counters = view["counters"]
        active = counters.get("active", view["to_move"])
        phase = str(counters.get("phase", "")).capitalize()
        c.print(Rule(f"Turn {counters.get('turn', '?')} - {seat_label(active, self.labels)}'s turn - {phase} phase"))
        self.print_new_log(view)
        c.print(self.units_table(view))
        c.print(self.piles_text(view))
        c.print(self.supply_table(view))
        hand = view["zones"].get(f"hand{self.human}", [])
        line = Text("Your hand: ", style="bold")
        line.append(grouped(hand) if isinstance(hand, list) else "-")
        c.print(line)
        line = Text(f"{seat_label(active, self.labels)} has ", style="bold")
        line.append(", ".join(f"{counters[k]} {label if counters[k] == 1 else plural}" for k, label, plural in (
            ("actions", "action", "actions"), ("buys", "buy", "buys"), ("industry", "Industry", "Industry"),
            ("lostech", "LosTech", "LosTech")) if k in counters) + " left")
        c.print(line)
        self.show_options(view)

    def print_new_log(self, view: dict) -> None:
        lines = view["log"][self.shown:]
        self.shown = len(view["log"])
        if lines:
            self.console.print(Text("Since your last decision:", style="bold"))
            for text in lines:
                self.console.print(log_line("  " + text, text))

    def units_table(self, view: dict) -> Table:
        totals = self.rules.totals(self.state) if hasattr(self.rules, "totals") else None
        table = Table(title="Deployment zones", title_justify="left")
        table.add_column("Player", no_wrap=True)
        table.add_column("Units (Attack/Defense)")
        table.add_column("Atk", justify="right")
        table.add_column("Def", justify="right")
        for p in range(self.rules.max_players):
            units = view["zones"].get(f"units{p}", [])
            shown = []
            for name, k in Counter(units).items():
                card = self.cards.get(name)
                stats = f" {card.attack}/{card.defense}" if card is not None and card.attack is not None else ""
                shown.append(f"{name}{stats}" + (f" x{k}" if k > 1 else ""))
            table.add_row(seat_label(p, self.labels), ", ".join(shown) or "-",
                          str(totals["attack"][p]) if totals else "", str(totals["defense"][p]) if totals else "")
        return table

    def piles_text(self, view: dict) -> Text:
        zones = view["zones"]
        out = Text()
        for p in range(self.rules.max_players):
            def size(zone):
                z = zones.get(f"{zone}{p}")
                return len(z) if isinstance(z, list) else (z or {}).get("count", 0)
            discard = zones.get(f"discard{p}")
            top = (discard[-1] if discard else None) if isinstance(discard, list) else (discard or {}).get("top")
            play = zones.get(f"play{p}", [])
            out.append(f"{seat_label(p, self.labels)}: ", style="bold")
            parts = [f"hand {size('hand')}", f"deck {size('deck')}",
                     f"discard {size('discard')}" + (f" (top: {top})" if top else "")]
            if size("aside"):
                parts.append(f"set aside {size('aside')}")
            if play:
                parts.append(f"in play: {grouped(play)}")
            out.append(", ".join(parts) + "\n")
        heap = zones.get("scrapheap", [])
        out.append("Scrapheap: ", style="bold")
        out.append(f"{len(heap)}" + (f" ({grouped(heap)})" if heap else ""))
        revealed = zones.get("revealed", [])
        if revealed:
            out.append("\nRevealed: ", style="bold")
            out.append(grouped(revealed))
        return out

    def supply_table(self, view: dict) -> Table:
        supply = list(view.get("supply", {}).items())
        half = (len(supply) + 1) // 2
        table = Table(title="Supply", title_justify="left")
        for _ in range(2 if len(supply) > 1 else 1):
            table.add_column("Card")
            table.add_column("Cost", justify="right")
            table.add_column("Left", justify="right")
        for i in range(half):
            row = []
            for j in (i, i + half):
                if j < len(supply):
                    name, left = supply[j]
                    card = self.cards.get(name)
                    stats = f" {card.attack}/{card.defense}" if card is not None and card.attack is not None else ""
                    row += [name + stats, card.cost_text() if card is not None else "?", str(left)]
                elif len(supply) > 1:
                    row += ["", "", ""]
            table.add_row(*row)
        return table

    # -- a table of cards in play (rule sets whose observation has a "board": the BattleTech TCG) -------------------
    def render_board(self, view: dict) -> None:
        c = self.console
        counters = view["counters"]
        active = counters.get("active", view["to_move"])
        c.print(Rule(f"Turn {counters.get('turn', '?')} - {seat_label(active, self.labels)}'s turn"))
        self.print_new_log(view)
        c.print(self.board_tables(view))
        hand = view["zones"].get(f"hand{self.human}", [])
        line = Text("Your hand: ", style="bold")
        line.append(grouped(hand) if isinstance(hand, list) and hand else "-")
        c.print(line)
        mission = view.get("mission")
        if mission:
            c.print(Text(f"Mission: {', '.join(mission['attackers'])} -> {mission['target']}"
                         + (f"; blocked by {', '.join(mission['blockers'])}" if mission["blockers"] else "")
                         + f"; initiative P1 {mission['initiative'][0]}, P2 {mission['initiative'][1]}"
                         + "".join(f"; {s} deals {n} to {d}" for s, d, n in mission["damage"]), style="yellow"))
        self.show_options(view)

    def board_tables(self, view: dict) -> Table:
        table = Table(title="The table", title_justify="left", show_lines=True)
        table.add_column("Player", no_wrap=True)
        table.add_column("Stock/hand/scrap", no_wrap=True)
        table.add_column("Command Post")
        table.add_column("Patrol")
        table.add_column("Under Construction")
        for p, side in enumerate(view["board"]):
            table.add_row(seat_label(p, self.labels) + (" " + "".join(side["assets"]) if side["assets"] else ""),
                          f"{side['stockpile']} / {side['hand']} / {len(side['scrapheap'])}",
                          "\n".join(self.card_cell(x, side) for x in side["command_post"]) or "-",
                          "\n".join(self.card_cell(x, side) for x in side["patrol"]) or "-",
                          "\n".join(self.card_cell(x, side) for x in side["build"]) or "-")
        return table

    def card_cell(self, entry: dict, side: dict) -> str:
        name = entry["name"] or "face down"
        card = self.cards.get(entry["name"]) if entry["name"] else None
        text = f"#{entry['id']} {name}"
        if card is not None and card.kind in ("mech", "unit"):
            text += f" {card.attack}/{card.armor}/{card.structure} {(card.speed or '')[:1].upper()}"
        for key, word in (("face_down", "face down"), ("tapped", "tapped"), ("depleted", "depleted")):
            if entry.get(key) and (entry["name"] or key != "face_down"):
                text += f" [{word}]"
        if entry.get("damage"):
            text += f" dmg {entry['damage']}"
        if entry.get("counters"):
            text += f" cc {entry['counters']}"
        if entry.get("guard") is not None:
            text += f" guards {entry['guard']}"
        for a in side["attached"]:
            if a.get("on") == entry["id"]:
                text += f" + {a['name']}"
        return text

    def option_text(self, i: int, option: tuple, label: str | None = None) -> Text:
        line = Text(f"{i:>3}. ", style="bold cyan")
        line.append(label if label is not None else self.rules.action_text(option))
        if option[0] in CARD_OPTIONS and len(option) > 1 and option[1] in self.cards:
            card = self.cards[option[1]]
            stats = f"cost {card.cost_text()}"
            if card.attack is not None:
                stats += f", {card.attack}/{card.defense}"
            line.append(f"  ({stats}) {short(card.text)}", style="dim")
        return line

    def show_options(self, view: dict) -> None:
        self.console.print(Text(view["prompt"], style="bold yellow"))
        labels = view.get("labels") or [None] * len(view["options"])
        for i, (option, label) in enumerate(zip(view["options"], labels), 1):
            self.console.print(self.option_text(i, tuple(option), label))

    def show_help(self, view: dict) -> None:
        """Every card in view (hand, deployment zones, cards in play, face-up discards, Supply, options) with its
        full text."""
        names: list[str] = []
        for zone, cards in view["zones"].items():
            if isinstance(cards, list):
                names.extend(cards)
            elif cards.get("top"):
                names.append(cards["top"])
        names.extend(view.get("supply", {}))
        names.extend(str(o[1]) for o in view["options"] if len(o) > 1)
        table = Table(title="Cards in view", title_justify="left", show_lines=True)
        table.add_column("Card")
        table.add_column("Type")
        table.add_column("Cost", justify="right")
        table.add_column("Stats", justify="right")
        table.add_column("Text")
        for name in sorted({n for n in names if n in self.cards}):
            card = self.cards[name]
            table.add_row(name, type_text(card), card.cost_text(), stats_text(card), card.text)
        self.console.print(table)
        self.console.print(Text("Enter an option's number or its text (a unique part of it will do); q quits; "
                                f"{AUTO_PASS_WORD} turns passing reaction windows you hold no card for on or off "
                                f"(now {'on' if self.auto_pass else 'off'}).", style="dim"))


def watch(rules: RuleSet, state: State, agents: list, names: list[str], console: Console) -> dict:
    """Bot against bot, printing every log line as it happens (lines only one seat sees are marked)."""
    labels = {p: names[p] for p in range(rules.max_players)}
    printed = 0
    steps = 0

    def flush():
        nonlocal printed
        for who, text in (state.log or ())[printed:]:
            if who == -1:
                console.print(log_line(text, text))
            else:
                console.print(Text(f"  (P{who + 1} only) {text}", style="dim"))
        printed = len(state.log or ())

    while state.decision is not None:
        steps += 1
        if steps > MAX_STEPS:
            raise TerminalError(f"the game did not end within {MAX_STEPS} decisions", code=1)
        rules.apply(state, bot_action(rules, state, agents[state.decision.player]))
        flush()
    flush()
    console.print(Rule("Game over"))
    return show_result(console, rules, state, labels)

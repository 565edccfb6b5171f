"""The terminal game: one human seat against bots on the others (``play_game``), or bots watched (``watch``).

Everything shown to the human comes from the presentation contract, ``present(rules, state, seat)``
(kernel/presentation.py), drawn by one generic renderer (``Screen``): a table of the seats with one column per title
of its TABLE areas, each seat's piles and counters on one line, shared areas, Supply piles with their cards' costs,
the human's hand, numbered options.  A game that needs more registers a small widget by name (``widget``) for its
panels; nothing here depends on a rule set's id or probes a view for fields.  Every decision of the bots, including
their choices during the human's turn (which unit to damage, whether to reveal a reaction), is applied
automatically and shows up in the log.  Input goes through ``read`` and ``confirm`` callables (click prompts by default), so a test can drive a
whole game with scripted input.
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Callable

import click
from rich.console import Console, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from mechdeck.kernel import RuleSet, State
from mechdeck.kernel.presentation import catalogue, present

HELP_WORDS = {"?", "help", "h"}
AUTO_PASS_WORD = "auto"  # toggles passing reaction windows the human holds no card for
QUIT_WORDS = {"q", "quit", "exit"}
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


def log_line(shown: str, text: str) -> Text:
    return Text(shown, style="bold" if text.startswith("Turn ") else "")


def seat_label(seat: int, labels: dict[int, str]) -> str:
    return f"P{seat + 1} ({labels[seat]})" if seat in labels else f"P{seat + 1}"


# -- drawing a presentation (kernel/presentation.py) ------------------------------------------------------------------
# A widget draws one ``panel`` area from its data: name -> function(area, labels) -> a Rich renderable.
WIDGETS: dict[str, Callable[[dict, dict[int, str]], RenderableType]] = {}


def widget(name: str):
    """Register the function drawing the panels whose ``widget`` is ``name``."""
    def register(draw):
        WIDGETS[name] = draw
        return draw
    return register


@widget("mission")
def mission_widget(area: dict, labels: dict[int, str]) -> Text:
    """The current mission on one line: attackers, target, blockers, initiative, damage assigned."""
    m = area["data"]
    initiative = ", ".join(f"P{p + 1} {n}" for p, n in enumerate(m["initiative"]))
    return Text(f"Mission: {', '.join(m['attackers'])} -> {m['target']}"
                + (f"; blocked by {', '.join(m['blockers'])}" if m["blockers"] else "")
                + f"; initiative {initiative}"
                + "".join(f"; {s} deals {n} to {d}" for s, d, n in m["damage"]), style="yellow")


# Faction colours of the map (seats first, then the neutral factions), the same order as the web page's.
FACTION_STYLES = ("red", "blue", "green", "yellow", "magenta", "cyan", "bright_black", "white")
CUBE_LETTERS = {"red": "r", "green": "g", "blue": "b", "brown": "n"}


def cube_text(cubes: dict[str, int]) -> str:
    """Cubes as "2r1n" (letters: CUBE_LETTERS), "" for none."""
    return "".join(f"{n}{CUBE_LETTERS.get(c, c)}" for c, n in cubes.items() if n)


def site_text(site: dict) -> str:
    """A site: its place, what stands there and armour left of max ("U1 Hardpoint: Autocannon 2/4 FIRE")."""
    text = site["slot"] + (f": {site['card']}" if site["card"] else "")
    if site["stands"]:
        text += f" {site['armour']}/{site['max']}"
    elif not site["card"]:
        text += ": empty"
    if site.get("cubes"):
        text += f" [{cube_text(site['cubes'])}]"
    return text + (" FIRE" if site["burning"] else "")


@widget("map")
def map_widget(area: dict, labels: dict[int, str]) -> Text:
    """A board drawn as text, readable at 80 columns: links, then one line per node (its name, cubes in stock and
    loose, squads by faction with their cubes and state, War Rigs, fire), then each base's sites, each War Rig's
    parts and each faction's squad items."""
    m = area["data"]
    nodes = {loc["node"]: loc for loc in m["locations"]}
    names = {f["faction"]: f["name"] for f in m["factions"]}
    style = lambda faction: FACTION_STYLES[faction % len(FACTION_STYLES)]  # noqa: E731
    out = Text(f"{area['title']}", style="bold")
    hub = m["hub"]
    spokes = {b if a == hub else a for a, b in (link["nodes"] for link in m["links"]) if hub in (a, b)}
    others = [link for link in m["links"] if hub not in link["nodes"]]
    missing = [nodes[n]["name"] for n in nodes if n != hub and n not in spokes]
    out.append(f" (cubes: {', '.join(f'{v} {k}' for k, v in CUBE_LETTERS.items())}; * not activated yet)\n",
               style="dim")
    out.append(f"Links: {nodes[hub]['name']} to every other node" + (f" but {', '.join(missing)}" if missing else ""))
    for link in others:
        a, b = (nodes[n]["name"] for n in link["nodes"])
        out.append(f"; {a} {'=R=' if link['restricted'] else '-'} {b}")
    if any(link["restricted"] for link in m["links"]):
        out.append(" (=R= restricted)")
    burning = set(m["fire"])
    for node, loc in nodes.items():
        out.append("\n")
        out.append(loc["name"], style="bold" + (f" {style(loc['base'])}" if loc["base"] is not None else ""))
        if loc["kind"] or loc["base"] is not None:
            out.append(f" ({loc['kind'] or names[loc['base']]})", style="dim")
        if cube_text(loc["stock"]):
            out.append(f" stock {cube_text(loc['stock'])}")
        if cube_text(loc["loose"]):
            out.append(f" loose {cube_text(loc['loose'])}")
        here = [s for s in m["squads"] if s["node"] == node]
        for faction in dict.fromkeys(s["faction"] for s in here):
            out.append(f" {names[faction]}:", style=f"bold {style(faction)}")
            for squad in (s for s in here if s["faction"] == faction):
                notes = [cube_text(squad["cubes"])] if cube_text(squad["cubes"]) else []
                notes += ["camp"] if squad["camped"] else []
                notes += [f"captive of {squad['captor']}"] if squad["captor"] else []
                notes += [f"coerced, {squad['coercion']} left"] if squad["coercion"] else []
                notes += [mark for mark in squad["marks"] if mark != "ready"]
                ready = "*" if "ready" in squad["marks"] else ""
                out.append(f" {squad['id']}{ready}" + (f"({', '.join(notes)})" if notes else ""), style=style(faction))
        for rig in (r for r in m["rigs"] if r["node"] == node):
            out.append(f" [{rig['id']} {rig['tier']}]", style=f"bold {style(rig['owner'])}")
        fires = [site["slot"] for base in m["bases"] if base["node"] == node for site in base["sites"]
                 if site["piece"] in burning]
        fires += [v["card"] for v in m["victory"] if v["node"] == node and v["burning"]]
        if fires:
            out.append(f" FIRE: {', '.join(fires)}", style="bold red")
    for base in m["bases"]:
        out.append(f"\n{nodes[base['node']]['name']}: ", style=style(base["faction"]))
        out.append(", ".join(site_text(site) for site in base["sites"]))
    for site in m["victory"]:
        out.append(f"\n{names[site['faction']]}'s {site['card']} at {nodes[site['node']]['name']}: "
                   f"{site['armour']}/{site['max']}" + (" FIRE" if site["burning"] else ""),
                   style=style(site["faction"]))
    for rig in m["rigs"]:
        state = "operational" if rig["operational"] else "can move" if rig["moves"] else "cannot move"
        out.append(f"\n{rig['id']} ({names[rig['owner']]}, weight {rig['weight']}, {rig['tier']}, {state}): ",
                   style=style(rig["owner"]))
        out.append(", ".join(site_text(site) for site in rig["parts"]))
    for faction, name in names.items():
        held = [f"{s['id']} {' + '.join(s['items'])}" for s in m["squads"] if s["faction"] == faction and s["items"]]
        if held:
            out.append(f"\n{name} items: ", style=style(faction))
            out.append("; ".join(held))
    return out


def panel_lines(area: dict, labels: dict[int, str]) -> Text:
    """A panel without a widget: its title and its data's fields, one per line."""
    out = Text(f"{area['title']}:", style="bold")
    data = area.get("data") or {}
    for key, value in (data.items() if isinstance(data, dict) else enumerate(data)):
        out.append(f"\n  {key}: {value}")
    return out


class Screen:
    """Draws one presentation with Rich: a generic rule per area kind and section, widgets for panels."""

    def __init__(self, view: dict, labels: dict[int, str], gallery: dict[str, dict]):
        self.view = view
        self.labels = labels
        self.gallery = gallery
        self.areas = view["areas"]
        # pieces attached to a host (section "on"), by the host's id
        self.attached: dict[int, list[dict]] = {}
        for area in self.areas:
            if area["section"] == "on":
                for piece in area.get("pieces", ()):
                    self.attached.setdefault(piece.get("on"), []).append(piece)

    def seat(self, p: int) -> str:
        return seat_label(p, self.labels)

    def heading(self) -> Rule:
        status = self.view["status"]
        active = status.get("active")
        text = f"Turn {status.get('turn') if status.get('turn') is not None else '?'}"
        if active is not None:
            text += f" - {self.seat(active)}'s turn"
        if status.get("phase"):
            text += f" - {status['phase']} phase"
        return Rule(text)

    # -- pieces ----------------------------------------------------------------------------------------------------
    def piece_text(self, piece: dict, stats: bool) -> str:
        """One piece: id (where players name cards by id), name or "face down", stats, marks as badges, what is
        attached to it."""
        name = piece["name"]
        text = name if name is not None else "face down"
        if self.view.get("show_ids") and "id" in piece:
            text = f"#{piece['id']} {text}"
        card = self.gallery.get(name) if name is not None else None
        if stats and card is not None and card["stats"]:
            text += f" {card['stats']}"
        if piece.get("down") and name is not None:
            text += " [face down]"
        for key, value in piece.items():
            if key in ("name", "id", "ref", "down", "on"):
                continue
            if value is True:
                text += f" [{key}]"
            elif key == "guard":
                text += f" guards {value}"
            else:
                text += f" {key} {value}"
        for extra in self.attached.get(piece.get("id"), ()):
            text += f" + {extra['name'] or 'face down'}"
        return text

    def pieces_text(self, pieces: list[dict], stats: bool, sep: str = ", ") -> str:
        """Pieces one per line where they carry ids (each is named by its id), else grouped: "Atlas 4/5 x2"."""
        if self.view.get("show_ids"):
            return "\n".join(self.piece_text(p, stats) for p in pieces) or "-"
        shown = [self.piece_text(p, stats) for p in pieces]
        counts = Counter(shown)
        return sep.join(f"{t} x{counts[t]}" if counts[t] > 1 else t for t in dict.fromkeys(shown)) or "-"

    def area_words(self, area: dict) -> str:
        """A pile or row on one line: "deck 12", "discard 3 (top: Atlas)", "in play: Atlas, Uziel"."""
        if area["kind"] == "row" and area.get("pieces"):
            return f"{area['title']}: {self.pieces_text(area['pieces'], False)}"
        text = f"{area['title']} {area['count']}"
        top = area.get("top")
        return text + (f" (top: {top})" if top else "")

    def shown(self, area: dict) -> bool:
        return not (area.get("optional") and not area.get("count"))

    # -- blocks ----------------------------------------------------------------------------------------------------
    def table(self) -> Table | None:
        """The seats' table: one line per seat, one column per title of the TABLE areas, then seat counters that
        name a column (values of one column joined by " / ")."""
        areas = [a for a in self.areas if a["section"] == "table"]
        columns = [c for c in self.view["counters"] if c.get("column") and c["owner"] >= 0]
        if not areas and not columns:
            return None
        titles = list(dict.fromkeys(a["title"] for a in areas))
        counter_titles = list(dict.fromkeys(c["column"] for c in columns))
        table = Table(title=self.view.get("table_title", "The table"), title_justify="left",
                      show_lines=bool(self.view.get("show_ids")))
        table.add_column("Player", no_wrap=True)
        for title in titles:
            table.add_column(title)
        for title in counter_titles:
            table.add_column(title, justify="right")
        for p in range(self.view["seats"]):
            row = [self.seat(p)]
            for title in titles:
                pieces = [x for a in areas if a["owner"] == p and a["title"] == title for x in a.get("pieces", ())]
                row.append(self.pieces_text(pieces, True))
            for title in counter_titles:
                row.append(" / ".join(str(c["value"]) for c in columns if c["owner"] == p and c["column"] == title))
            table.add_row(*row)
        return table

    def counter_words(self, counter: dict) -> str:
        value = counter["value"]
        if counter.get("plural"):
            return f"{value} {counter['label'] if value == 1 else counter['plural']}"
        return f"{counter['label']}: {value}"

    def seat_lines(self) -> Text:
        """Each seat on one line: its hand's size, piles, optional rows, and its counters without a column."""
        out = Text()
        for p in range(self.view["seats"]):
            parts = [f"{a['title']} {a['count']}" if a["section"] == "hand" else self.area_words(a)
                     for a in self.areas if a["owner"] == p and a["section"] in ("hand", "seat") and self.shown(a)]
            parts += [self.counter_words(c) for c in self.view["counters"]
                      if c["owner"] == p and not c.get("column")]
            out.append(f"{self.seat(p)}: ", style="bold")
            out.append(", ".join(parts) + "\n")
        out.rstrip()
        return out

    def shared_lines(self) -> list[RenderableType]:
        out: list[RenderableType] = []
        for area in self.areas:
            if area["section"] != "shared" or not self.shown(area):
                continue
            if area["kind"] == "panel":
                out.append(WIDGETS.get(area.get("widget", ""), panel_lines)(area, self.labels))
                continue
            line = Text(f"{area['title']}: ", style="bold")
            pieces = area.get("pieces")
            line.append(f"{area['count']}" + (f" ({self.pieces_text(pieces, False)})" if pieces else ""))
            out.append(line)
        counters = [c for c in self.view["counters"] if c["owner"] < 0 and not c.get("column")]
        if counters:
            out.append(Text(", ".join(self.counter_words(c) for c in counters)))
        return out

    def piles_table(self, area: dict) -> Table:
        """A Supply: card (with stats), cost and how many are left, in two column groups to save lines."""
        piles = area["piles"]
        half = (len(piles) + 1) // 2
        table = Table(title=area["title"], title_justify="left")
        for _ in range(2 if len(piles) > 1 else 1):
            table.add_column("Card")
            table.add_column("Cost", justify="right")
            table.add_column("Left", justify="right")
        for i in range(half):
            row: list[str] = []
            for j in (i, i + half):
                if j < len(piles):
                    name = piles[j]["name"]
                    card = self.gallery.get(name) if name is not None else None
                    stats = f" {card['stats']}" if card and card["stats"] else ""
                    row += [(name or "face down") + stats, card["cost"] if card else "?", str(piles[j]["count"])]
                elif len(piles) > 1:
                    row += ["", "", ""]
            table.add_row(*row)
        return table

    def hand_line(self, viewer: int) -> Text | None:
        for area in self.areas:
            if area["section"] == "hand" and area["owner"] == viewer:
                line = Text("Your hand: ", style="bold")
                line.append(self.pieces_text(area.get("pieces") or [], False).replace("\n", ", "))
                return line
        return None

    def board(self, viewer: int) -> list[RenderableType]:
        """Everything but the heading, the log and the options, in reading order."""
        out: list[RenderableType] = []
        table = self.table()
        if table is not None:
            out.append(table)
        out.append(self.seat_lines())
        out += self.shared_lines()
        out += [self.piles_table(a) for a in self.areas if a["kind"] == "piles"]
        hand = self.hand_line(viewer)
        if hand is not None:
            out.append(hand)
        return out

    def option_text(self, i: int, option: dict) -> Text:
        line = Text(f"{i:>3}. ", style="bold cyan")
        line.append(option["label"])
        names = [t[1] for t in option["targets"] if t[0] == "type" and t[1] in self.gallery]
        if names:
            card = self.gallery[names[0]]
            stats = f"cost {card['cost']}" + (f", {card['stats']}" if card["stats"] else "")
            line.append(f"  ({stats}) {short(card['text'])}", style="dim")
        return line

    def options(self) -> list[Text]:
        decision = self.view["decision"]
        out = [Text(decision["prompt"], style="bold yellow")]
        out += [self.option_text(i, o) for i, o in enumerate(decision["options"], 1)]
        return out

    def names_in_view(self) -> list[str]:
        """Every card name the view shows: pieces, pile tops, Supply piles, cards the options name."""
        names: list[str] = []
        for area in self.areas:
            names += [p["name"] for p in area.get("pieces", ()) if p["name"]]
            names += [p["name"] for p in area.get("piles", ()) if p["name"]]
            if area.get("top"):
                names.append(area["top"])
        for option in (self.view["decision"] or {}).get("options", ()):
            names += [t[1] for t in option["targets"] if t[0] == "type"]
        return names

    def cards_table(self) -> Table:
        table = Table(title="Cards in view", title_justify="left", show_lines=True)
        for column, justify in (("Card", "left"), ("Type", "left"), ("Cost", "right"), ("Stats", "right"),
                                ("Text", "left")):
            table.add_column(column, justify=justify)
        for name in sorted({n for n in self.names_in_view() if n in self.gallery}):
            card = self.gallery[name]
            table.add_row(name, card["type"], card["cost"], card["stats"], card["text"])
        return table


def show_result(console: Console, view: dict, labels: dict[int, str]) -> dict:
    """Why the game ended, the final score table (with each seat's place when more than two play) and who won,
    from a finished game's presentation; returns its outcome."""
    outcome = view["outcome"]
    if outcome.get("reason"):
        console.print(Text(f"The game ended: {outcome['reason']}.", style="bold"))
    places = view["seats"] > 2
    table = Table(title="Final score", title_justify="left")
    table.add_column("Player")
    if places:
        table.add_column("Place", justify="right")
    table.add_column(outcome["score_label"], justify="right")
    for label, _ in outcome["columns"]:
        table.add_column(label, justify="right")
    for p in range(view["seats"]):
        place = [str(outcome["ranks"][p])] if places else []
        table.add_row(seat_label(p, labels), *place, str(outcome["scores"][p]) if p < len(outcome["scores"]) else "",
                      *[str(values[p]) for _, values in outcome["columns"]])
    console.print(table)
    winner = outcome["winner"]
    first = [p for p, rank in enumerate(outcome["ranks"]) if rank == 1]
    turns = view["status"].get("turn")
    after = f" after {turns} turns." if turns is not None else "."
    if winner is not None:
        console.print(Text(f"{seat_label(winner, labels)} wins{after}", style="bold"))
    elif len(first) == len(outcome["ranks"]):
        console.print(Text("The game is a draw.", style="bold"))
    else:
        console.print(Text(" and ".join(seat_label(p, labels) for p in first) + f" share first place{after}",
                           style="bold"))
    return outcome


class HumanGame:
    """One game in the terminal with one human seat (``seats[p]`` None) and a bot on every other seat; everything
    the human sees comes from ``present(rules, state, human)``."""

    def __init__(self, rules: RuleSet, state: State, seats: list, names: list[str], console: Console,
                 read: Callable[[str], str] = default_read, confirm: Callable[[str], bool] = default_confirm):
        count = rules.seat_count(state)
        if len(seats) != count or len(names) != count:
            raise TerminalError(f"{rules.id} has {count} seats here: give one entry per seat, not {len(seats)}")
        humans = [p for p, agent in enumerate(seats) if agent is None]
        if len(humans) != 1:
            raise TerminalError(f"one seat plays in the terminal (None among the seats), not {len(humans)}")
        self.rules = rules
        self.state = state
        self.seats = seats
        self.human = humans[0]
        self.console = console
        self.read = read
        self.confirm = confirm
        self.labels = dict(enumerate(names))
        self.gallery = catalogue(rules)["gallery"]
        self.shown = 0  # lines of the human's log already printed
        # A reaction window is asked whenever the human could hold a reaction card by what the bot sees (TCG ruling
        # T722); holding none, the only answer is "no reaction", given at once while this setting is on.  It is the
        # same setting whatever the human holds, so it tells the bot nothing.
        self.auto_pass = True
        self.labels_now: list[str] | None = None  # the current options in words

    # -- the loop ---------------------------------------------------------------------------------------------------
    def run(self) -> bool:
        """Play to the end (True) or until the human quits (False)."""
        rules, state = self.rules, self.state
        while state.decision is not None:
            if state.decision.player == self.human:
                view = present(rules, state, self.human)
                decision = view["decision"]
                if self.auto_pass and decision["auto"] is not None:
                    rules.apply(state, tuple(decision["options"][decision["auto"]]["action"]))
                    continue
                screen = Screen(view, self.labels, self.gallery)
                self.render(view, screen)
                action = self.ask(view, screen)
                if action is None:
                    self.console.print(Text("Game abandoned.", style="bold"))
                    return False
                rules.apply(state, action)
            else:
                rules.apply(state, bot_action(rules, state, self.seats[state.decision.player]))
        view = present(rules, state, self.human)
        self.console.print(Rule("Game over"))
        self.print_new_log(view)
        screen = Screen(view, self.labels, self.gallery)
        table = screen.table()
        if table is not None:
            self.console.print(table)
        show_result(self.console, view, self.labels)
        return True

    def ask(self, view: dict, screen: Screen):
        """The human's choice among the view's options (a tuple), or None to quit."""
        listed = view["decision"]["options"]
        options = [tuple(o["action"]) for o in listed]
        self.labels_now = [o["label"] for o in listed]
        while True:
            try:
                raw = self.read(f"Your choice (1-{len(options)}, ? for help, q to quit):")
            except (click.exceptions.Abort, EOFError):
                raise TerminalError("input ended (or was interrupted): game abandoned", code=1) from None
            word = " ".join(str(raw).split()).lower()
            if word in HELP_WORDS:
                self.show_help(screen)
                for line in screen.options():
                    self.console.print(line)
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
    def render(self, view: dict, screen: Screen) -> None:
        c = self.console
        c.print(screen.heading())
        self.print_new_log(view)
        for block in screen.board(self.human):
            c.print(block)
        for line in screen.options():
            c.print(line)

    def print_new_log(self, view: dict) -> None:
        lines = view["log"][self.shown:]
        self.shown = len(view["log"])
        if lines:
            self.console.print(Text("Since your last decision:", style="bold"))
            for text in lines:
                self.console.print(log_line("  " + text, text))

    def show_help(self, screen: Screen) -> None:
        """Every card in view (hands, cards in play, face-up piles, Supply, cards the options name) with its full
        text."""
        self.console.print(screen.cards_table())
        self.console.print(Text("Enter an option's number or its text (a unique part of it will do); q quits; "
                                f"{AUTO_PASS_WORD} turns passing reaction windows you hold no card for on or off "
                                f"(now {'on' if self.auto_pass else 'off'}).", style="dim"))


class TerminalGame(HumanGame):
    """A two-seat game as ``mechdeck play`` started it before N seats: ``human`` is the human's seat and ``agent``
    plays every other seat (kept until cli.py calls ``play_game``)."""

    def __init__(self, rules: RuleSet, state: State, human: int, agent, console: Console, bot_name: str = "bot",
                 read: Callable[[str], str] = default_read, confirm: Callable[[str], bool] = default_confirm):
        count = rules.seat_count(state)
        seats = [None if p == human else agent for p in range(count)]
        names = ["you" if p == human else f"{bot_name} bot" for p in range(count)]
        super().__init__(rules, state, seats, names, console, read, confirm)


def play_game(rules: RuleSet, state: State, seats: list, names: list[str], console: Console,
              read: Callable[[str], str] = default_read, confirm: Callable[[str], bool] = default_confirm) -> bool:
    """A game with one human seat (None in ``seats``) and a bot on each other seat; ``names`` labels each seat.
    True when it was played to the end, False when the human quit."""
    return HumanGame(rules, state, seats, names, console, read, confirm).run()


def watch(rules: RuleSet, state: State, agents: list, names: list[str], console: Console) -> dict:
    """Bot against bot, printing every log line as it happens (lines only one seat sees are marked)."""
    labels = dict(enumerate(names))
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
    return show_result(console, present(rules, state, -1), labels)

"""The line terminal (``mechdeck play --plain``, and whenever the output is not a terminal): one human seat against
bots on the others (``play_game``), or bots watched (``watch``); and the game ``Session`` the full-screen app
(``interfaces/tui/``) shares with it: bots' moves and auto-passes, undo (the web page's rule, replayed from the seed
and actions), options chosen by number or by any unique part of their text (``match_option``), the confirmation
before leaving resources unused, and what changed since the human's last decision (``changed_items``).

Everything shown to the human comes from the presentation contract, ``present(rules, state, seat)``
(kernel/presentation.py), drawn by one generic renderer (``Screen``): a table of the seats with one column per title
of its TABLE areas, each seat's piles and counters on one line, shared areas, Supply piles with their cards' costs,
the human's hand, numbered options.  A game that needs more registers a small widget by name (``widget``) for its
panels; nothing here depends on a rule set's id or probes a view for fields.  Every decision of the bots, including
their choices during the human's turn (which unit to damage, whether to reveal a reaction), is applied
automatically and shows up in the log.  Input goes through ``read`` and ``confirm`` callables (click prompts by
default), so a test can drive a whole game with scripted input.
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Callable

import click
from rich.console import Console, RenderableType
from rich.markdown import Markdown
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from mechdeck.kernel import RuleSet, State
from mechdeck.kernel.presentation import catalogue, present, presenter_for

HELP_WORDS = {"?", "help", "h"}
HOW_WORDS = {"how", "how to play"}
UNDO_WORDS = {"u", "undo"}
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
        self.drawn = {piece.get("id") for area in self.areas if area["section"] != "on"
                      for piece in area.get("pieces", ())}

    def loose(self, seat: int) -> list[dict]:
        """The seat's attached pieces whose host is no piece drawn (a region, a pile): shown on their own, with the
        marks that say where they lie."""
        return [piece for area in self.areas if area["section"] == "on" and area["owner"] == seat
                for piece in area.get("pieces", ()) if piece.get("on") not in self.drawn]

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
            loose = self.loose(p)
            if loose:
                parts.append(f"attached: {self.pieces_text(loose, False)}")
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

    def option_card(self, option: dict) -> str | None:
        """The card an option is about, by its targets (a card type, or a piece in view by its place or id), when
        the gallery has it."""
        for kind, value in ((t[0], t[1]) for t in option["targets"] if len(t) > 1):
            if kind == "type" and value in self.gallery:
                return value
            if kind in ("ref", "card"):
                key = "ref" if kind == "ref" else "id"
                for area in self.areas:
                    for piece in area.get("pieces", ()):
                        if piece.get(key) == value and piece["name"] in self.gallery:
                            return piece["name"]
        return None

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
        out += [Text(f"  {note}", style="dim") for note in decision.get("notes") or ()]
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


def result_lines(view: dict, labels: dict[int, str], compact: bool = False) -> list[RenderableType]:
    """Why the game ended, the final score table (with each seat's place when more than two play) and who won,
    from a finished game's presentation; ``compact`` draws the table without borders (the full-screen app's pane)."""
    outcome = view["outcome"]
    out: list[RenderableType] = []
    if outcome.get("reason"):
        out.append(Text(f"The game ended: {outcome['reason']}.", style="" if compact else "bold"))
    places = view["seats"] > 2
    table = Table(box=None, padding=(0, 1)) if compact else Table(title="Final score", title_justify="left")
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
    out.append(table)
    winner = outcome["winner"]
    first = [p for p, rank in enumerate(outcome["ranks"]) if rank == 1]
    turns = view["status"].get("turn")
    after = f" after {turns} turns." if turns is not None else "."
    if winner is not None:
        out.append(Text(f"{seat_label(winner, labels)} wins{after}", style="bold"))
    elif len(first) == len(outcome["ranks"]):
        out.append(Text("The game is a draw.", style="bold"))
    else:
        out.append(Text(" and ".join(seat_label(p, labels) for p in first) + f" share first place{after}",
                        style="bold"))
    return out


def show_result(console: Console, view: dict, labels: dict[int, str]) -> dict:
    """Prints ``result_lines`` of a finished game's presentation; returns its outcome."""
    for line in result_lines(view, labels):
        console.print(line)
    return view["outcome"]


# -- choosing an option by what it says ------------------------------------------------------------------------------
NUMBER = re.compile(r"[0-9]+")
OPTION_NUMBER = re.compile(r"([0-9]+)\.")   # "3." as the list shows it: always option 3
WORD_EDGES = "#()[]{},.:;!?'\""


def label_words(label: str) -> set[str]:
    """The words of an option's text, without the punctuation around them ("#55" and "(3" are "55" and "3")."""
    return {w.strip(WORD_EDGES) for w in label.lower().split()}


def match_option(text: str, labels: list[str]) -> int | str:
    """The index of the option ``text`` names, else the message to show.

    An option is named by its number or by any part of its text that only it has (case and spacing ignored; the
    words of a longer entry may also stand apart: "pulse 1.2").  A bare number is an option number only when it is
    not a word of some option's text: "55" names the card "#55", and a number that is both an option's number and a
    word of some text is refused with both readings; "3." (as the list shows it) is always option 3."""
    n = len(labels)
    hint = (f"enter an option's number (1 to {n}; with a dot, {n}. is always option {n}), a part of its text, "
            "? for help or q to quit")
    word = " ".join(str(text).split()).lower()
    if not word:
        return f"Please choose: {hint}."
    numbered = OPTION_NUMBER.fullmatch(word)
    if numbered or NUMBER.fullmatch(word):
        k = int(numbered.group(1) if numbered else word)
        in_text = [] if numbered else [i for i, label in enumerate(labels) if word in label_words(label)]
        if not in_text:
            return k - 1 if 1 <= k <= n else f"There is no option {k}: {hint}."
        if 1 <= k <= n:
            return (f"{word!r} could be option {k} ({labels[k - 1]}) or a part of "
                    + "; ".join(f"option {i + 1} ({labels[i]})" for i in in_text[:4])
                    + f": type {k}. for option {k}, or more of the text.")
        found = in_text
    else:
        lowered = [label.lower() for label in labels]
        found = [i for i, t in enumerate(lowered) if t == word]
        if len(found) != 1:
            found = [i for i, t in enumerate(lowered) if word in t]
        if not found:
            words = word.split()
            found = [i for i, t in enumerate(lowered) if all(w in t for w in words)]
    if len(found) == 1:
        return found[0]
    if found:
        shown = "; ".join(f"{i + 1}. {labels[i]}" for i in found[:6]) + (" ..." if len(found) > 6 else "")
        return f"{text.strip()!r} fits {len(found)} options ({shown}): type more of the text or the option's number."
    return f"{text.strip()!r} is not an option: {hint}."


# -- what changed since the human's last decision -------------------------------------------------------------------
def area_items(screen: "Screen", area: dict) -> list[str]:
    """An area as the items a player compares between two looks at the table: each piece (with its marks), each
    Supply pile with its count, a pile's count and top, a panel's lines."""
    if area["kind"] == "panel":
        draw = WIDGETS.get(area.get("widget", ""), panel_lines)
        return draw(area, screen.labels).plain.splitlines()
    if area["kind"] == "piles":
        return [f"{p['name'] or 'face down'} {p['count']}" for p in area["piles"]]
    if "pieces" in area and area["kind"] == "row":
        return [screen.piece_text(p, True) for p in area["pieces"]]
    return [screen.area_words(area)]


def changed_items(before: "Screen | None", after: "Screen") -> dict[str, set[str]]:
    """Area id -> the items of ``after`` that ``before`` did not have there (a piece that arrived, a mark that
    changed, a pile that shrank, a line of a board that changed); nothing when there is no earlier look."""
    if before is None:
        return {}
    old = {a["id"]: Counter(area_items(before, a)) for a in before.areas}
    out: dict[str, set[str]] = {}
    for area in after.areas:
        if area["id"] not in old:
            continue
        new = Counter(area_items(after, area)) - old[area["id"]]
        if new:
            out[area["id"]] = set(new)
    return out


# -- one game with one human seat: the part both front ends share ------------------------------------------------
class Session:
    """One game with one human seat (``seats[p]`` None) and a bot on every other seat, for the line terminal and
    the full-screen app alike: it applies the bots' moves and the auto-passes, keeps the undo points (the web page's
    rule and code, web/app.py ``UndoTracker``; an undo replays the game from its seed and actions, ``rules.replay``),
    matches typed text to options and tells what changed since the human's last decision.  Everything it shows the
    human comes from ``present(rules, state, human)``.  ``state`` is played in place until an undo, which replaces
    it with the replayed state."""

    def __init__(self, rules: RuleSet, state: State, seats: list, names: list[str]):
        count = rules.seat_count(state)
        if len(seats) != count or len(names) != count:
            raise TerminalError(f"{rules.id} has {count} seats here: give one entry per seat, not {len(seats)}")
        humans = [p for p, agent in enumerate(seats) if agent is None]
        if len(humans) != 1:
            raise TerminalError(f"one seat plays in the terminal (None among the seats), not {len(humans)}")
        from .web.app import UndoTracker   # the browser's undo rule, shared rather than copied

        self.rules = rules
        self.state = state
        self.seats = seats
        self.human = humans[0]
        self.labels = dict(enumerate(names))
        self.catalogue = catalogue(rules)
        self.gallery = self.catalogue["gallery"]
        self.tracker = UndoTracker(rules, self.human)
        # A reaction window is asked whenever the human could hold a reaction card by what the bot sees (TCG ruling
        # T722); holding none, the only answer is "no reaction", given at once while this setting is on.  It is the
        # same setting whatever the human holds, so it tells the bot nothing.
        self.auto_pass = True
        self.last_seen: Screen | None = None   # the table at the human's previous decision
        self.log_seen = 0                       # lines of the human's log read at that decision

    @property
    def over(self) -> bool:
        return self.state.decision is None

    def humans_turn(self) -> bool:
        return self.state.decision is not None and self.state.decision.player == self.human

    def waiting_for_human(self) -> bool:
        """Is the game at a decision the human makes (one that is not passed for them)?"""
        return self.humans_turn() and not (self.auto_pass and presenter_for(self.rules).auto_option(self.state)
                                           is not None)

    def apply(self, action: tuple, auto: bool = False) -> None:
        """Apply a move (a bot's, the human's or an auto-pass), noting whether the human may undo back to it."""
        before = self.state.clone()
        position = len(before.history)
        self.rules.apply(self.state, action)
        self.tracker.step(position, before, action, self.state)
        if auto and self.tracker.points and self.tracker.points[-1] == position:
            self.tracker.points.pop()   # undoing to a decision taken for the human would only take it again

    def step(self) -> bool:
        """Make one move that is not the human's to make (a bot's, or an auto-pass); False when it is the human's
        decision or the game is over."""
        decision = self.state.decision
        if decision is None:
            return False
        if decision.player != self.human:
            self.apply(bot_action(self.rules, self.state, self.seats[decision.player]))
            return True
        auto = presenter_for(self.rules).auto_option(self.state) if self.auto_pass else None
        if auto is None:
            return False
        self.apply(self.state.decision.options[auto], auto=True)
        return True

    def advance(self) -> None:
        """Let the bots (and the auto-passes) play until the human decides or the game ends."""
        while self.step():
            pass

    def view(self) -> dict:
        return present(self.rules, self.state, self.human)

    def screen(self, view: dict | None = None) -> "Screen":
        return Screen(self.view() if view is None else view, self.labels, self.gallery)

    def seen(self, screen: "Screen") -> None:
        """The human looked at this table and decides now: later changes are measured from here."""
        self.last_seen = screen
        self.log_seen = len(screen.view["log"])

    def choose(self, text: str, view: dict) -> tuple | str:
        """The action ``text`` names among the view's options, or the message to show."""
        options = view["decision"]["options"]
        found = match_option(text, [o["label"] for o in options])
        return found if isinstance(found, str) else tuple(options[found]["action"])

    def can_undo(self) -> bool:
        return not self.over and self.tracker.target() is not None

    def undo(self) -> tuple[bool, str]:
        """Go back to the human's latest earlier decision that nothing revealed since: (done, the words to show)."""
        target = self.tracker.target()
        if target is None or self.over:
            return False, ("Nothing to undo: something new was shown to you since your last choice (a draw, a "
                           "reveal, a shuffle or a bot's move).")
        undone = len(self.state.history) - target
        points = [p for p in self.tracker.points if p < target]
        self.state = self.rules.replay(self.state.seed, self.state.config, self.state.history[:target])
        self.tracker.points = points
        self.last_seen = None   # the table is the one the human saw before: nothing to highlight
        self.log_seen = len(self.view()["log"])
        return True, f"Undone: back to your earlier decision ({undone} move{'s' if undone != 1 else ''} taken back)."


def unspent_question(option: dict) -> str | None:
    """The confirmation an option needs when it leaves resources unused (``unspent`` in the presentation)."""
    if not option.get("unspent"):
        return None
    return f"{option['label']}? Left unused: {', '.join(option['unspent'])}."


class HumanGame:
    """One game in the line terminal (``--plain``): the table printed at each of the human's decisions, input
    read line by line."""

    def __init__(self, rules: RuleSet, state: State, seats: list, names: list[str], console: Console,
                 read: Callable[[str], str] = default_read, confirm: Callable[[str], bool] = default_confirm):
        self.session = Session(rules, state, seats, names)
        self.rules = rules
        self.human = self.session.human
        self.labels = self.session.labels
        self.gallery = self.session.gallery
        self.console = console
        self.read = read
        self.confirm = confirm
        self.shown = 0  # lines of the human's log already printed

    @property
    def state(self) -> State:
        return self.session.state

    # -- the loop ---------------------------------------------------------------------------------------------------
    def run(self) -> bool:
        """Play to the end (True) or until the human quits (False)."""
        session = self.session
        self.console.print(Text(f"{session.catalogue['title']}: type how for how to play, ? for the cards in view, "
                                "u to undo.", style="dim"))
        while True:
            session.advance()
            if session.over:
                break
            view = session.view()
            screen = session.screen(view)
            self.render(view, screen)
            action = self.ask(view, screen)
            if action is None:
                self.console.print(Text("Game abandoned.", style="bold"))
                return False
            if action == "undo":
                continue
            session.seen(screen)
            session.apply(action)
        view = session.view()
        self.console.print(Rule("Game over"))
        self.print_new_log(view)
        screen = session.screen(view)
        table = screen.table()
        if table is not None:
            self.console.print(table)
        show_result(self.console, view, self.labels)
        return True

    def ask(self, view: dict, screen: Screen):
        """The human's choice among the view's options (a tuple), "undo" once an undo was made, or None to quit."""
        listed = view["decision"]["options"]
        undo = ", u to undo" if self.session.can_undo() else ""
        while True:
            try:
                raw = self.read(f"Your choice (1-{len(listed)}, ? for help{undo}, q to quit):")
            except (click.exceptions.Abort, EOFError):
                raise TerminalError("input ended (or was interrupted): game abandoned", code=1) from None
            word = " ".join(str(raw).split()).lower()
            if word in HELP_WORDS:
                self.show_help(screen)
                for line in screen.options():
                    self.console.print(line)
                continue
            if word in HOW_WORDS:
                self.show_how_to_play()
                continue
            if word in UNDO_WORDS:
                done, message = self.session.undo()
                self.console.print(Text(message, style="bold" if done else "red"))
                if done:
                    self.shown = min(self.shown, self.session.log_seen)
                    return "undo"
                continue
            if word == AUTO_PASS_WORD:
                self.session.auto_pass = not self.session.auto_pass
                self.console.print(Text("Reaction windows you hold no card for: "
                                        + ("passed for you" if self.session.auto_pass else "asked"), style="dim"))
                continue
            if word in QUIT_WORDS:
                if self.ask_yes("Quit this game?"):
                    return None
                continue
            choice = self.session.choose(str(raw), view)
            if isinstance(choice, str):
                self.console.print(Text(choice, style="red"))
                continue
            question = unspent_question(next(o for o in listed if tuple(o["action"]) == choice))
            if question is not None and not self.ask_yes(question):
                continue
            return choice

    def ask_yes(self, question: str) -> bool:
        try:
            return bool(self.confirm(question))
        except (click.exceptions.Abort, EOFError):
            return True

    # -- rendering ---------------------------------------------------------------------------------------------------
    def render(self, view: dict, screen: Screen) -> None:
        c = self.console
        c.print(screen.heading())
        self.print_new_log(view)
        changed = changed_items(self.session.last_seen, screen)
        for block in screen.board(self.human):
            c.print(block)
        if changed:
            c.print(Text("Changed since your last decision: " + "; ".join(
                sorted(item for items in changed.values() for item in items))[:400], style="yellow"))
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
        self.console.print(Text("Enter an option's number or its text (a unique part of it will do; 3. is always "
                                "option 3); u undoes your last choice where nothing new was shown to you since; "
                                "how shows how to play; q quits; "
                                f"{AUTO_PASS_WORD} turns passing reaction windows you hold no card for on or off "
                                f"(now {'on' if self.session.auto_pass else 'off'}).", style="dim"))

    def show_how_to_play(self) -> None:
        text = self.session.catalogue.get("how_to_play") or ""
        if text:
            self.console.print(Markdown(text))
        else:
            self.console.print(Text(f"There is no how-to-play text for {self.session.catalogue['title']} yet.",
                                    style="dim"))


class TerminalGame(HumanGame):
    """A two-seat game as ``mechdeck play`` started it before N seats: ``human`` is the human's seat and ``agent``
    plays every other seat."""

    def __init__(self, rules: RuleSet, state: State, human: int, agent, console: Console, bot_name: str = "bot",
                 read: Callable[[str], str] = default_read, confirm: Callable[[str], bool] = default_confirm):
        count = rules.seat_count(state)
        seats = [None if p == human else agent for p in range(count)]
        names = ["you" if p == human else f"{bot_name} bot" for p in range(count)]
        super().__init__(rules, state, seats, names, console, read, confirm)


def play_game(rules: RuleSet, state: State, seats: list, names: list[str], console: Console,
              read: Callable[[str], str] = default_read, confirm: Callable[[str], bool] = default_confirm) -> bool:
    """A game with one human seat (None in ``seats``) and a bot on each other seat; ``names`` labels each seat.
    True when it was played to the end, False when the human quit.  ``state`` is played in place (after an undo,
    on a replayed copy)."""
    return HumanGame(rules, state, seats, names, console, read, confirm).run()


def watch(rules: RuleSet, state: State, agents: list, names: list[str], console: Console,
          pause: Callable[[], None] | None = None) -> dict:
    """Bot against bot, printing every log line as it happens (lines only one seat sees are marked); ``pause`` is
    called after each move that printed something (``--delay``: a sleep, or waiting for Enter)."""
    labels = dict(enumerate(names))
    printed = 0
    steps = 0

    def flush():
        nonlocal printed
        if pause is not None and printed and len(state.log or ()) > printed:
            pause()
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

"""The Textual app of ``mechdeck play``: one human seat against bots (``GameApp``) or bots watched (``WatchApp``).

The screen, readable at 80x24 (every pane scrolls inside itself, nothing scrolls off):

    status line: the rule set, turn, whose turn it is, phase, undo available
    left:  opponents (each seat's cards in play, piles and counters), the board or Supply (shared areas, panels
           drawn by the widgets the line terminal registers, Supply piles, the game's counters), your area, your hand
    right: the decision (prompt, notes, options as a list; Enter or a click chooses, a typed part of an option's text
           too), the text of the card under the cursor, the log
    footer: the keys

Everything comes from the presentation contract through the line terminal's ``Session`` and ``Screen``; what changed
since the human's last decision (log lines and pieces, compared between the two presentations) is highlighted.
"""
from __future__ import annotations

from typing import Callable

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Input, Markdown, OptionList, Static
from textual.widgets.option_list import Option

from mechdeck.kernel import RuleSet, State
from mechdeck.kernel.presentation import catalogue, present

from ..terminal import (MAX_STEPS, WIDGETS, Screen, Session, TerminalError, bot_action, changed_items,
                        panel_lines, result_lines, seat_label, unspent_question)

CHANGED = "bold black on yellow"   # what the other seats did since the human's last decision
NEW_LOG = "yellow"
LOG_LINES = 300                    # the log pane keeps the latest lines (the game's whole log is in the state)


# -- drawing one presentation into the panes --------------------------------------------------------------------------
def marked(text: str, changed: bool) -> Text:
    return Text(text, style=CHANGED if changed else "")


def area_text(screen: Screen, area: dict, changed: set[str]) -> Text:
    """A row's pieces one by one, or a pile's count and top, each highlighted where it changed."""
    pieces = area.get("pieces")
    if area["kind"] == "row" and pieces is not None:
        out = Text()
        for i, piece in enumerate(pieces):
            item = screen.piece_text(piece, True)
            out.append(", " if i else "")
            out.append_text(marked(item, item in changed))
        return out if pieces else Text("-")
    words = screen.area_words(area)
    return marked(words, words in changed)


def seat_text(screen: Screen, seat: int, changed: dict[str, set[str]], own: bool) -> Text:
    """One seat: its cards in play (the table's columns), its piles, hand size and counters; ``own`` leaves the
    hand out (it has a pane of its own)."""
    view = screen.view
    out = Text(seat_label(seat, screen.labels), style="bold")
    if view["status"].get("active") == seat and view["outcome"] is None:
        out.append("  on turn", style="bold cyan")   # the turn's owner: a reaction or set-up choice may be another's
    counters = [c for c in view["counters"] if c["owner"] == seat]
    columns = [f"{c['column']} {c['value']}" for c in counters if c.get("column")]
    if columns:
        out.append("  " + " · ".join(columns), style="bold")
    for area in screen.areas:
        if area["owner"] == seat and area["section"] == "table" and screen.shown(area):
            out.append(f"\n  {area['title']}: ", style="dim")
            out.append_text(area_text(screen, area, changed.get(area["id"], set())))
    parts: list[Text] = []
    for area in screen.areas:
        if area["owner"] != seat or area["section"] not in ("hand", "seat") or not screen.shown(area):
            continue
        if area["section"] == "hand":
            if not own:
                words = f"{area['title']} {area['count']}"
                parts.append(marked(words, words in changed.get(area["id"], set())))
        elif area["kind"] == "row" and area.get("pieces"):
            line = Text(f"{area['title']}: ")
            line.append_text(area_text(screen, area, changed.get(area["id"], set())))
            parts.append(line)
        else:
            parts.append(area_text(screen, area, changed.get(area["id"], set())))
    parts += [Text(screen.counter_words(c)) for c in counters if not c.get("column")]
    loose = screen.loose(seat)
    if loose:
        parts.append(Text(f"attached: {screen.pieces_text(loose, False)}"))
    if parts:
        out.append("\n  ")
        out.append_text(Text(" · ").join(parts))
    return out


def panel_text(screen: Screen, area: dict, changed: set[str]) -> Text:
    """A panel drawn by its registered widget (the line terminal's), its changed lines highlighted."""
    drawn = WIDGETS.get(area.get("widget", ""), panel_lines)(area, screen.labels)
    lines = drawn.split("\n")
    for line in lines:
        if line.plain in changed:
            line.stylize(CHANGED)
    return Text("\n").join(lines)


def piles_table(screen: Screen, area: dict, changed: set[str]) -> Table:
    """A Supply: one row per pile (card with its stats, cost, cards left), a changed pile highlighted."""
    title = area["title"] + (f" of {seat_label(area['owner'], screen.labels)}" if area["owner"] >= 0 else "")
    table = Table(title=title, title_justify="left", box=None, padding=(0, 1), expand=True)
    table.add_column("Card", ratio=1)
    table.add_column("Cost", justify="right")
    table.add_column("Left", justify="right")
    for pile in area["piles"]:
        name = pile["name"]
        card = screen.gallery.get(name) if name is not None else None
        stats = f" {card['stats']}" if card and card["stats"] else ""
        item = f"{name or 'face down'} {pile['count']}"
        table.add_row((name or "face down") + stats, card["cost"] if card else "?", str(pile["count"]),
                      style=CHANGED if item in changed else "")
    return table


def board_parts(screen: Screen, changed: dict[str, set[str]]) -> list[RenderableType]:
    """The shared part of the table: the game's counters, panels, shared rows and piles, Supply piles."""
    out: list[RenderableType] = []
    view = screen.view
    counters = [c for c in view["counters"] if c["owner"] < 0 and not c.get("column")]
    if counters:
        out.append(Text(" · ".join(screen.counter_words(c) for c in counters), style="bold"))
    for area in screen.areas:
        new = changed.get(area["id"], set())
        if area["section"] != "shared" or not screen.shown(area):
            continue
        if area["kind"] == "panel":
            out.append(panel_text(screen, area, new))
        else:
            line = Text(f"{area['title']}: ", style="bold")
            line.append_text(area_text(screen, area, new) if area.get("pieces") is not None or area["kind"] == "pile"
                             else Text(str(area["count"])))
            out.append(line)
    out += [piles_table(screen, a, changed.get(a["id"], set())) for a in screen.areas if a["kind"] == "piles"]
    return out


def card_text(gallery: dict[str, dict], name: str | None, full: bool) -> Text:
    """A card's face from the catalogue's gallery: name, type, cost, stats and text (cut to two lines unless
    ``full``)."""
    if name is None or name not in gallery:
        return Text("")
    card = gallery[name]
    out = Text(name, style="bold")
    facts = [card["type"]] + ([f"cost {card['cost']}"] if card["cost"] else []) + ([card["stats"]] if card["stats"]
                                                                                   else [])
    out.append(" — " + ", ".join(f for f in facts if f), style="dim")
    text = card["text"] or ""
    if not full and len(text) > 110:
        text = text[:107].rstrip() + "..."
    if text:
        out.append("\n" + text)
    return out


def result_parts(view: dict, labels: dict[int, str]) -> list[RenderableType]:
    """Why the game ended, the final scores (places where more than two play) and who won."""
    return [Text("Game over", style="bold yellow"), *result_lines(view, labels, compact=True),
            Text("q leaves the game.", style="dim")]


# -- pop-ups --------------------------------------------------------------------------------------------------------
class ConfirmScreen(ModalScreen[bool]):
    """A yes/no question: y or Enter for yes, n or Escape for no."""

    BINDINGS = [Binding("y,enter", "answer(True)", "Yes"), Binding("n,escape", "answer(False)", "No")]
    DEFAULT_CSS = """
    ConfirmScreen { align: center middle; }
    ConfirmScreen > Static { width: 60; max-width: 95%; height: auto; border: thick $warning; padding: 0 1;
                             background: $surface; }
    """

    def __init__(self, question: str):
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        text = Text(self.question, style="bold")
        text.append("\n\ny: yes   n: no", style="dim")
        yield Static(text)

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class TextScreen(ModalScreen[None]):
    """A page of text over the game (a card's full text, the cards in view, how to play); Escape or q closes it."""

    BINDINGS = [Binding("escape,q,question_mark,h", "close", "Close")]
    DEFAULT_CSS = """
    TextScreen { align: center middle; }
    TextScreen > VerticalScroll { width: 90%; height: 90%; border: thick $accent; padding: 0 1;
                                  background: $surface; }
    """

    def __init__(self, title: str, body: RenderableType | str, markdown: bool = False):
        super().__init__()
        self.title_text, self.body, self.markdown = title, body, markdown

    def compose(self) -> ComposeResult:
        with VerticalScroll() as pane:
            pane.border_title = self.title_text
            pane.border_subtitle = "Esc closes"
            yield Markdown(self.body) if self.markdown else Static(self.body)

    def action_close(self) -> None:
        self.dismiss(None)


# -- the app --------------------------------------------------------------------------------------------------------
class TableApp(App):
    """The panes and the drawing both apps share; ``human`` is the seat whose view is drawn (None: the public
    view of a watched game)."""

    CSS = """
    #status { height: 1; background: $primary-background; padding: 0 1; }
    #main { height: 1fr; }
    #left { width: 1fr; }
    #right { width: 40; }
    #opponents { height: auto; max-height: 25%; }
    #board { height: 1fr; min-height: 6; }
    #mine { height: auto; max-height: 25%; }
    #hand { height: auto; max-height: 20%; }
    #decision { height: 1fr; min-height: 9; }
    #prompt-box { height: auto; max-height: 6; }
    #decision.over #prompt-box { height: 1fr; max-height: 100%; }
    #options { height: 1fr; min-height: 3; border: none; padding: 0; scrollbar-gutter: stable; }
    #typed { height: 1; border: none; padding: 0 1; background: $boost; }
    #card { height: 3; color: $text-muted; }
    #message { height: auto; max-height: 3; }
    #log { height: 8; }
    .pane { border: round $secondary; padding: 0 1; }
    .pane:focus-within { border: round $accent; }
    """

    def __init__(self, rules: RuleSet, labels: dict[int, str]):
        super().__init__()
        self.rules = rules
        self.labels = labels
        self.catalogue = catalogue(rules)
        self.gallery = self.catalogue["gallery"]
        self.title = self.catalogue["title"]
        self.view: dict = {}
        self.table: Screen | None = None
        self.error: TerminalError | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="main"):
            with Vertical(id="left"):
                with VerticalScroll(id="opponents", classes="pane"):
                    yield Static(id="opponents-body")
                with VerticalScroll(id="board", classes="pane"):
                    yield Static(id="board-body")
                with VerticalScroll(id="mine", classes="pane"):
                    yield Static(id="mine-body")
                yield OptionList(id="hand", classes="pane", markup=False)
            with Vertical(id="right"):
                with Vertical(id="decision", classes="pane"):
                    with VerticalScroll(id="prompt-box"):
                        yield Static(id="prompt")
                    yield OptionList(id="options", markup=False)
                    yield Input(id="typed", placeholder="type a part of an option + Enter")
                    yield Static(id="message")
                    yield Static(id="card")
                with VerticalScroll(id="log", classes="pane"):
                    yield Static(id="log-body")
        yield Footer()

    def on_mount(self) -> None:
        for pane, title in (("#opponents", "Opponents"), ("#board", "Board and Supply"), ("#mine", "You"),
                            ("#hand", "Your hand"), ("#decision", "Decision"), ("#log", "Log")):
            self.query_one(pane).border_title = title

    # -- drawing -----------------------------------------------------------------------------------------------------
    def draw(self, screen: Screen, human: int | None, changed: dict[str, set[str]], new_log_from: int) -> None:
        """Fill every pane from ``screen``'s presentation (``human``'s seat, or the public one); ``changed`` and
        the log lines from ``new_log_from`` on are what happened since the human's last decision."""
        view = screen.view
        self.view, self.table = view, screen
        status = view["status"]
        words = [f"Turn {status['turn']}" if status.get("turn") is not None else ""]
        if status.get("active") is not None and view["outcome"] is None:
            words.append(f"{seat_label(status['active'], self.labels)}'s turn")   # who decides: the Decision pane
        if status.get("phase"):
            words.append(status["phase"])
        words += self.status_extras() + [self.title]   # the title last: at 80 columns it is what gets cut
        self.query_one("#status", Static).update(Text(" · ".join(w for w in words if w), style="bold"))
        others = [p for p in range(view["seats"]) if p != human]
        self.query_one("#opponents-body", Static).update(
            Text("\n").join(seat_text(screen, p, changed, False) for p in others))
        board = board_parts(screen, changed)
        self.query_one("#board").display = bool(board)   # a card game between missions has no shared table
        self.query_one("#board-body", Static).update(Group(*board))
        mine = self.query_one("#mine")
        hand = self.query_one("#hand", OptionList)
        mine.display = human is not None
        hand.display = human is not None and any(a["owner"] == human and a["section"] == "hand"
                                                 for a in screen.areas)
        if human is not None:
            self.query_one("#mine-body", Static).update(seat_text(screen, human, changed, True))
            self.fill_hand(screen, human, changed)
        self.draw_log(view["log"], new_log_from)

    def fill_hand(self, screen: Screen, human: int, changed: dict[str, set[str]]) -> None:
        hand = self.query_one("#hand", OptionList)
        highlighted = hand.highlighted
        hand.clear_options()
        areas = [a for a in screen.areas if a["owner"] == human and a["section"] == "hand"]
        pieces = [(a, p) for a in areas for p in a.get("pieces") or ()]
        hand.add_options([Option(marked(screen.piece_text(p, True),
                                        screen.piece_text(p, True) in changed.get(a["id"], set())))
                          for a, p in pieces] or [Option(Text("(no cards)", style="dim"), disabled=True)])
        self.hand_cards = [p["name"] for _, p in pieces]
        if pieces:
            hand.highlighted = min(highlighted or 0, len(pieces) - 1)

    def draw_log(self, lines: list[str], new_from: int) -> None:
        start = max(0, len(lines) - LOG_LINES)
        text = Text()
        for i in range(start, len(lines)):
            line = lines[i]
            style = NEW_LOG if i >= new_from else ("bold" if line.startswith("Turn ") else "dim")
            text.append(("" if i == start else "\n") + line, style=style)
        self.query_one("#log-body", Static).update(text)
        self.query_one("#log", VerticalScroll).scroll_end(animate=False)

    def status_extras(self) -> list[str]:
        return []

    # -- card texts --------------------------------------------------------------------------------------------------
    hand_cards: list[str | None] = []
    card_shown: str | None = None

    def focused_card(self) -> str | None:
        """The card under the cursor: in the hand when it has the focus, else the highlighted option's."""
        hand = self.query_one("#hand", OptionList)
        if hand.has_focus and hand.highlighted is not None and hand.highlighted < len(self.hand_cards):
            return self.hand_cards[hand.highlighted]
        return self.option_card()

    def option_card(self) -> str | None:
        options = self.query_one("#options", OptionList)
        listed = (self.view.get("decision") or {}).get("options") or []
        if self.table is None or options.highlighted is None or options.highlighted >= len(listed):
            return None
        return self.table.option_card(listed[options.highlighted])

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_list.id == "hand":
            name = self.hand_cards[event.option_index] if event.option_index < len(self.hand_cards) else None
        else:
            name = self.option_card()
        if name != self.card_shown:   # a pane's update lays the screen out again: only when the card changes
            self.card_shown = name
            self.query_one("#card", Static).update(card_text(self.gallery, name, full=False))

    def action_card(self) -> None:
        """?: the focused card's full text, or every card in view with its text when no card is focused."""
        name = self.focused_card()
        if name is not None:
            self.push_screen(TextScreen(name, card_text(self.gallery, name, full=True)))
        elif self.table is not None:
            self.push_screen(TextScreen("Cards in view", self.table.cards_table()))

    def action_how(self) -> None:
        text = self.catalogue.get("how_to_play") or f"There is no how-to-play text for {self.title} yet."
        self.push_screen(TextScreen(f"How to play {self.title}", text, markdown=True))

    def say(self, message: str, warning: bool = False) -> None:
        """A message under the options until the next decision (a refused entry, an undo)."""
        self.query_one("#message", Static).update(Text(message, style="bold red" if warning else "bold green"))

    def fail(self, error: TerminalError) -> None:
        """A bot broke the rules: leave the app and let the command line report it."""
        self.error = error
        self.exit(None)


class GameApp(TableApp):
    """One human seat against bots.  ``result`` after the run: True when the game was played to the end, False when
    the human quit; ``session`` holds the game."""

    BINDINGS = [Binding("u", "undo", "Undo"), Binding("question_mark", "card", "Card"),
                Binding("h", "how", "How to play"), Binding("slash", "type", "Type"),
                Binding("a", "auto_pass", "Auto-pass", show=False), Binding("q", "leave", "Quit")]

    def __init__(self, session: Session):
        super().__init__(session.rules, session.labels)
        self.session = session
        self.result: bool | None = None
        self.busy = False   # the bots are playing (in a worker thread): the game takes no input meanwhile

    def on_mount(self) -> None:
        super().on_mount()
        self.advance()
        self.query_one("#options").focus()

    def status_extras(self) -> list[str]:
        return ["u: undo"] if self.session.can_undo() else []

    # -- the game ----------------------------------------------------------------------------------------------------
    def advance(self) -> None:
        """The bots' moves up to the human's next decision (or the end), in a worker thread so that the screen stays
        alive while a slow bot (a search) thinks, then the new table."""
        if self.session.over or self.session.waiting_for_human():
            self.redraw()
            return
        self.busy = True
        self.say("The bots are playing...")
        self.run_worker(self.play_bots, thread=True, exclusive=True, group="bots")

    def play_bots(self) -> None:
        try:
            self.session.advance()
        except TerminalError as exc:
            self.call_from_thread(self.fail, exc)
            return
        self.call_from_thread(self.bots_done)

    def bots_done(self) -> None:
        self.busy = False
        self.redraw()

    def redraw(self) -> None:
        session = self.session
        screen = session.screen()
        log = screen.view["log"]
        self.draw(screen, session.human, changed_items(session.last_seen, screen),
                  session.log_seen if session.last_seen is not None else len(log))
        self.draw_decision()

    def draw_decision(self) -> None:
        view = self.view
        options = self.query_one("#options", OptionList)
        typed = self.query_one("#typed", Input)
        if view["outcome"] is not None:
            self.result = True
            self.query_one("#prompt", Static).update(Group(*result_parts(view, self.labels)))
            self.query_one("#decision").border_title = "Game over"
            options.display = typed.display = self.query_one("#card").display = False
            self.query_one("#decision").add_class("over")
            return
        self.query_one("#message", Static).update("")
        decision = view["decision"]
        prompt = Text(decision["prompt"], style="bold yellow")
        for note in decision.get("notes") or ():
            prompt.append(f"\n{note}", style="dim")
        self.query_one("#prompt", Static).update(prompt)
        options.clear_options()
        options.add_options([Option(self.option_line(i, o)) for i, o in enumerate(decision["options"], 1)])
        options.highlighted = 0
        self.query_one("#options", OptionList).scroll_home(animate=False)

    def option_line(self, number: int, option: dict) -> Text:
        line = Text(f"{number:>2}. ", style="bold cyan")
        line.append(option["label"])
        if option.get("unspent"):
            line.append("  (" + ", ".join(option["unspent"]) + " unused)", style="dim")
        return line

    def choose(self, index: int) -> None:
        """The human chose option ``index``: confirm what it leaves unused, then play it."""
        decision = self.view.get("decision")
        if (self.busy or self.view.get("outcome") is not None or not decision
                or not 0 <= index < len(decision["options"])):
            return
        option = decision["options"][index]
        action = tuple(option["action"])
        question = unspent_question(option)
        if question is None:
            self.play(action)
        else:
            self.push_screen(ConfirmScreen(question), lambda yes: self.play(action) if yes else None)

    def play(self, action: tuple) -> None:
        assert self.table is not None
        self.session.seen(self.table)
        self.session.apply(action)
        self.advance()
        self.query_one("#options").focus()

    # -- input -------------------------------------------------------------------------------------------------------
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id == "options":
            self.choose(event.option_index)
        elif event.option_list.id == "hand":
            self.action_card()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if self.busy or self.view.get("outcome") is not None:
            return
        found = self.session.choose(event.value, self.view)
        if isinstance(found, str):
            self.say(found, warning=True)
            return
        event.input.value = ""
        actions = [tuple(o["action"]) for o in self.view["decision"]["options"]]
        self.choose(actions.index(found))

    def action_type(self) -> None:
        self.query_one("#typed", Input).focus()

    def action_undo(self) -> None:
        if self.busy:
            return
        done, message = self.session.undo()
        if done:
            self.advance()
        self.say(message, warning=not done)

    def action_auto_pass(self) -> None:
        if self.busy:
            return
        self.session.auto_pass = not self.session.auto_pass
        self.advance()
        self.say("Reaction windows you hold no card for: " + ("passed for you" if self.session.auto_pass else "asked"))

    def action_leave(self) -> None:
        if self.session.over and not self.busy:
            self.exit(True)
            return
        self.push_screen(ConfirmScreen("Quit this game?"), self.quit_if)

    def quit_if(self, yes: bool | None) -> None:
        if yes:
            self.result = False
            self.exit(False)

    def on_key(self, event) -> None:
        """Escape in the typing line goes back to the options."""
        if event.key == "escape" and self.query_one("#typed", Input).has_focus:
            self.query_one("#options").focus()


class WatchApp(TableApp):
    """Bots on every seat, watched from the public view: a key steps to the next move that shows something
    (space or n), p plays on by itself every ``delay`` seconds (or stops)."""

    BINDINGS = [Binding("space,n", "next", "Next move"), Binding("p", "pause", "Play/pause"),
                Binding("question_mark", "card", "Cards"), Binding("h", "how", "How to play"),
                Binding("q", "leave", "Quit")]

    def __init__(self, rules: RuleSet, state: State, agents: list, names: list[str], delay: float | None):
        super().__init__(rules, dict(enumerate(names)))
        self.state = state
        self.agents = agents
        self.delay = delay
        self.running = delay is not None
        self.log_before = 0
        self.before: Screen | None = None
        self.steps = 0

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#typed").display = False
        self.query_one("#options").display = False
        # --delay 0 runs as fast as the screen follows; without --delay the timer only runs once p is pressed
        self.set_interval(max(self.delay, 0.02) if self.delay is not None else 0.5, self.tick)
        self.redraw()

    def status_extras(self) -> list[str]:
        return [] if self.state.decision is None else ["playing" if self.running else "paused: space steps"]

    def redraw(self) -> None:
        view = present(self.rules, self.state, -1)
        screen = Screen(view, self.labels, self.gallery)
        self.draw(screen, None, changed_items(self.before, screen), self.log_before)
        prompt = self.query_one("#prompt", Static)
        if view["outcome"] is not None:
            prompt.update(Group(*result_parts(view, self.labels)))
            self.query_one("#card").display = False
        else:
            decision = self.state.decision
            prompt.update(Text(f"{seat_label(decision.player, self.labels)} decides: {decision.prompt}"))

    def tick(self) -> None:
        if self.running:
            self.action_next()

    def action_next(self) -> None:
        """Apply bot moves until one adds a log line (a move the table shows) or the game ends."""
        if self.state.decision is None:
            return
        self.before = Screen(present(self.rules, self.state, -1), self.labels, self.gallery)
        self.log_before = len(self.before.view["log"])
        try:
            while self.state.decision is not None:
                self.steps += 1
                if self.steps > MAX_STEPS:
                    raise TerminalError(f"the game did not end within {MAX_STEPS} decisions", code=1)
                agent = self.agents[self.state.decision.player]
                self.rules.apply(self.state, bot_action(self.rules, self.state, agent))
                if len(present(self.rules, self.state, -1)["log"]) > self.log_before:
                    break
        except TerminalError as exc:
            self.fail(exc)
            return
        self.redraw()

    def action_pause(self) -> None:
        self.running = not self.running
        self.redraw()

    def action_leave(self) -> None:
        self.exit(self.state.decision is None)


# -- entry points (interfaces/cli.py) ---------------------------------------------------------------------------------
def play(rules: RuleSet, state: State, seats: list, names: list[str],
         run: Callable[[App], object] | None = None) -> tuple[bool, Session]:
    """Play a game in the full-screen app; (True when it was played to the end, the session holding the game)."""
    session = Session(rules, state, seats, names)
    app = GameApp(session)
    (run or (lambda a: a.run()))(app)
    if app.error is not None:
        raise app.error
    return bool(app.result) and session.over, session


def watch(rules: RuleSet, state: State, agents: list, names: list[str], delay: float | None) -> bool:
    """Watch bots play every seat in the full-screen app (``delay``: seconds between moves; None: by key)."""
    app = WatchApp(rules, state, agents, names, delay)
    app.run()
    if app.error is not None:
        raise app.error
    return state.decision is None


__all__ = ["GameApp", "WatchApp", "play", "watch"]

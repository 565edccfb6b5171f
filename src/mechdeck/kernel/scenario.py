"""Scenario files: a hand-written YAML position plus actions to apply, for tests and for reproducing rulings.

The kernel reads the YAML keeping each value's line number, so any error names the field and the line; the rule set
named by ``rules:`` builds the position (``RuleSet.from_scenario``) and the ``do:`` list is applied by action text.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from .engine import IllegalAction, RulesError, get_rules
from .presentation import catalogue
from .state import State


class ScenarioError(ValueError):
    """A scenario file is malformed; the message names the file, line and field."""


class Node:
    """A YAML value with its line; ``field(...)`` descends with a clear error on a missing or mistyped value."""

    def __init__(self, value: Any, line: int, path: str, source: str):
        self.value, self.line, self.path, self.source = value, line, path, source

    def error(self, message: str) -> ScenarioError:
        return ScenarioError(f"{self.source}, line {self.line}: {self.path or 'scenario'}: {message}")

    def get(self, key: str) -> "Node | None":
        if not isinstance(self.value, dict):
            raise self.error("expected a mapping")
        return self.value.get(key)

    def keys(self) -> list[str]:
        return list(self.value) if isinstance(self.value, dict) else []

    def want(self, kind: type | tuple, what: str):
        raw = self.plain()
        if not isinstance(raw, kind) or (kind is int and isinstance(raw, bool)):
            raise self.error(f"expected {what}, got {raw!r}")
        return raw

    def items(self) -> list["Node"]:
        if not isinstance(self.value, list):
            raise self.error(f"expected a list, got {self.plain()!r}")
        return self.value

    def plain(self):
        if isinstance(self.value, dict):
            return {k: v.plain() for k, v in self.value.items()}
        if isinstance(self.value, list):
            return [v.plain() for v in self.value]
        return self.value

    def check_keys(self, allowed) -> None:
        for key in self.keys():
            if key not in allowed:
                raise self.value[key].error(f"unknown field (allowed here: {', '.join(sorted(allowed))})")


def _scalar(node: yaml.Node):
    """A scalar's value by its resolved tag (an empty value, ``key:``, is None; not re-parsed as text, which fails)."""
    return yaml.constructor.SafeConstructor().construct_object(node, deep=True)


def _convert(node: yaml.Node, path: str, source: str) -> Node:
    line = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        out: dict[str, Node] = {}
        for key_node, value_node in node.value:
            key = str(_scalar(key_node))
            if key in out:
                raise ScenarioError(f"{source}, line {key_node.start_mark.line + 1}: {path + '.' if path else ''}"
                                    f"{key}: given twice")
            out[key] = _convert(value_node, f"{path}.{key}" if path else key, source)
        return Node(out, line, path, source)
    if isinstance(node, yaml.SequenceNode):
        return Node([_convert(v, f"{path}[{i}]", source) for i, v in enumerate(node.value)], line, path, source)
    return Node(_scalar(node), line, path, source)


def parse(text: str, source: str = "<scenario>") -> Node:
    node = parse_node(text, source)
    if not isinstance(node.value, dict):
        raise node.error("a scenario is a mapping of fields")
    return node


def parse_node(text: str, source: str) -> Node:
    """Any YAML (or JSON) text as a ``Node`` tree keeping each value's line (kernel/patch.py reads data files so)."""
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f", line {mark.line + 1}" if mark else ""
        raise ScenarioError(f"{source}{where}: not valid YAML: {getattr(exc, 'problem', exc)}") from None
    if root is None:
        raise ScenarioError(f"{source}: the file is empty")
    return _convert(root, "", source)


#: Fields every rule set's scenario files may use; the kernel reads them (a rule set's reader allows them too).
COMMON_FIELDS = frozenset({"rules", "description", "setup", "later_turns", "do", "expect"})


def flow_comment_check(text: str, source: str) -> None:
    """YAML reads ``[a, b #c]`` as ``[a, b`` plus a comment, so the list goes on over the next lines (or fails
    to parse with a puzzling message).  A ``#`` that starts a comment inside a flow list or mapping, with the
    closing bracket after it on the same line, is reported for what it is."""
    for number, line in enumerate(text.splitlines(), 1):
        depth, quote = 0, ""
        for i, ch in enumerate(line):
            if quote:
                if ch == quote:
                    quote = ""
            elif ch in "'\"" and (i == 0 or line[i - 1] in " [{,:"):
                quote = ch
            elif ch in "[{":
                depth += 1
            elif ch in "]}":
                depth -= 1
            elif ch == "#" and (i == 0 or line[i - 1] in " \t"):
                if depth > 0 and any(b in line[i:] for b in "]}"):
                    raise ScenarioError(f"{source}, line {number}: a '#' inside a [...] or {{...}} list starts a "
                                        f"YAML comment, which hides the rest of the line ({line[i:].strip()!r}); "
                                        "quote the text that holds the '#' or write the list one item a line")
                break


def game_over_text(rules, state: State) -> str:
    """"the game is over (reason; result)": why the game ended (``rules.end_reason``), the winner or a draw, and the
    scores."""
    outcome = rules.outcome(state)
    reason = rules.end_reason(state)
    parts = [reason] if reason else []
    parts.append("a draw" if outcome.winner is None else f"P{outcome.winner + 1} wins")
    if outcome.scores:
        parts.append("scores " + "-".join(str(s) for s in outcome.scores))
    return f"the game is over ({'; '.join(parts)})"


def _setup_state(rules, setup: Node) -> State:
    """A game dealt by the rule set's own set-up (``setup:``): ``seed``, ``first`` (the first player), ``players``
    and the set-up options the rule set's catalogue lists (``catalogue(rules)["setup"]``), by their names."""
    if not isinstance(setup.value, dict):
        raise setup.error("expected a mapping of set-up options (seed, first, players, and the rule set's options)")
    options = [option["name"] for option in catalogue(rules)["setup"] if option["name"] != "first_player"]
    setup.check_keys({"seed", "first", "players", *options})
    seed_node = setup.get("seed")
    seed = 0 if seed_node is None else seed_node.want(int, "an integer seed")
    config: dict = {}
    players_node = setup.get("players")
    if players_node is not None:
        config["players"] = players_node.want(int, f"a number of players from {rules.min_players} to "
                                                    f"{rules.max_players}")
    first = setup.get("first")
    if first is not None:
        config["first_player"] = seat(first, config.get("players", rules.min_players))
    for key in options:
        node = setup.get(key)
        if node is not None:
            config[key] = node.plain()
    try:
        return rules.new_game(seed, config)
    except RulesError as exc:
        raise setup.error(str(exc)) from None


def _run(text: str, source: str, apply_actions: bool, checking: bool) -> tuple[State, list[str]]:
    """Build the position, apply the ``do:`` list (checking its checkpoints when ``checking``), then the final
    ``expect:`` block: (state, mismatches with their lines)."""
    flow_comment_check(text, source)
    root = parse(text, source)
    rules_node = root.get("rules")
    if rules_node is None:
        raise root.error("missing field 'rules' (a rule set id, e.g. domination-v2.2)")
    try:
        rules = get_rules(rules_node.want(str, "a rule set id"))
    except RulesError as exc:
        raise rules_node.error(str(exc)) from None
    setup = root.get("setup")
    if setup is not None:
        clash = [key for key in root.keys() if key not in COMMON_FIELDS | {"skip"}]
        if clash:
            raise root.get(clash[0]).error("a scenario with 'setup:' starts from the dealt game, so it describes no "
                                           "position (fields allowed with setup: "
                                           f"{', '.join(sorted(COMMON_FIELDS | {'skip'}))})")
        state = _setup_state(rules, setup)
    else:
        state = rules.from_scenario(root)
    later_node = root.get("later_turns")
    later_turns = False if later_node is None else later_node.want(bool, "true or false")
    problems: list[str] = []
    do = root.get("do")
    if do is not None and apply_actions:
        start_turn = state.counters.get("turn")
        last: Node | None = None   # the last action applied: the one that ended the scenario's turn, if any
        for item in do.items():
            if isinstance(item.value, dict):
                item.check_keys({"expect"})
                checkpoint = item.get("expect")
                if checkpoint is None:
                    raise item.error("a step is an action (text) or a checkpoint 'expect: {...}'")
                if checking:
                    problems.extend(rules.check_expect(state, checkpoint))
                continue
            text_action = item.want(str, "an action as text, e.g. 'play Ammo Dump'")
            if state.decision is None:
                raise item.error(f"{game_over_text(rules, state)}; cannot apply {text_action!r}")
            turn = state.counters.get("turn")
            if not later_turns and turn != start_turn and last is not None:
                raise item.error(f"{text_action!r} is taken in turn {turn} (P{state.counters.get('active', 0) + 1}'s "
                                 f"turn), after the scenario's turn {start_turn} ended with {last.value!r} (line "
                                 f"{last.line}); to play on into later turns, write 'later_turns: true'")
            try:
                rules.apply(state, _written_action(rules, state, text_action))
            except IllegalAction as exc:
                raise item.error(str(exc)) from None
            last = item
    if checking:
        expect = root.get("expect")
        if expect is not None:
            problems.extend(rules.check_expect(state, expect))
    return state, problems


def _written_action(rules, state: State, text: str):
    """The option ``text`` names at the pending decision; a decision with a single option that ``text`` does not
    name is first taken by itself (as the engine takes most of them: such a choice need not be written), as often
    as one comes."""
    while True:
        try:
            return rules.parse_action(state, text)
        except IllegalAction:
            decision = state.decision
            if decision is None or len(decision.options) != 1:
                raise
            rules.apply(state, decision.options[0])


def load(text: str, source: str = "<scenario>", apply_actions: bool = True) -> State:
    """Build the scenario's position and apply its ``do:`` actions; returns the resulting state."""
    return _run(text, source, apply_actions, checking=False)[0]


def verify(text: str, source: str = "<scenario>") -> tuple[State, list[str]]:
    """Load and run a scenario, checking its checkpoints (``- expect: {...}`` steps of ``do:``) and its final
    ``expect:`` block: (state, list of mismatches, each with its line)."""
    return _run(text, source, apply_actions=True, checking=True)


def seat(node: Node, seats: int = 2) -> int:
    """A seat given as ``P1`` .. ``P<seats>`` (any case; ``seats`` is the rule set's ``max_players``): 0 .. seats-1."""
    expected = "P1 or P2" if seats == 2 else f"P1 to P{seats}"
    text = node.want(str, expected)
    number = text[1:]
    if text[:1].upper() != "P" or not number.isdigit() or number.startswith("0"):
        raise node.error(f"expected {expected}, got {text!r}")
    if int(number) > seats:
        raise node.error(f"{text}: this rule set has seats {'P1 and P2' if seats == 2 else expected}")
    return int(number) - 1


def check_play(expect: Node, state: State, bad, result) -> None:
    """The ``expect:`` fields every rule set checks the same way, each mismatch reported by ``bad(node, message)``:
    ``to_move`` (P1, P2 or none: who decides next), ``prompt`` (text the decision's prompt contains, any case),
    ``log`` / ``log_excludes`` (texts the public log contains / does not contain) and ``winner`` (P1, P2 or draw;
    ``result(state)`` is the rule set's result, a dict with ``winner``, the winning seat or None)."""
    node = expect.get("to_move")
    if node is not None:
        found = "none" if state.decision is None else f"P{state.decision.player + 1}"
        if str(node.value).upper() != found.upper():
            bad(node, f"expected {node.value}, found {found}")
    node = expect.get("prompt")
    if node is not None:
        found = "" if state.decision is None else state.decision.prompt
        if state.decision is None:
            bad(node, f"{game_over_text(get_rules(state.rules_id), state)}: no decision has a prompt")
        elif str(node.value).lower() not in found.lower():
            bad(node, f"the decision's prompt {found!r} does not contain {node.value!r}")
    public_log = "\n".join(text for who, text in (state.log or ()) if who == -1)
    for field, want in (("log", True), ("log_excludes", False)):
        node = expect.get(field)
        if node is not None:
            for item in node.items():
                if (str(item.value) in public_log) != want:
                    bad(item, f"log {'lacks' if want else 'contains'} {item.value!r}; log:\n{public_log}")
    node = expect.get("winner")
    if node is not None:
        if state.decision is not None:
            bad(node, "the game is not over")
        else:
            outcome = result(state)
            found = "draw" if outcome["winner"] is None else f"P{outcome['winner'] + 1}"
            if str(node.value).upper() != found.upper():
                bad(node, f"expected {node.value}, found {found} ({outcome})")


def read_file(path: str | Path) -> str:
    """A scenario file's text (UTF-8); a file that cannot be read raises ScenarioError naming it."""
    path = Path(path)
    try:
        return path.read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise ScenarioError(f"{path}: cannot read the file: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise ScenarioError(f"{path}: not UTF-8 text (byte {exc.object[exc.start]:#04x} at offset {exc.start}); "
                            "save the file as UTF-8") from None


def load_file(path: str | Path, apply_actions: bool = True) -> State:
    return load(read_file(path), str(path), apply_actions)

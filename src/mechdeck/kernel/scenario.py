"""Scenario files: a hand-written YAML position plus actions to apply, for tests and for reproducing rulings.

The kernel reads the YAML keeping each value's line number, so any error names the field and the line; the rule set
named by ``rules:`` builds the position (``RuleSet.from_scenario``) and the ``do:`` list is applied by action text.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from .engine import IllegalAction, RulesError, get_rules
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
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f", line {mark.line + 1}" if mark else ""
        raise ScenarioError(f"{source}{where}: not valid YAML: {getattr(exc, 'problem', exc)}") from None
    if root is None:
        raise ScenarioError(f"{source}: the file is empty")
    node = _convert(root, "", source)
    if not isinstance(node.value, dict):
        raise node.error("a scenario is a mapping of fields")
    return node


def load(text: str, source: str = "<scenario>", apply_actions: bool = True) -> State:
    """Build the scenario's position and apply its ``do:`` actions; returns the resulting state."""
    root = parse(text, source)
    rules_node = root.get("rules")
    if rules_node is None:
        raise root.error("missing field 'rules' (a rule set id, e.g. domination-v2.2)")
    try:
        rules = get_rules(rules_node.want(str, "a rule set id"))
    except RulesError as exc:
        raise rules_node.error(str(exc)) from None
    state = rules.from_scenario(root)
    do = root.get("do")
    if do is not None and apply_actions:
        for item in do.items():
            text_action = item.want(str, "an action as text, e.g. 'play Ammo Dump'")
            if state.decision is None:
                raise item.error(f"the game is over; cannot apply {text_action!r}")
            try:
                rules.apply(state, rules.parse_action(state, text_action))
            except IllegalAction as exc:
                raise item.error(str(exc)) from None
    return state


def verify(text: str, source: str = "<scenario>") -> tuple[State, list[str]]:
    """Load and run a scenario, then check its ``expect:`` block: (state, list of mismatches with line numbers)."""
    state = load(text, source)
    root = parse(text, source)
    expect = root.get("expect")
    if expect is None:
        return state, []
    return state, get_rules(root.get("rules").value).check_expect(state, expect)


def seat(node: Node) -> int:
    """A seat given as ``P1`` or ``P2`` (any case): 0 or 1."""
    text = node.want(str, "P1 or P2")
    if text.upper() not in ("P1", "P2"):
        raise node.error(f"expected P1 or P2, got {text!r}")
    return int(text[1]) - 1


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
        if str(node.value).lower() not in found.lower():
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

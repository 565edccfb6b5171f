"""Bots without Python: a strategy file (YAML) is a set of priority lists with conditions, in the spirit of the
Dominion simulators' buy rules.  The format is documented in docs/strategies.md; shipped strategies live in
``strategies/*.yaml`` next to this module (``make_agent("strategy:mech-rush")``).

A strategy names its rule set (``rules: domination-v2.2``); the rule set decides the vocabulary: the card names, the
card groups, the names and functions a condition may use and the sections a file may have.  Only Domination v2.2 has
a vocabulary today; another rule set gets its own by adding a ``Vocabulary`` to ``VOCABULARIES``.

Conditions are a tiny language parsed by hand (no ``eval``): integers, names, ``f(CARD)`` calls, ``+ -``,
comparisons (chained as in Python), ``not``, ``and``, ``or`` and parentheses, with Python's precedence.  A card name
inside a call is written as printed, quotes optional: ``count(Mad Cat (Timberwolf))``, ``pile("Headshot!")``.

The agent decides from what its seat may know: its own cards (hand, play area, deployment zone, set-aside cards and
the composition, never the order, of its draw deck and discard pile), public zones and counters.  Decisions the file
does not cover (damage, Overrun scraps, picks inside card effects, ...) are the heuristic bot's.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any, Callable

from mechdeck.games.domination.bot import resource_play
from mechdeck.games.domination_v22.bot import _overrun, _tables, _total, _without
from mechdeck.kernel.scenario import ScenarioError, parse

from .heuristic import HeuristicAgent

PILE = "pile:"
SHIPPED_FOLDER = "strategies"  # package data next to this module: strategies/<name>.yaml


class StrategyError(ValueError):
    """A strategy file is malformed; the message names the file, the line and the field."""


def _error(node, message: str) -> StrategyError:
    return StrategyError(f"{node.source}, line {node.line}: {node.path or 'strategy'}: {message}")


# =====================================================================================================================
# The condition language (generic: the vocabulary supplies the names and functions)
# =====================================================================================================================
class ConditionError(ValueError):
    """A condition does not parse; ``column`` is 1-based within the condition text."""

    def __init__(self, message: str, column: int):
        super().__init__(message)
        self.column = column


_TOKEN = re.compile(r"\s*(?:(?P<num>\d+)|(?P<name>[A-Za-z_][A-Za-z0-9_]*)|(?P<op><=|>=|==|!=|<|>|\+|-|\(|\)|=))")
_COMPARE = {"<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b,
            ">=": lambda a, b: a >= b, "==": lambda a, b: a == b, "!=": lambda a, b: a != b}
_KEYWORDS = {"and", "or", "not", "true", "false"}


@dataclass(frozen=True)
class Condition:
    """A parsed condition: ``cond(ctx)`` evaluates it (True/False) against a vocabulary context."""
    text: str
    tree: tuple                 # the syntax tree, as nested tuples (for tests and docs)
    fn: Callable = field(repr=False, compare=False)

    def __call__(self, ctx) -> bool:
        return bool(self.fn(ctx))


class _Parser:
    """Recursive descent over the text; builds a tuple tree and a closure tree at once.

    or_expr  := and_expr ('or' and_expr)*
    and_expr := not_expr ('and' not_expr)*
    not_expr := 'not' not_expr | compare
    compare  := sum (('<'|'<='|'>'|'>='|'=='|'!=') sum)*
    sum      := unary (('+'|'-') unary)*
    unary    := '-' unary | atom
    atom     := INTEGER | 'true' | 'false' | NAME | FUNCTION '(' ARGUMENT ')' | '(' or_expr ')'
    """

    def __init__(self, text: str, vocabulary: "Vocabulary"):
        self.text = text
        self.vocab = vocabulary
        self.pos = 0
        self.tok: tuple[str, Any, int] = ("", None, 0)
        self._advance()

    # -- tokens ---------------------------------------------------------------------------------------------------
    def _advance(self) -> None:
        text = self.text
        while self.pos < len(text) and text[self.pos].isspace():
            self.pos += 1
        if self.pos >= len(text):
            self.tok = ("end", None, self.pos + 1)
            return
        m = _TOKEN.match(text, self.pos)
        if not m:
            raise ConditionError(f"unexpected character {text[self.pos]!r}", self.pos + 1)
        start = m.start(m.lastgroup)
        self.pos = m.end()
        kind = m.lastgroup
        value = m.group(kind)
        if kind == "num":
            self.tok = ("num", int(value), start + 1)
        elif kind == "name":
            self.tok = ("kw" if value in _KEYWORDS else "name", value, start + 1)
        else:
            if value == "=":
                raise ConditionError("'=' is not a comparison: write '==' for equality", start + 1)
            self.tok = ("op", value, start + 1)

    def _describe(self) -> str:
        kind, value, _ = self.tok
        return "the end of the condition" if kind == "end" else repr(str(value))

    def _expect_op(self, op: str) -> None:
        if self.tok[:2] != ("op", op):
            raise ConditionError(f"expected {op!r}, found {self._describe()}", self.tok[2])
        self._advance()

    def _raw_argument(self) -> tuple[str, int]:
        """The text inside a call's parentheses, up to the matching ')' (card names hold parentheses)."""
        text = self.text
        col = self.pos + 1
        depth = 0
        i = self.pos
        quote = None
        while i < len(text):
            ch = text[i]
            if quote:
                if ch == quote:
                    quote = None
            elif ch in "\"'":
                quote = ch
            elif ch == "(":
                depth += 1
            elif ch == ")":
                if depth == 0:
                    arg = text[self.pos:i].strip()
                    self.pos = i + 1
                    if len(arg) >= 2 and arg[0] == arg[-1] and arg[0] in "\"'":
                        arg = arg[1:-1].strip()
                    return arg, col
                depth -= 1
            i += 1
        raise ConditionError("missing ')' to close the call", col)

    # -- grammar --------------------------------------------------------------------------------------------------
    def parse(self):
        if self.tok[0] == "end":
            raise ConditionError("the condition is empty", 1)
        tree, fn = self._or()
        if self.tok[0] != "end":
            raise ConditionError(f"unexpected {self._describe()} (missing 'and'/'or'?)", self.tok[2])
        return tree, fn

    def _or(self):
        tree, fn = self._and()
        while self.tok[:2] == ("kw", "or"):
            self._advance()
            t2, f2 = self._and()
            tree, fn = ("or", tree, t2), (lambda a, b: lambda c: bool(a(c)) or bool(b(c)))(fn, f2)
        return tree, fn

    def _and(self):
        tree, fn = self._not()
        while self.tok[:2] == ("kw", "and"):
            self._advance()
            t2, f2 = self._not()
            tree, fn = ("and", tree, t2), (lambda a, b: lambda c: bool(a(c)) and bool(b(c)))(fn, f2)
        return tree, fn

    def _not(self):
        if self.tok[:2] == ("kw", "not"):
            self._advance()
            tree, fn = self._not()
            return ("not", tree), (lambda a: lambda c: not a(c))(fn)
        return self._compare()

    def _compare(self):
        tree, fn = self._sum()
        parts = []
        while self.tok[0] == "op" and self.tok[1] in _COMPARE:
            op = self.tok[1]
            self._advance()
            t2, f2 = self._sum()
            parts.append((op, t2, f2))
        if not parts:
            return tree, fn
        trees = [tree] + [t for _, t, _ in parts]
        if len(parts) == 1:
            op, t2, f2 = parts[0]
            cmp = _COMPARE[op]
            return (op, tree, t2), (lambda a, b: lambda c: cmp(a(c), b(c)))(fn, f2)
        # a < b <= c: every adjacent pair holds (each operand evaluated once, as in Python)
        ops = [op for op, _, _ in parts]
        fns = [fn] + [f for _, _, f in parts]

        def chain(c, ops=ops, fns=fns):
            left = fns[0](c)
            for op, f in zip(ops, fns[1:]):
                right = f(c)
                if not _COMPARE[op](left, right):
                    return False
                left = right
            return True
        return ("chain", tuple(ops), tuple(trees)), chain

    def _sum(self):
        tree, fn = self._unary()
        while self.tok[0] == "op" and self.tok[1] in ("+", "-"):
            op = self.tok[1]
            self._advance()
            t2, f2 = self._unary()
            if op == "+":
                tree, fn = ("+", tree, t2), (lambda a, b: lambda c: a(c) + b(c))(fn, f2)
            else:
                tree, fn = ("-", tree, t2), (lambda a, b: lambda c: a(c) - b(c))(fn, f2)
        return tree, fn

    def _unary(self):
        if self.tok[:2] == ("op", "-"):
            self._advance()
            tree, fn = self._unary()
            return ("neg", tree), (lambda a: lambda c: -a(c))(fn)
        return self._atom()

    def _atom(self):
        kind, value, col = self.tok
        if kind == "num":
            self._advance()
            return value, (lambda v: lambda c: v)(value)
        if kind == "kw" and value in ("true", "false"):
            self._advance()
            b = value == "true"
            return b, (lambda v: lambda c: v)(b)
        if kind == "op" and value == "(":
            self._advance()
            tree, fn = self._or()
            self._expect_op(")")
            return tree, fn
        if kind == "name":
            vocab = self.vocab
            if value in vocab.functions:
                # the argument is raw text: look for '(' right after the name (spaces allowed)
                while self.pos < len(self.text) and self.text[self.pos].isspace():
                    self.pos += 1
                if self.pos >= len(self.text) or self.text[self.pos] != "(":
                    raise ConditionError(f"{value} needs an argument in parentheses, e.g. {value}(Atlas)", col)
                self.pos += 1
                arg, arg_col = self._raw_argument()
                if not arg:
                    raise ConditionError(f"{value}() needs a card name", arg_col)
                spec = vocab.functions[value]
                try:
                    resolved = spec.resolve(arg)
                except ValueError as exc:
                    raise ConditionError(f"{value}({arg}): {exc}", arg_col) from None
                self._advance()
                fn = spec.fn
                return ("call", value, arg), (lambda f, r: lambda c: f(c, r))(fn, resolved)
            if value in vocab.names:
                self._advance()
                getter = vocab.names[value].fn
                return ("name", value), getter
            # unknown: a function call, or a name
            rest = self.text[self.pos:].lstrip()
            if rest.startswith("("):
                raise ConditionError(f"unknown function {value!r} (known functions: "
                                     f"{', '.join(sorted(vocab.functions))})", col)
            raise ConditionError(f"unknown name {value!r} (known names: {', '.join(sorted(vocab.names))})", col)
        if kind == "end":
            raise ConditionError("the condition ends too early", col)
        raise ConditionError(f"unexpected {self._describe()}", col)


def parse_condition(text: str, vocabulary: "Vocabulary") -> Condition:
    """Parse a condition; raises ConditionError (with a column) on any problem."""
    if isinstance(text, bool):
        tree, fn = text, (lambda v: lambda c: v)(text)
        return Condition(str(text).lower(), tree, fn)
    if isinstance(text, int):
        raise ConditionError("a condition is an expression such as 'turn >= 5', not a bare number", 1)
    if not isinstance(text, str):
        raise ConditionError(f"a condition is text such as 'turn >= 5', not {text!r}", 1)
    tree, fn = _Parser(text, vocabulary).parse()
    return Condition(text, tree, fn)


# =====================================================================================================================
# Vocabularies (one per rule set)
# =====================================================================================================================
@dataclass(frozen=True)
class NameSpec:
    fn: Callable          # fn(ctx) -> int | bool
    doc: str


@dataclass(frozen=True)
class FunctionSpec:
    resolve: Callable     # resolve(argument text) -> value passed to fn; raises ValueError on a bad argument
    fn: Callable          # fn(ctx, resolved) -> int | bool
    doc: str


class Vocabulary:
    """What a strategy for one rule set may say.  Subclasses fill in the tables and ``agent_policy``."""
    rules_id = ""
    names: dict[str, NameSpec] = {}
    functions: dict[str, FunctionSpec] = {}
    groups: dict[str, str] = {}          # group keyword -> description

    def card(self, text: str) -> str:
        raise NotImplementedError

    def group_ids(self, key: str) -> frozenset:
        raise NotImplementedError


# -- Domination v2.2 ------------------------------------------------------------------------------------------------
def _dom_cards():
    from mechdeck.games.domination_v22.core import CARDS
    return CARDS


class _DomCtx:
    """What a condition sees at one Domination decision: lazily computed, per decision."""
    __slots__ = ("rules", "state", "me", "T", "_totals")

    def __init__(self, rules, state, me: int, T):
        self.rules, self.state, self.me, self.T = rules, state, me, T
        self._totals = None

    def zone(self, kind: str, p: int | None = None) -> list:
        return self.state.zones[f"{kind}{self.me if p is None else p}"]

    def score(self, p: int) -> int:
        z = self.state.zones
        return sum(len(z[f"{k}{p}"]) for k in ("deck", "hand", "discard", "aside", "play"))

    def totals(self) -> dict:
        if self._totals is None:
            self._totals = self.rules.totals(self.state)
        return self._totals

    def count_in(self, kinds, ids: frozenset, p: int | None = None) -> int:
        types = self.state.card_types
        return sum(1 for k in kinds for card in self.zone(k, p) if types[card] in ids)

    def owned(self, ids: frozenset) -> int:
        """Copies the player owns (draw deck and discard pile by composition only: no order is used)."""
        return self.count_in(("deck", "hand", "discard", "play", "units", "aside"), ids)

    def empty_piles(self) -> int:
        z = self.state.zones
        return sum(1 for n in self.state.counters["piles"] if not z[PILE + n])

    def pile(self, name: str) -> int:
        return len(self.state.zones.get(PILE + name, ()))


def _counter(key):
    return lambda c: c.state.counters[key]


class DominationVocabulary(Vocabulary):
    rules_id = "domination-v2.2"
    names = {
        "turn": NameSpec(_counter("turn"), "the turn number (1 = the first player's first turn; extra turns count)"),
        "actions": NameSpec(_counter("actions"), "actions left this turn"),
        "buys": NameSpec(_counter("buys"), "buys left this turn"),
        "industry": NameSpec(_counter("industry"), "Industry available now (Buy phase: after the Resources played)"),
        "lostech": NameSpec(_counter("lostech"), "LosTech available now"),
        "hand_size": NameSpec(lambda c: len(c.zone("hand")), "cards in my hand"),
        "deck_size": NameSpec(lambda c: len(c.zone("deck")), "cards in my draw deck"),
        "discard_size": NameSpec(lambda c: len(c.zone("discard")), "cards in my discard pile"),
        "my_score": NameSpec(lambda c: c.score(c.me), "my score: cards in my Deck (deck, hand, discard, play, "
                                                      "set aside; deployed units do not count)"),
        "their_score": NameSpec(lambda c: c.score(1 - c.me), "the opponent's score"),
        "my_units": NameSpec(lambda c: len(c.zone("units")), "units in my deployment zone"),
        "their_units": NameSpec(lambda c: len(c.zone("units", 1 - c.me)), "units in the opponent's deployment zone"),
        "my_attack": NameSpec(lambda c: c.totals()["attack"][c.me], "my deployment zone's Total Attack"),
        "their_attack": NameSpec(lambda c: c.totals()["attack"][1 - c.me], "the opponent's Total Attack"),
        "my_defense": NameSpec(lambda c: c.totals()["defense"][c.me], "my Total Defense"),
        "their_defense": NameSpec(lambda c: c.totals()["defense"][1 - c.me], "the opponent's Total Defense"),
        "empty_piles": NameSpec(lambda c: c.empty_piles(), "empty Supply piles (the game ends at 4)"),
    }
    groups = {
        "any": "every card",
        "unit": "Unit cards", "mech": "Mechs", "vehicle": "Vehicles", "infantry": "Infantry",
        "support": "Support cards (Attack supports included)", "attack": "Attack supports",
        "resource": "Resource cards", "reaction": "Reaction cards",
        "lostech": "cards that cost LosTech",
        "+actions": "cards that give +Actions (MOBILE units included)", "+cards": "cards that give +Cards",
        "+buys": "cards that give +Buys", "+industry": "cards that give +Industry (Resources included)",
    }

    def __init__(self):
        cards = _dom_cards()
        self._groups = {
            "any": lambda c: True,
            "unit": lambda c: c.type == "Unit",
            "mech": lambda c: c.subtype == "Mech",
            "vehicle": lambda c: c.subtype == "Vehicle",
            "infantry": lambda c: c.subtype == "Infantry",
            "support": lambda c: c.type == "Support",
            "attack": lambda c: c.type == "Support" and c.subtype == "Attack",
            "resource": lambda c: c.type == "Resource",
            "reaction": lambda c: c.type == "Reaction",
            "lostech": lambda c: c.lostech > 0,
            "+actions": lambda c: c.bonus.get("actions", 0) > 0,
            "+cards": lambda c: c.bonus.get("cards", 0) > 0,
            "+buys": lambda c: c.bonus.get("buys", 0) > 0,
            "+industry": lambda c: c.bonus.get("industry", 0) > 0,
        }
        self._group_ids = {k: frozenset(c.id for c in cards if test(c)) for k, test in self._groups.items()}
        self._by_name = {c.name: c for c in cards}
        self.functions = {
            "count": FunctionSpec(self._ids, lambda c, ids: c.owned(ids),
                                  "copies of a card (or of a group) I own: deck, hand, discard, play area, "
                                  "deployment zone and set-aside cards"),
            "in_hand": FunctionSpec(self._ids, lambda c, ids: c.count_in(("hand",), ids),
                                    "copies of a card (or group) in my hand"),
            "deployed": FunctionSpec(self._ids, lambda c, ids: c.count_in(("units",), ids),
                                     "copies of a card (or group) in my deployment zone"),
            "their_deployed": FunctionSpec(self._ids, lambda c, ids: c.count_in(("units",), ids, 1 - c.me),
                                           "copies of a card (or group) in the opponent's deployment zone"),
            "pile": FunctionSpec(self._one, lambda c, name: c.pile(name),
                                 "cards left in that Supply pile (0 when the card is not in this game's Supply)"),
            "in_supply": FunctionSpec(self._one, lambda c, name: name in c.state.counters["piles"],
                                      "true when the card has a pile in this game's Supply"),
        }

    def card(self, text: str) -> str:
        from mechdeck.games.domination_v22.rules import card_by_name
        from mechdeck.kernel import RulesError
        try:
            return card_by_name(text)
        except RulesError:
            raise ValueError(f"unknown card {str(text)!r}") from None

    def _one(self, text: str) -> str:
        if text.lower() in self._group_ids:
            raise ValueError(f"{text!r} is a group; this function takes one card name")
        return self.card(text)

    def _ids(self, text: str) -> frozenset:
        key = text.lower()
        if key in self._group_ids:
            return self._group_ids[key]
        return frozenset({self._by_name[self.card(text)].id})

    def target(self, text: str) -> tuple[str, frozenset]:
        """A rule's ``card:`` value: a card name or a group keyword -> (canonical text, type ids)."""
        key = str(text).strip().lower()
        if key in self._group_ids:
            return key, self._group_ids[key]
        name = self.card(text)
        return name, frozenset({self._by_name[name].id})

    def group_ids(self, key: str) -> frozenset:
        return self._group_ids[key]

    def kind_of(self, name: str) -> str:
        return self._by_name[name].type


VOCABULARIES: dict[str, Callable[[], Vocabulary]] = {"domination-v2.2": DominationVocabulary}
_VOCAB_CACHE: dict[str, Vocabulary] = {}


def vocabulary(rules_id: str) -> Vocabulary:
    v = _VOCAB_CACHE.get(rules_id)
    if v is None:
        v = _VOCAB_CACHE[rules_id] = VOCABULARIES[rules_id]()
    return v


# =====================================================================================================================
# The file format
# =====================================================================================================================
RANKINGS = {
    "cost": "the most expensive (LosTech counts as 2 Industry), then Attack",
    "cheapest": "the cheapest",
    "attack": "the highest Attack, then Defense, then cost",
    "defense": "the highest Defense, then Attack, then cost",
    "bonus": "the biggest +Actions/+Cards bonus (+Actions first), then cost",
}
DEPLOY_ORDERS = {"highest-attack": "attack", "highest-defense": "defense", "cheapest": "cheapest",
                 "most-expensive": "cost"}
POLICIES = {
    "combat": ("heuristic", "always", "never", "when-overrun"),
    "reactions": ("heuristic", "always", "never"),
    "gains": ("heuristic", "buy"),
    "unit_abilities": ("heuristic", "always", "never"),
}
SECTIONS = ("rules", "name", "description", "buy", "play", "deploy", "combat", "reactions", "gains",
            "unit_abilities", "end_guard")
RULE_KEYS = {"buy": ("card", "if", "max", "by", "min_cost"), "play": ("card", "if", "by"),
             "deploy": ("card", "if", "by")}
DEFAULT_BY = {"buy": "cost", "play": "bonus", "deploy": "attack"}
DEPLOY = "deploy"  # the play-list entry that means "deploy a unit now, chosen by the deploy: list"


@dataclass(frozen=True)
class Rule:
    """One priority-list entry: the first rule with a matching legal option and a true condition decides."""
    card: str                   # a card name or a group keyword (or DEPLOY in the play list)
    ids: frozenset
    cond: Condition | None = None
    max: int | None = None
    by: str = "cost"
    min_cost: int = 0
    line: int = 0


@dataclass(frozen=True)
class Strategy:
    rules: str
    name: str
    description: str = ""
    buy: tuple = ()
    play: tuple = ()
    deploy: tuple = ()
    combat: str = "heuristic"
    reactions: str = "heuristic"
    gains: str = "heuristic"
    unit_abilities: str = "heuristic"
    end_guard: bool = True
    source: str = "<strategy>"


def _policy(node, section: str) -> str:
    allowed = POLICIES[section]
    value = node.plain()
    if not isinstance(value, str) or value not in allowed:
        raise _error(node, f"expected one of {', '.join(allowed)}, got {value!r}")
    return value


def _condition(node, vocab: Vocabulary) -> Condition:
    try:
        return parse_condition(node.plain(), vocab)
    except ConditionError as exc:
        text = node.plain()
        where = f" at column {exc.column}" if isinstance(text, str) else ""
        raise _error(node, f"bad condition{where}: {exc} (in {text!r})") from None


def _rule(node, section: str, vocab: DominationVocabulary) -> Rule:
    if isinstance(node.value, dict):
        for key in node.keys():
            if key not in RULE_KEYS[section]:
                raise _error(node.value[key], f"unknown key (allowed in a {section} rule: "
                                              f"{', '.join(RULE_KEYS[section])})")
        card_node = node.get("card")
        if card_node is None:
            raise _error(node, f"a {section} rule needs 'card:' (a card name or a group)")
    else:
        card_node = node
    text = card_node.plain()
    if not isinstance(text, str) or not text.strip():
        raise _error(card_node, f"expected a card name or a group, got {text!r}")
    fields: dict[str, Any] = {"line": card_node.line, "by": DEFAULT_BY[section]}
    if section == "play" and text.strip().lower() == DEPLOY:
        card, ids = DEPLOY, frozenset()
    elif section == "deploy" and text.strip().lower() in DEPLOY_ORDERS:
        card, ids = "unit", vocab.group_ids("unit")
        fields["by"] = DEPLOY_ORDERS[text.strip().lower()]
    else:
        try:
            card, ids = vocab.target(text)
        except ValueError as exc:
            groups = ", ".join(vocab.groups)
            raise _error(card_node, f"{exc} (a card name as printed, or a group: {groups})") from None
        if card not in vocab.groups:
            kind = vocab.kind_of(card)
            if section == "play" and kind != "Support":
                raise _error(card_node, f"{card} is a {kind} card: the play list names Support cards "
                                        f"(units go in deploy:, Resources are always played)")
            if section == "deploy" and kind != "Unit":
                raise _error(card_node, f"{card} is a {kind} card: the deploy list names Unit cards")
    if isinstance(node.value, dict):
        cond = node.get("if")
        if cond is not None:
            fields["cond"] = _condition(cond, vocab)
        by = node.get("by")
        if by is not None:
            value = by.plain()
            if value not in RANKINGS:
                raise _error(by, f"expected one of {', '.join(RANKINGS)}, got {value!r}")
            fields["by"] = value
        for key in ("max", "min_cost"):
            n = node.get(key)
            if n is not None:
                value = n.plain()
                if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                    raise _error(n, f"expected a whole number (0 or more), got {value!r}")
                fields[key] = value
        if card == DEPLOY and set(node.keys()) - {"card", "if"}:
            extra = sorted(set(node.keys()) - {"card", "if"})[0]
            raise _error(node.value[extra], "the 'deploy' entry takes only 'if:'")
    return Rule(card=card, ids=ids, **fields)


def _rule_list(node, section: str, vocab) -> tuple:
    if isinstance(node.value, str):
        if section == "deploy":
            return (_rule(node, section, vocab),)
        raise _error(node, f"expected a list of {section} rules, got {node.plain()!r}")
    if not isinstance(node.value, list):
        raise _error(node, f"expected a list of {section} rules, got {node.plain()!r}")
    return tuple(_rule(item, section, vocab) for item in node.value)


def parse_strategy(text: str, source: str = "<strategy>") -> Strategy:
    """Read and validate a strategy file's text; raises StrategyError naming the line and field."""
    try:
        root = parse(text, source)
    except ScenarioError as exc:
        raise StrategyError(str(exc).replace("scenario: a scenario is a mapping of fields",
                                             "strategy: a strategy file is a mapping of sections")) from None
    for key in root.keys():
        if key not in SECTIONS:
            raise _error(root.value[key], f"unknown section (allowed: {', '.join(SECTIONS)})")
    rules_node = root.get("rules")
    if rules_node is None:
        raise _error(root, "missing 'rules:' (the rule set this strategy plays, e.g. domination-v2.2)")
    rules_id = rules_node.plain()
    if rules_id not in VOCABULARIES:
        raise _error(rules_node, f"no strategy vocabulary for rule set {rules_id!r} "
                                 f"(available: {', '.join(VOCABULARIES)})")
    vocab = vocabulary(rules_id)
    out: dict[str, Any] = {"rules": rules_id, "source": source}
    stem = Path(source).stem if not source.startswith("<") else "strategy"
    out["name"] = stem
    for key in ("name", "description"):
        n = root.get(key)
        if n is not None:
            value = n.plain()
            if not isinstance(value, str) or not value.strip():
                raise _error(n, f"expected text, got {value!r}")
            out[key] = value.strip()
    for section in ("buy", "play", "deploy"):
        n = root.get(section)
        if n is not None:
            out[section] = _rule_list(n, section, vocab)
    if "buy" not in out:
        raise _error(root, "missing 'buy:' (the buy rules, in priority order)")
    if "play" not in out:
        out["play"] = tuple(Rule(card=k, ids=vocab.target(k)[1] if k != DEPLOY else frozenset(), by="bonus")
                            for k in ("+actions", "+cards", "any", DEPLOY))
    elif not any(r.card == DEPLOY for r in out["play"]):
        out["play"] = out["play"] + (Rule(card=DEPLOY, ids=frozenset()),)
    if "deploy" not in out:
        out["deploy"] = (Rule(card="unit", ids=vocab.group_ids("unit"), by="attack"),)
    for section in POLICIES:
        n = root.get(section)
        if n is not None:
            out[section] = _policy(n, section)
    n = root.get("end_guard")
    if n is not None:
        value = n.plain()
        if not isinstance(value, bool):
            raise _error(n, f"expected true or false, got {value!r}")
        out["end_guard"] = value
    return Strategy(**out)


def load_strategy(path: str | Path) -> Strategy:
    path = Path(path)
    try:
        text = path.read_text()
    except OSError as exc:
        raise StrategyError(f"{path}: cannot read the strategy file: {exc.strerror}") from None
    return parse_strategy(text, str(path))


def _shipped_folder():
    return resources.files("mechdeck.agents") / SHIPPED_FOLDER


def shipped_strategy_names() -> tuple[str, ...]:
    """The strategies shipped with mechdeck (``strategy:<name>``), sorted."""
    folder = _shipped_folder()
    return tuple(sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".yaml")))


def load_shipped(name: str) -> Strategy:
    if name not in shipped_strategy_names():
        raise StrategyError(f"unknown shipped strategy {name!r}; shipped strategies: "
                            f"{', '.join(shipped_strategy_names())}")
    text = (_shipped_folder() / f"{name}.yaml").read_text()
    return parse_strategy(text, f"strategy:{name}")


# =====================================================================================================================
# The agent
# =====================================================================================================================
def _rank_key(T, by: str):
    if by == "cost":
        return lambda n: (T.cost[T.id[n]] + 2 * T.lostech[T.id[n]], T.attack[T.id[n]], T.defense[T.id[n]])
    if by == "cheapest":
        return lambda n: (-(T.cost[T.id[n]] + 2 * T.lostech[T.id[n]]), T.attack[T.id[n]])
    if by == "attack":
        return lambda n: (T.attack[T.id[n]], T.defense[T.id[n]], T.cost[T.id[n]] + 2 * T.lostech[T.id[n]])
    if by == "defense":
        return lambda n: (T.defense[T.id[n]], T.attack[T.id[n]], T.cost[T.id[n]] + 2 * T.lostech[T.id[n]])

    def bonus(n):
        b = T.bonus[T.id[n]]
        return (b.get("actions", 0) > 0, b.get("cards", 0) + b.get("actions", 0),
                T.cost[T.id[n]] + 2 * T.lostech[T.id[n]])
    return bonus


def _pick(T, rule: Rule, names: list, ctx, extra=None) -> str | None:
    """The option ``rule`` picks among ``names`` (legal option names), or None when it does not apply."""
    cands = [n for n in names if T.id[n] in rule.ids]
    if rule.min_cost:
        cands = [n for n in cands if T.cost[T.id[n]] >= rule.min_cost]
    if rule.max is not None:
        cands = [n for n in cands if ctx.owned(frozenset({T.id[n]})) < rule.max]
    if extra is not None:
        cands = [n for n in cands if extra(n)]
    if not cands:
        return None
    if rule.cond is not None and not rule.cond(ctx):
        return None
    key = _rank_key(T, rule.by)
    return max(cands, key=lambda n: (key(n), n))


class StrategyAgent:
    """Plays a strategy file: ``StrategyAgent(strategy, seed).act(rules, state)``.  ``strategy`` is a Strategy,
    a path to a .yaml file, or ``strategy:<name>`` for a shipped one."""

    def __init__(self, strategy, seed: int = 0):
        if isinstance(strategy, str) and strategy.startswith("strategy:"):
            strategy = load_shipped(strategy[len("strategy:"):])
        elif isinstance(strategy, (str, Path)):
            strategy = load_strategy(strategy)
        if not isinstance(strategy, Strategy):
            raise TypeError(f"expected a Strategy, a path or 'strategy:<name>', not {strategy!r}")
        self.strategy = strategy
        self.seed = seed
        self.name = f"strategy:{strategy.name}"
        self.heuristic = HeuristicAgent(seed)

    def __repr__(self):
        return f"StrategyAgent({self.strategy.name!r}, seed={self.seed})"

    def act(self, rules, state):
        decision = state.decision
        if decision is None:
            raise ValueError("the game is over: there is no action to choose")
        options = decision.options
        if len(options) == 1:
            return options[0]
        if rules.id != self.strategy.rules:
            raise ValueError(f"strategy {self.strategy.name!r} is written for {self.strategy.rules}, "
                             f"not for {rules.id}")
        T = _tables(rules)
        me = decision.player
        ctx = _DomCtx(rules, state, me, T)
        kind = decision.kind
        action = None
        if any(o[0] == "reveal" for o in options) and self.strategy.reactions != "heuristic":
            action = self._reaction(rules, state, options)
        elif kind == "buy":
            action = self._buy(T, state, me, options, ctx)
        elif kind == "action":
            action = self._action(rules, T, state, me, options, ctx)
        elif kind == "combat":
            action = self._combat(rules, T, state, me, options)
        elif kind == "choose" and self.strategy.gains == "buy" and all(o[0] == "gain" for o in options):
            names = [o[1] for o in options]
            for rule in self.strategy.buy:
                pick = _pick(T, rule, names, ctx)
                if pick is not None:
                    action = ("gain", pick)
                    break
        if action is None or action not in options:
            action = self.heuristic.act(rules, state)
        return action

    # -- the Buy phase ------------------------------------------------------------------------------------------
    def _buy(self, T, state, me, options, ctx):
        play = resource_play(options)
        if play is not None:
            return play
        names = [o[1] for o in options if o[0] == "buy"]
        extra = None
        if self.strategy.end_guard and names:
            empties = ctx.empty_piles()
            if empties == 3:
                enders = [n for n in names if ctx.pile(n) == 1]
                if enders:
                    mine, theirs = ctx.score(me) + 1, ctx.score(1 - me)
                    wins = mine > theirs or (mine == theirs and len(ctx.zone("units")) > len(
                        ctx.zone("units", 1 - me)))
                    if wins:
                        return ("buy", max(enders, key=lambda n: (_rank_key(T, "cost")(n), n)))
                    losing = set(enders)
                    extra = lambda n: n not in losing  # noqa: E731
        for rule in self.strategy.buy:
            pick = _pick(T, rule, names, ctx, extra)
            if pick is not None:
                return ("buy", pick)
        return ("end",)

    # -- the Action phase ---------------------------------------------------------------------------------------
    def _action(self, rules, T, state, me, options, ctx):
        abilities = self.strategy.unit_abilities
        hunch = ("use", "Hunchback")
        if hunch in options and abilities != "never":
            if abilities == "always" or self.heuristic.act(rules, state) == hunch:
                return hunch
        plays = [o[1] for o in options if o[0] == "play"]
        deploys = [o[1] for o in options if o[0] == "deploy"]
        for entry in self.strategy.play:
            if entry.card == DEPLOY:
                if not deploys or (entry.cond is not None and not entry.cond(ctx)):
                    continue
                for rule in self.strategy.deploy:
                    pick = _pick(T, rule, deploys, ctx)
                    if pick is not None:
                        return ("deploy", pick)
                continue
            pick = _pick(T, entry, plays, ctx)
            if pick is not None:
                return ("play", pick)
        cat = ("use", "Catapult")
        if cat in options and abilities != "never":
            if abilities == "always" or self.heuristic.act(rules, state) == cat:
                return cat
        return ("end",)

    # -- Combat -------------------------------------------------------------------------------------------------
    def _combat(self, rules, T, state, me, options):
        policy = self.strategy.combat
        uses = [o for o in options if o[0] == "use"]
        if policy == "heuristic" or not uses:
            return None  # the heuristic's choice (Defense System included, when reactions: heuristic)
        if policy == "never":
            return ("done",)
        if policy == "always":
            return uses[0]
        # when-overrun: an ability only when the exact arithmetic says it changes the Overrun in my favour
        c = state.counters
        types = state.card_types
        mine = [types[u] for u in state.zones[f"units{me}"]]
        theirs = [types[u] for u in state.zones[f"units{1 - me}"]]
        ob = c["overrun_bonus"]
        if c["active"] != me:  # defending: Trebuchet when it lowers the Overrun
            attack = _total(T, theirs, mine, True, c["attack_bonus"])
            defense = _total(T, mine, theirs, False, c["defense_bonus"])
            if ("use", "Trebuchet") in uses and _overrun(attack, defense + 1, ob) < _overrun(attack, defense, ob):
                return ("use", "Trebuchet")
            return ("done",)
        attack = _total(T, mine, theirs, True, c["attack_bonus"])
        defense = _total(T, theirs, mine, False, c["defense_bonus"])
        now = _overrun(attack, defense, ob)
        best, best_gain = None, 0
        for option in uses:
            name = option[1]
            t = T.id[name]
            if name in ("Commando", "Fire Falcon"):
                return option  # free
            if name in ("Infantry Platoon", "Mechanized Infantry", "Awesome"):
                rest = _without(mine, t)
                a2 = _total(T, rest, theirs, True, c["attack_bonus"] + (4 if name == "Awesome" else 1))
                d2 = _total(T, theirs, rest, False, c["defense_bonus"])
                gain = _overrun(a2, d2, ob) - now
            elif name == "Trebuchet":
                gain = _overrun(_total(T, mine, theirs, True, c["attack_bonus"] + 1), defense, ob) - now
            elif name == "Masakari (Warhawk)":
                gain = _overrun(attack, defense, ob + 1) - now
            elif name == "Thor (Summoner)":
                targets = [u for u in theirs if T.cost[u] >= 5]
                if not targets:
                    continue
                rest = _without(mine, t)
                left = _without(theirs, max(targets, key=lambda u: T.defense[u]))
                a2 = _total(T, rest, left, True, c["attack_bonus"])
                d2 = _total(T, left, rest, False, c["defense_bonus"])
                gain = _overrun(a2, d2, ob) - now
            else:
                continue
            if gain > best_gain:
                best, best_gain = option, gain
        return best or ("done",)

    # -- Reactions ----------------------------------------------------------------------------------------------
    def _reaction(self, rules, state, options):
        reveals = [o for o in options if o[0] == "reveal"]
        if self.strategy.reactions == "always":
            return reveals[0]
        choice = self.heuristic.act(rules, state)
        if choice[0] != "reveal":
            return choice
        if ("pass",) in options:
            return ("pass",)
        return next(o for o in options if o[0] != "reveal")

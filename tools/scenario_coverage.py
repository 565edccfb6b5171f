"""Per card of a rule set: the scenario files that exercise it, the fields their ``expect:`` blocks check, and the
gaps (no scenario; scenarios that check only options/to_move/prompt; no case where the card must not apply).

    python tools/scenario_coverage.py [--rules ID] [--gaps] [--dir FOLDER] [--tests FOLDER]

Which cards a scenario exercises: the cards named in its position (hands, decks, units, Supply, Row, ...) or in its
``do:`` actions.  When its ``description:`` names some of those cards, only the named ones count: the description
says what the file is about, so the Griffin deployed to set off Adder's FEROCIOUS is not a Griffin case.

A negative case (the card must not apply: its condition is not met, a wrong target, an empty pile) is a scenario
whose ``description:`` starts with "does not apply:" (docs/scenarios.md, "Writing rule cases").

The rule set's Python tests (``tests/<rule set>/test_*.py``, or ``--tests FOLDER``; none when only ``--dir`` is
given) count too; they are read with ``ast``, never run.  A test function exercises the cards whose full name or
collector number is a text in it: its body (the arguments it gives its helpers), its ``@pytest.mark.parametrize``
values, the module constants it uses (``BANSHEE = "Banshee (BNC-3E)"``, a table of cases) and the body of each module
function it calls (``_topple(roll)``, one level deep).  When its name or docstring names some of those cards
("test_gladiator_c_jump_..."), only the named ones count, as for a description.  It checks something when it has an
``assert`` or a ``pytest.raises`` block, and checks only options when every assert reads ``options``/``decision``.
It is a negative case when its docstring starts with "Does not apply:" (the explicit form) or its name holds one of
the words ``not``, ``no``, ``never``, ``cannot``, ``nothing``, ``needs`` (``test_jump_cannot_take_attack_below_zero``).

A BattleTech TCG card whose text is only options and resource lines the engine reads from the data
(``abilities.registry.plain_by_data``) is "plain": the table-driven data tests compare each such card's data with
its printed text, so it has no gap.

Every card of the rule set is listed, so a card without a scenario shows up; the last line sums up.  The exit status
is 0, or 2 when a scenario or test file cannot be read (a one-line message names it).
"""
from __future__ import annotations

import argparse
import ast
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
NEGATIVE_PREFIX = "does not apply:"
# Fields that say what may be done next but nothing about what a card changed.
WEAK_FIELDS = frozenset({"options", "options_include", "options_exclude", "to_move", "prompt", "python:options"})
# Scenario fields that hold no card names (the position's other fields are searched for names).
NOT_POSITION = frozenset({"rules", "description", "do", "expect", "skip", "seed", "counters", "dice"})
# A Python test is a negative case when its docstring starts with NEGATIVE_PREFIX, or its name holds one of these words.
NEGATIVE_WORDS = frozenset({"not", "no", "never", "cannot", "nothing", "needs"})
# What a Python test's assert reads when it checks only what may be done next (``options(s)``, ``s.decision``).
WEAK_READS = frozenset({"options", "decision"})


class CoverageError(Exception):
    """A scenario file or an argument the tool cannot use; the message is one line naming it."""


@dataclass
class Catalogue:
    """A rule set's cards and how scenario texts name them."""
    rules_id: str
    names: list[str]                 # every card of the rule set, in the card data's order
    folder: Path                     # where its scenario files live
    aliases: dict[str, str]          # normalised name or alias -> card name
    normalise: object                # text -> the form the aliases are written in
    tests: Path | None = None        # the folder of its Python tests
    plain: frozenset[str] = frozenset()  # cards the data tests check (text only options the engine reads)
    exact: dict[str, str] = field(default_factory=dict)  # full names and numbers, as written in Python tests
    pattern: re.Pattern = field(init=False)
    _written: re.Pattern | None = field(init=False, default=None)

    def __post_init__(self):
        # Longest alias first, so "Elite Elementals" is not also read as "Elementals".
        alternatives = sorted(self.aliases, key=len, reverse=True)
        self.pattern = re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, alternatives)) + r")(?!\w)")

    def resolve(self, text: str) -> str | None:
        return self.aliases.get(self.normalise(text))

    def named_in(self, text: str) -> set[str]:
        """The cards a free text (an action, a description) names."""
        return {self.aliases[m.group(0)] for m in self.pattern.finditer(self.normalise(text))}

    def written_in(self, text: str) -> set[str]:
        """The cards a Python string holds by full name or collector number (a position, a log line); short
        names are left to the test's name, where they only narrow."""
        if self._written is None:
            alternatives = sorted(self.exact, key=len, reverse=True)
            self._written = re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, alternatives)) + r")(?![\w-])")
        return {self.exact[m.group(0)] for m in self._written.finditer(text)}


def _domination_catalogue(rules) -> Catalogue:
    aliases = dict(rules.aliases)
    for card in rules.cards:  # the name in parentheses is a name too: "Timberwolf" for "Mad Cat (Timberwolf)"
        inner = re.findall(r"\(([^)]+)\)", card.name)
        if inner:
            aliases.setdefault(inner[0].lower(), card.name)
    package = type(rules).__module__.split(".")[-2]
    names = [c.name for c in rules.cards]
    return Catalogue(rules.id, names, ROOT / "tests" / package / "scenarios", aliases,
                     lambda text: " ".join(str(text).split()).lower(), ROOT / "tests" / package,
                     exact={name: name for name in names})


def _tcg_catalogue(rules) -> Catalogue:
    from mechdeck.games.battletech_tcg.abilities import implemented_numbers
    from mechdeck.games.battletech_tcg.abilities.registry import plain_by_data
    from mechdeck.games.battletech_tcg.cards import card_by_number, name_key

    implemented = set(implemented_numbers())
    # a Commander's Edition reprint that plays as an earlier printing (T1105) is that card: its tests are the card's
    own_rules = [c for c in rules.cards if c.number in implemented and c.plays_as == c.number]
    names = list(dict.fromkeys(c.name for c in own_rules))  # art variants share a name
    with_ability = {c.name for c in own_rules if not plain_by_data(c)}
    rules_name = {number: card_by_number(card_by_number(number).plays_as).name for number in implemented}
    exact = {name: name for name in names} | rules_name
    aliases = {name_key(name): name for name in names}
    for number in implemented:
        aliases.setdefault(name_key(card_by_number(number).name), rules_name[number])
    heads: dict[str, set[str]] = {}
    for name in names:  # "Dragon" or "Storm Crow" alone, where no other implemented card shares it
        for part in re.split(r"[()]", name):
            if name_key(part):
                heads.setdefault(name_key(part), set()).add(name)
    for head, owners in heads.items():
        if len(owners) == 1:
            aliases.setdefault(head, owners.pop())
    for number in implemented:
        aliases[name_key(number)] = rules_name[number]
    package = type(rules).__module__.split(".")[-2]
    return Catalogue(rules.id, names, ROOT / "tests" / package / "scenarios", aliases, name_key,
                     ROOT / "tests" / package, frozenset(names) - with_ability, exact)


def catalogue(rules_id: str) -> Catalogue:
    import mechdeck.games  # noqa: F401  (registers the rule sets)
    from mechdeck.kernel import RulesError, get_rules

    try:
        rules = get_rules(rules_id)
    except RulesError as exc:
        raise CoverageError(str(exc)) from None
    if hasattr(rules, "scenario_spec"):
        return _domination_catalogue(rules)
    if rules_id == "battletech-tcg":
        return _tcg_catalogue(rules)
    raise CoverageError(f"rule set {rules_id} has no card list this tool can read")


@dataclass
class Scenario:
    path: str                        # relative to the folder searched
    cards: set[str]                  # the cards it exercises
    fields: set[str]                 # the fields its expect: blocks check
    negative: bool


def _strings(value, under: str = ""):
    """Every text in a position value; the keys of ``supply:`` are card names too."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item, under)
    elif isinstance(value, dict):
        for key, item in value.items():
            if under == "supply":
                yield str(key)
            yield from _strings(item, str(key))


def expect_fields(expect) -> set[str]:
    """``expect:`` field names, a player's fields by their own name (``P1: {hand_count}`` -> ``hand_count``; v4's
    ``P1_reactions`` -> ``reactions``; the TCG's ``marks`` -> ``marks.<marker>``)."""
    found: set[str] = set()
    if not isinstance(expect, dict):
        return found
    for key, value in expect.items():
        key = str(key)
        if key in ("P1", "P2") and isinstance(value, dict):
            for sub, inner in value.items():
                if sub == "marks" and isinstance(inner, dict):
                    found |= {f"marks.{m}" for marks in inner.values() if isinstance(marks, dict) for m in marks}
                else:
                    found.add(str(sub))
        else:
            found.add(re.sub(r"^P[12]_", "", key))
    return found


def read_scenario(path: Path, folder: Path, cat: Catalogue) -> Scenario | None:
    """The scenario at ``path``, or None when it is written for another rule set."""
    try:
        data = yaml.safe_load(path.read_text())
    except (OSError, yaml.YAMLError) as exc:
        reason = getattr(exc, "problem", None) or exc.__class__.__name__
        raise CoverageError(f"{path}: cannot read the scenario ({reason})") from None
    if not isinstance(data, dict):
        raise CoverageError(f"{path}: a scenario is a mapping of fields")
    if data.get("rules") != cat.rules_id:
        return None
    cards: set[str] = set()
    for key, value in data.items():
        if key not in NOT_POSITION:
            cards |= {name for text in _strings(value, key) if (name := cat.resolve(text))}
    fields = expect_fields(data.get("expect"))
    do = data.get("do") or []
    for step in do if isinstance(do, list) else []:
        if isinstance(step, dict):  # a checkpoint inside do: (``- expect: {...}``)
            fields |= expect_fields(step.get("expect"))
        else:
            cards |= cat.named_in(str(step))
    description = str(data.get("description") or "")
    about = cards & cat.named_in(description)
    return Scenario(str(path.relative_to(folder)), about or cards, fields,
                    description.strip().lower().startswith(NEGATIVE_PREFIX))


# What a module constant may be written with: literals, containers of them and other names (a table of cases).
_CONSTANT_NODES = (ast.Constant, ast.List, ast.Tuple, ast.Set, ast.Dict, ast.Name, ast.Load, ast.BinOp, ast.Add,
                   ast.UnaryOp, ast.USub)


def _module_constants(tree: ast.Module) -> dict[str, list[str]]:
    """The module's constants and the texts in each (``BANSHEE = "Banshee (BNC-3E)"``, a table of cases); a value
    computed by a call or a comprehension is not read."""
    constants = {}
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
                and all(isinstance(sub, _CONSTANT_NODES) for sub in ast.walk(node.value))):
            constants[node.targets[0].id] = list(_texts(node.value))
    return constants


def _texts(node: ast.AST):
    for sub in ast.walk(node):
        if isinstance(sub, ast.Constant) and isinstance(sub.value, str):
            yield sub.value


def _test_functions(tree: ast.Module):
    for node in tree.body:
        body = node.body if isinstance(node, ast.ClassDef) and node.name.startswith("Test") else [node]
        for fn in body:
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) and fn.name.startswith("test"):
                yield fn


def _is_pytest_raises(item: ast.withitem) -> bool:
    call = item.context_expr
    return (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "raises"
            and isinstance(call.func.value, ast.Name) and call.func.value.id == "pytest")


def _checks(fn) -> set[str]:
    """``{"python:assert"}`` when a test checks the state, ``{"python:options"}`` when every assert reads only what
    may be done next (``options(s)``, ``s.decision``), nothing when it checks nothing."""
    weak = strong = False
    for sub in ast.walk(fn):
        if isinstance(sub, ast.With) and any(map(_is_pytest_raises, sub.items)):
            strong = True
        elif isinstance(sub, ast.Assert):
            reads = {n.id for n in ast.walk(sub.test) if isinstance(n, ast.Name)}
            reads |= {n.attr for n in ast.walk(sub.test) if isinstance(n, ast.Attribute)}
            if reads & WEAK_READS:
                weak = True
            else:
                strong = True
    return {"python:assert"} if strong else {"python:options"} if weak else set()


def read_tests(path: Path, folder: Path, cat: Catalogue) -> list[Scenario]:
    """The test functions of one Python test file that exercise a card and check something."""
    try:
        tree = ast.parse(path.read_text(), str(path))
    except (OSError, SyntaxError, ValueError) as exc:
        raise CoverageError(f"{path}: cannot read the tests ({exc.__class__.__name__})") from None
    constants = _module_constants(tree)
    helpers = {node.name: node for node in tree.body
               if isinstance(node, ast.FunctionDef) and not node.name.startswith("test")}
    cases = []
    for fn in _test_functions(tree):
        fields = _checks(fn)
        if not fields:
            continue
        texts = list(_texts(fn))
        for called in {c.func.id for c in ast.walk(fn) if isinstance(c, ast.Call) and isinstance(c.func, ast.Name)}:
            if called in helpers:  # a helper that sets up the card's position (``_topple(roll)``): one level deep
                texts += _texts(helpers[called])
        for name in {n.id for n in ast.walk(fn) if isinstance(n, ast.Name)} & constants.keys():
            texts += constants[name]
        cards = set().union(*map(cat.written_in, texts))
        if not cards:
            continue
        docstring = ast.get_docstring(fn) or ""
        about = cards & cat.named_in(fn.name.replace("_", " ") + " " + docstring)
        negative = (docstring.lower().startswith(NEGATIVE_PREFIX)
                    or bool(NEGATIVE_WORDS.intersection(fn.name.split("_"))))
        cases.append(Scenario(f"{path.relative_to(folder)}::{fn.name}", about or cards, fields, negative))
    return cases


@dataclass
class CardCoverage:
    name: str
    scenarios: list[Scenario]
    tests: list[Scenario] = field(default_factory=list)  # Python test functions, read as scenarios are
    plain: bool = False                                  # checked by the data tests (text only data options)

    @property
    def cases(self) -> list[Scenario]:
        return self.scenarios + self.tests

    @property
    def fields(self) -> set[str]:
        return set().union(*(s.fields for s in self.cases))

    @property
    def negatives(self) -> list[Scenario]:
        return [s for s in self.cases if s.negative]

    @property
    def gaps(self) -> list[str]:
        if self.plain:
            return []
        if not self.cases:
            return ["no scenario"]
        gaps = []
        if self.fields <= WEAK_FIELDS:
            gaps.append("checks only options/to_move")
        if not self.negatives:
            gaps.append("no negative case")
        return gaps


def coverage(rules_id: str, folder: Path | None = None, tests: Path | None = None) -> list[CardCoverage]:
    """Every card of the rule set with the scenarios under ``folder`` and the Python tests in ``tests`` that
    exercise it.  By default its tests' scenarios/ and, for the TCG, its test_*.py files; a ``folder`` given
    reads no Python tests unless ``tests`` is given too."""
    cat = catalogue(rules_id)
    if folder is None:
        folder, tests = cat.folder, cat.tests if tests is None else tests
    folder = Path(folder)
    for where in (folder, tests):
        if where is not None and not Path(where).is_dir():
            raise CoverageError(f"{where}: no such folder")
    scenarios = [s for path in sorted(folder.rglob("*.yaml")) if (s := read_scenario(path, folder, cat))]
    functions = [] if tests is None else [t for path in sorted(Path(tests).glob("test_*.py"))
                                          for t in read_tests(path, Path(tests), cat)]
    return [CardCoverage(name, [s for s in scenarios if name in s.cards], [t for t in functions if name in t.cards],
                         name in cat.plain) for name in cat.names]


def summary(rules_id: str, cards: list[CardCoverage]) -> str:
    def count(gap):
        return sum(gap in c.gaps for c in cards)

    plain = sum(c.plain for c in cards)
    return (f"{rules_id}: {len(cards)} cards, {sum(bool(c.cases) or c.plain for c in cards)} covered, "
            f"{sum(bool(c.gaps) for c in cards)} with gaps ({count('no scenario')} no scenario, "
            f"{count('checks only options/to_move')} only options/to_move, {count('no negative case')} no negative "
            f"case)" + (f", {plain} plain (checked by the data tests)" if plain else ""))


def report(cards: list[CardCoverage], gaps_only: bool) -> list[str]:
    lines = []
    for card in cards:
        if gaps_only and not card.gaps:
            continue
        lines.append(card.name + (f"  -- GAP: {'; '.join(card.gaps)}" if card.gaps else "")
                     + ("  (plain: its options are data, checked by the data tests)" if card.plain else ""))
        if card.scenarios:
            lines.append(f"    scenarios: {', '.join(s.path for s in card.scenarios)}")
        if card.tests:
            lines.append(f"    tests: {', '.join(t.path for t in card.tests)}")
        if card.cases:
            lines.append(f"    checks: {', '.join(sorted(card.fields)) or 'nothing'}")
            negatives = card.negatives
            if negatives:
                lines.append(f"    negative: {', '.join(s.path for s in negatives)}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog='A negative case is a scenario whose description starts with "does not apply:", or a Python test '
               'whose docstring starts with "Does not apply:" or whose name holds one of the words not, no, never, '
               "cannot, nothing, needs (test_jump_cannot_take_attack_below_zero). A card's scenarios are those "
               "naming it in their position or do: actions; its tests, those naming it (full name or collector "
               "number) in their body, parametrize values, module constants or the module functions they call, and "
               "checking something (assert, pytest.raises). When a description, or a test's name or docstring, "
               "names some of those cards, only they count. Plain TCG cards (text only options and resources read "
               "from the data) are checked by the data tests.")
    parser.add_argument("--rules", default="domination-v2.2", help="rule set id (default domination-v2.2, as for "
                                                                   "mechdeck's own commands)")
    parser.add_argument("--gaps", action="store_true", help="list only the cards with a gap")
    parser.add_argument("--dir", type=Path, help="the scenario folder (default tests/<rule set>/scenarios)")
    parser.add_argument("--tests", type=Path, help="the folder of Python test files to read (default "
                                                   "tests/<rule set> unless --dir is given)")
    args = parser.parse_args(argv)
    try:
        cards = coverage(args.rules, args.dir, args.tests)
    except CoverageError as exc:
        print(f"scenario_coverage: {exc}", file=sys.stderr)
        return 2
    for line in report(cards, args.gaps):
        print(line)
    print(summary(args.rules, cards))
    return 0


if __name__ == "__main__":
    sys.exit(main())

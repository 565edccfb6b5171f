"""Variant rule sets: a rule set played with a designer's changes to its data -- numbers on cards, cards taken out of
the pool, rule parameters -- read from a variant file in kernel/patch.py's format::

    base: domination-v2.2
    description: Stormcrow one cheaper
    changes:
      - set: cards/Stormcrow (Ryoken)/cost
        to: 4
      - remove: cards/Assassination
      - set: parameters/hand_size
        to: 6

A rule set that takes variants gives the document a file patches (``RuleSet.variant_document``: its cards and its
``parameters``) and builds the rule set that plays a changed copy (``RuleSet.make_variant``), checking it with
errors that name the file, the line and the field.  The variant is its own rule set, ``<base id>@<digest>``: the
first 12 hex digits of the SHA-256 of the whole changed document, so a changed number is another rule set, a record
replays only with the data it was played with, and the same changes made by two files are one rule set.  War Rig's
content files are variants of War Rig (its whole content is its data).

This module knows nothing of any game."""
from __future__ import annotations

import copy
import hashlib
import json
from pathlib import Path
from typing import Any, Callable

from . import patch
from .engine import RuleSet, RulesError, get_rules, register, rule_set_ids
from .patch import Origins, PatchError
from .procedures import SCRIPTS

#: a variant file's field naming the rule set it changes
BASE_FIELD = "base"
#: the document field holding a rule set's parameters (hand size, ...)
PARAMETERS = "parameters"


def variant_rules_id(base_id: str, document: Any) -> str:
    """``<base id>@`` and the first 12 hex digits of the SHA-256 of the document as canonical JSON."""
    canonical = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return f"{base_id}@{hashlib.sha256(canonical.encode()).hexdigest()[:12]}"


def is_variant_id(rules_id: str) -> bool:
    return "@" in rules_id


def base_of(rules_id: str) -> str:
    """The shipped rule set a variant id was made from (the id itself for a shipped rule set)."""
    return rules_id.partition("@")[0]


def read_variant_file(path: str | Path, rules_id: str | None = None,
                      aliases: dict[str, str] | None = None) -> RuleSet:
    """The variant rule set of a variant file, registered; ``rules_id``: the rule set the caller expects it to change
    (needed for a whole document without ``base:``).  PatchError (one line: the file, the line, the field) for a
    file that cannot be read or is wrong."""
    source = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise PatchError(f"{source}: cannot read the variant file ({exc})") from None
    return read_variant(text, source, rules_id, aliases)


def read_variant(text: str, source: str, rules_id: str | None = None,
                 aliases: dict[str, str] | None = None) -> RuleSet:
    """``read_variant_file`` for a text; ``aliases`` maps other names a file's ``base:`` may give (War Rig's
    ``sample``) to rule set ids."""
    root = patch.read(text, source)
    if not isinstance(root.value, dict):
        raise PatchError(f"{source}, line {root.line}: (top level): a variant file is a mapping of fields")
    base_node = root.get(BASE_FIELD)
    named = base_node.plain() if base_node is not None else None
    if base_node is not None:
        base_id = _base_rules_id(named, aliases or {})
        if base_id is None or base_id not in _shipped_ids():
            raise PatchError(f"{source}, line {base_node.line}: base: unknown rule set {named!r} (known: "
                             f"{', '.join(_shipped_ids() + sorted(aliases or {}))})")
    elif rules_id is None:
        raise PatchError(f"{source}, line {root.line}: (top level): a variant file names the rule set it changes: "
                         f"'base: RULES-ID' (one of {', '.join(_shipped_ids())})")
    else:
        base_id = base_of(rules_id)
    if rules_id is not None and base_of(rules_id) != base_id:
        raise PatchError(f"{source}: the file changes {base_id}, but the rule set asked for is {rules_id}")
    base = get_rules(base_id)
    try:
        shipped = base.variant_document()
    except RulesError as exc:
        raise PatchError(f"{source}: {exc}") from None
    bases: dict[str, Callable[[], Any]] = {named or base_id: lambda: copy.deepcopy(shipped)}
    document, origins = patch.load(text, source, bases, base.variant_keys)
    description = root.get("description")
    info = {"base": base_id, "name": Path(source).stem,
            "description": str(description.plain()) if description is not None else "",
            "changes": describe_changes(shipped, document, base.variant_keys)}
    variant = base.make_variant(document, origins)
    variant.variant_data, variant.variant_source = document, (text, source)
    return register_variant(variant, info)


def _base_rules_id(named: Any, aliases: dict[str, str]) -> str | None:
    if not isinstance(named, str):
        return None
    return aliases.get(named, named)


def _shipped_ids() -> list[str]:
    return [rid for rid in rule_set_ids() if not is_variant_id(rid)]


def register_variant(rules: RuleSet, info: dict | None = None) -> RuleSet:
    """Register a variant rule set built by its base's ``make_variant`` under its id (the same changes again: the
    rule set already registered, with ``info`` kept if it had none).  Returns the registered rule set."""
    if rules.id in rule_set_ids():
        registered = get_rules(rules.id)
        if registered.variant_info is None and info is not None:
            registered.variant_info = info
        return registered
    rules.variant_info = info or {"base": base_of(rules.id), "name": rules.id, "description": "", "changes": []}
    base_title = get_rules(base_of(rules.id)).title
    if rules.title == base_title:   # a game's screen says which numbers it is played with
        rules.title = f"{base_title}, variant {rules.variant_info['name']}"
    if base_of(rules.id) in SCRIPTS:   # a variant plays its base's card scripts
        SCRIPTS[rules.id] = SCRIPTS[base_of(rules.id)]
    register(rules.id, lambda: rules)
    return rules


def variant_from_document(rules_id: str, document: Any, info: dict | None = None) -> RuleSet:
    """The variant rule set ``rules_id`` rebuilt from its whole document (a simulation worker, a results folder).
    ValueError when the document is not of that rule set, or makes another variant (changed since)."""
    if rules_id in rule_set_ids():
        return get_rules(rules_id)
    if not is_variant_id(rules_id):
        raise RulesError(f"rule set {rules_id} is no variant")
    made = variant_rules_id(base_of(rules_id), document)
    if made != rules_id:
        raise RulesError(f"the data kept with the games make the rule set {made}, not {rules_id}: they were changed "
                         "after the games were played")
    variant = get_rules(base_of(rules_id)).make_variant(document, Origins(f"the data of {rules_id}"))
    variant.variant_data = document
    return register_variant(variant, info)


def describe_changes(before: Any, after: Any, keys: tuple[str, ...], path: str = "") -> list[str]:
    """What differs between two documents, one line per change: ``cards/Atlas/cost: 9 -> 8``, ``cards/X: removed``,
    ``parameters/hand_size: 5 -> 6`` (list items named as patch paths name them)."""
    if isinstance(before, dict) and isinstance(after, dict):
        lines = []
        for key in list(before) + [k for k in after if k not in before]:
            below = f"{path}/{key}" if path else str(key)
            if key not in after:
                lines.append(f"{below}: removed")
            elif key not in before:
                lines.append(f"{below}: added ({_short(after[key])})")
            else:
                lines += describe_changes(before[key], after[key], keys, below)
        return lines
    if isinstance(before, list) and isinstance(after, list) and _keyed(before, keys) and _keyed(after, keys):
        return describe_changes(_by_identity(before, keys), _by_identity(after, keys), keys, path)
    if before != after:
        return [f"{path}: {_short(before)} -> {_short(after)}"]
    return []


def _keyed(items: list, keys: tuple[str, ...]) -> bool:
    return bool(items) and all(isinstance(item, dict) and any(k in item for k in keys) for item in items)


def _by_identity(items: list, keys: tuple[str, ...]) -> dict:
    return {patch.segment_of(item, i, keys): item for i, item in enumerate(items)}


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
    return text if len(text) <= 60 else text[:57] + "..."


def variant_schema(item_schema: dict, definitions: dict, parameters: dict[str, tuple[int, int]],
                   list_field: str = "cards") -> dict:
    """A JSON Schema for a variant document: ``list_field`` a list of ``item_schema`` (any number of items: cards may
    be removed) and ``parameters``, each an integer between its bounds, all of them present.  The conditions a data
    file's schema adds to its items (``allOf``: facts of the shipped data, such as how many copies a card has) are
    left out: a variant exists to change them."""
    definitions = {name: {k: v for k, v in schema.items() if k != "allOf"} if isinstance(schema, dict) else schema
                   for name, schema in definitions.items()}
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "additionalProperties": False,
            "required": [list_field, PARAMETERS],
            "properties": {
                list_field: {"type": "array", "items": item_schema},
                PARAMETERS: {"type": "object", "additionalProperties": False, "required": sorted(parameters),
                             "properties": {name: {"type": "integer", "minimum": low, "maximum": high}
                                            for name, (low, high) in parameters.items()}}},
            "$defs": definitions}


def check_numbers_only(shipped: list[dict], document: Any, numbers: tuple[str, ...], key: str,
                       origins: Origins, keys: tuple[str, ...], list_field: str = "cards") -> None:
    """Every item of the document's ``list_field`` is one of ``shipped`` (by ``key``) with only the fields
    ``numbers`` (or keys below them) changed: what a card does is code, so a variant changes its numbers, never its
    text or kind, and adds no card.  PatchError naming the line of the first offending field.  Checked before the
    schema, whose complaint about a new card would miss the point; what is not a list of mappings is left to it."""
    changed = document.get(list_field) if isinstance(document, dict) else None
    if not isinstance(changed, list):
        return
    known = {item[key]: item for item in shipped}
    for item in changed:
        if not isinstance(item, dict):
            continue
        name = item.get(key)
        if name not in known:
            raise origins.error((list_field, str(name)), keys,
                                "a variant cannot add a card (what a card does is code); it changes numbers on the "
                                "cards there are or removes some")
        original = known[name]
        for field in sorted(set(item) | set(original)):
            if field not in numbers and item.get(field) != original.get(field):
                raise origins.error((list_field, str(name), field), keys,
                                    f"only the numbers on a card can change ({', '.join(numbers)}), not {field!r}")
            if field in numbers and (item.get(field) is None) != (original.get(field) is None):
                what = "has no" if original.get(field) is None else "cannot lose its"
                raise origins.error((list_field, str(name), field), keys, f"{name} {what} {field}")

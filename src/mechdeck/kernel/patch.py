"""Data documents with line-numbered errors, and patches over them: one mechanism for every rule set's editable data
(a game's ``--content`` file, a balance variant).

A *document* is JSON-like data (dicts, lists, strings, numbers, booleans, null) such as a rule set's shipped data
file.  A designer's file, in YAML or JSON, is either a whole document or a *patch*: the name of a base document plus
a list of changes, each addressed by a path::

    base: sample
    description: cheaper rifles, no Cipher Kit
    changes:
      - set: cards/eq.pulse_rifle/cost/red
        to: 1
      - remove: cards/eq.cipher_kit
      - add: rules/new_number
        value: 3

A path is its segments joined by ``/``: a key in a mapping; in a list of mappings, the value of the item's identity
field (the caller names them, e.g. ``id``), else the item's index from 0.  ``set`` replaces a value that exists,
``add`` puts a new one where none is (a new key; a new item of a keyed list, whose identity field is filled in from
the path; ``-`` appends to a plain list), ``remove`` deletes one that exists.

Every error is one line naming the file, the line and the field: the reader keeps each YAML value's line, and
``Origins`` remembers which part of the file wrote each field, so a schema error found after the patch is applied
(``check``) still points at the line that caused it.  This module knows nothing of any game.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import jsonschema

from .scenario import Node, ScenarioError, parse_node

#: the fields a patch file may have
PATCH_FIELDS = ("base", "description", "changes")
OPERATIONS = ("set", "add", "remove")
APPEND = "-"


class PatchError(ValueError):
    """A data file or a patch is malformed; the message names the file, the line and the field."""


def read(text: str, source: str) -> Node:
    """A YAML or JSON text as a tree of ``Node`` values with their lines."""
    try:
        root = parse_node(text, source)
    except ScenarioError as exc:
        raise PatchError(str(exc)) from None
    _join_surrogates(root)
    return root


def _join_surrogates(node: Node) -> None:
    """JSON writes a character beyond U+FFFF as two escapes (``"\\ud83c\\udfaf"``), which YAML reads as two lone
    surrogates: join them back into the one character."""
    if isinstance(node.value, dict):
        for child in node.value.values():
            _join_surrogates(child)
    elif isinstance(node.value, list):
        for child in node.value:
            _join_surrogates(child)
    elif isinstance(node.value, str) and any("\ud800" <= ch <= "\udfff" for ch in node.value):
        node.value = node.value.encode("utf-16", "surrogatepass").decode("utf-16")


class Origins:
    """Where the fields of a document came from: the file's node that wrote each path (a path's deeper fields are
    found inside that node), so an error at any field can name its line."""

    def __init__(self, source: str, base: str = ""):
        self.source = source
        self.base = base
        self.written: dict[tuple[str, ...], Node] = {}

    def record(self, path: tuple[str, ...], node: Node) -> None:
        self.written = {p: n for p, n in self.written.items() if p[:len(path)] != path}
        self.written[path] = node

    def where(self, path: tuple[str, ...], keys: tuple[str, ...]) -> str:
        """``FILE, line N`` for a field this file wrote, else the file and the base document it changes."""
        for cut in range(len(path), -1, -1):
            node = self.written.get(path[:cut])
            if node is not None:
                return f"{self.source}, line {_descend(node, path[cut:], keys).line}"
        if not self.base:
            return self.source
        return f"{self.source} (a field of the {self.base!r} data this file does not change)"

    def error(self, path: tuple[str, ...], keys: tuple[str, ...], message: str) -> PatchError:
        return PatchError(f"{self.where(path, keys)}: {'/'.join(path) or '(top level)'}: {message}")


def _descend(node: Node, rest: tuple[str, ...], keys: tuple[str, ...]) -> Node:
    """The deepest node along ``rest`` below ``node`` (a missing step stops at the node reached)."""
    for segment in rest:
        value = node.value
        if isinstance(value, dict) and segment in value:
            node = value[segment]
        elif isinstance(value, list):
            found = [item for i, item in enumerate(value) if segment_of(item.plain(), i, keys) == segment]
            if not found and segment.isdigit() and int(segment) < len(value):
                found = [value[int(segment)]]   # an item named by its index where names repeat
            if not found:
                return node
            node = found[0]
        else:
            return node
    return node


def segment_of(item: Any, index: int, keys: tuple[str, ...]) -> str:
    """How a path names a list item: its identity field's value, else its index."""
    if isinstance(item, dict):
        for key in keys:
            if key in item and isinstance(item[key], (str, int)) and not isinstance(item[key], bool):
                return str(item[key])
    return str(index)


def field_path(document: Any, raw: list, keys: tuple[str, ...]) -> tuple[str, ...]:
    """A path of keys and list indexes (as jsonschema gives it) in the names a patch uses."""
    names, here = [], document
    for step in raw:
        if isinstance(here, list) and isinstance(step, int) and step < len(here):
            names.append(segment_of(here[step], step, keys))
        else:
            names.append(str(step))
        here = here[step] if isinstance(here, (list, dict)) and _has(here, step) else None
    return tuple(names)


def _has(container: Any, step: Any) -> bool:
    return (isinstance(container, dict) and step in container) or \
        (isinstance(container, list) and isinstance(step, int) and 0 <= step < len(container))


def load(text: str, source: str, bases: Mapping[str, Callable[[], Any]], keys: tuple[str, ...]) -> tuple[Any, Origins]:
    """A designer's file as a document: a whole document, or a patch (``base:`` names one of ``bases``, each a
    function returning a fresh copy of that document) applied to its base.  Returns the document and where its
    fields came from; the caller checks it (``check``) and its own cross-references (``Origins.error``)."""
    root = read(text, source)
    if not isinstance(root.value, dict):
        raise _node_error(root, "a data file is a mapping of fields")
    try:
        return _load(root, source, bases, keys)
    except ScenarioError as exc:   # Node's own checks (an unknown field, a list expected)
        raise PatchError(str(exc)) from None


def _load(root: Node, source: str, bases: Mapping[str, Callable[[], Any]],
          keys: tuple[str, ...]) -> tuple[Any, Origins]:
    if root.get("base") is None:
        origins = Origins(source)
        origins.record((), root)
        return root.plain(), origins
    root.check_keys(PATCH_FIELDS)
    base_node = root.get("base")
    assert base_node is not None
    name = base_node.plain()
    if name not in bases:
        raise _node_error(base_node, f"unknown base {name!r} (allowed: {', '.join(sorted(bases))})")
    document = bases[name]()
    origins = Origins(source, name)
    changes = root.get("changes")
    if changes is None:
        raise _node_error(root, "a patch needs 'changes:', a list of set / add / remove changes")
    for change in changes.items():
        _apply(document, change, origins, keys)
    return document, origins


def _node_error(node: Node, message: str) -> PatchError:
    return PatchError(f"{node.source}, line {node.line}: {node.path or '(top level)'}: {message}")


def _apply(document: Any, change: Node, origins: Origins, keys: tuple[str, ...]) -> None:
    if not isinstance(change.value, dict):
        raise _node_error(change, "a change is a mapping: 'set: PATH' with 'to:', 'add: PATH' with 'value:', or "
                                  "'remove: PATH'")
    operations = [op for op in OPERATIONS if op in change.value]
    if len(operations) != 1:
        raise _node_error(change, "a change has exactly one of set, add, remove")
    operation = operations[0]
    payload = {"set": "to", "add": "value", "remove": None}[operation]
    change.check_keys({operation} | ({payload} if payload else set()))
    path_node = change.get(operation)
    assert path_node is not None
    raw = path_node.plain()
    if not isinstance(raw, str) or not raw.strip("/"):
        raise _node_error(path_node, f"expected a path such as 'cards/eq.pulse_rifle/cost/red', got {raw!r}")
    path = tuple(raw.strip("/").split("/"))
    value_node = change.get(payload) if payload else None
    if payload and value_node is None:
        raise _node_error(change, f"'{operation}: {raw}' needs '{payload}:'")
    parent = document
    for depth, segment in enumerate(path[:-1]):
        parent = _child(parent, segment, path[:depth], path_node, keys)
    last = path[-1]
    if operation == "add":
        assert value_node is not None
        new = value_node.plain()
        if isinstance(parent, dict):
            if last in parent:
                raise _node_error(path_node, f"{raw} exists already; use 'set' to change it")
            parent[last] = new
        elif isinstance(parent, list) and last == APPEND:
            path = path[:-1] + (str(len(parent)),)
            parent.append(new)
        elif isinstance(parent, list):
            _add_keyed(parent, last, new, raw, path_node, keys)
        else:
            raise _node_error(path_node, f"{'/'.join(path[:-1])} holds no fields or items, so nothing can be added "
                                         "to it")
        origins.record(path, value_node)
        return
    index = _locate(parent, last, path[:-1], path_node, keys)
    if operation == "set":
        assert value_node is not None
        parent[index] = value_node.plain()
        if last in keys and len(path) >= 2 and isinstance(parent, dict):
            path = path[:-2] + (str(parent[last]), last)   # an item's identity field renames the item
        origins.record(path, value_node)
    else:
        del parent[index]
        origins.record(path, path_node)   # an error about the removed item names this line


def _child(container: Any, segment: str, above: tuple[str, ...], at: Node, keys: tuple[str, ...]) -> Any:
    return container[_locate(container, segment, above, at, keys)]


def _locate(container: Any, segment: str, above: tuple[str, ...], at: Node, keys: tuple[str, ...]) -> Any:
    """The key or index ``segment`` names in ``container``, or an error listing what is there."""
    where = "/".join(above) or "the top level"
    if isinstance(container, dict):
        if segment not in container:
            raise _node_error(at, f"{where} has no field {segment!r} (it has: {', '.join(map(str, container))})")
        return segment
    if isinstance(container, list):
        names = [segment_of(item, i, keys) for i, item in enumerate(container)]
        if segment not in names:
            raise _node_error(at, f"{where} has no item {segment!r} (it has: {', '.join(names) or 'none'})")
        return names.index(segment)
    raise _node_error(at, f"{where} is a single value, with no field {segment!r}")


def _add_keyed(items: list, name: str, new: Any, raw: str, at: Node, keys: tuple[str, ...]) -> None:
    """A new item of a list of mappings named by an identity field: the path's last segment is its name."""
    if name in [segment_of(item, i, keys) for i, item in enumerate(items)]:
        raise _node_error(at, f"{raw} exists already; use 'set' to change it")
    key = next((k for k in keys if items and isinstance(items[0], dict) and k in items[0]), None)
    if key is None or not isinstance(new, dict):
        raise _node_error(at, f"{raw}: only a mapping can be added to a list by name (a plain list takes "
                              f"'{APPEND}' to append)")
    if key in new and str(new[key]) != name:
        raise _node_error(at, f"the path names {name!r} but the value's {key} is {new[key]!r}")
    given = items[0][key] if items else name
    new.setdefault(key, int(name) if isinstance(given, int) and name.isdigit() else name)
    items.append(new)


def check(document: Any, schema: dict, origins: Origins, keys: tuple[str, ...]) -> None:
    """Validate ``document`` against a JSON Schema (draft 2020-12); the first error in document order is raised
    naming its line and field, with the fields allowed where an unknown one was written."""
    errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(document),
                    key=lambda e: [(0, p, "") if isinstance(p, int) else (1, 0, str(p)) for p in e.absolute_path])
    if not errors:
        return
    error = errors[0]
    message = error.message
    if error.validator in ("additionalProperties", "unevaluatedProperties"):
        allowed = _allowed_fields(error.schema, schema)
        if allowed:
            message += f" (allowed here: {', '.join(sorted(allowed))})"
    raise origins.error(field_path(document, list(error.absolute_path), keys), keys, message)


def _allowed_fields(subschema: dict, root: dict) -> set[str]:
    """The property names a (sub)schema declares, following its local ``$ref``s."""
    names = set(subschema.get("properties", {}))
    ref = subschema.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/"):
        target: Any = root
        for part in ref[2:].split("/"):
            target = target[part]
        names |= _allowed_fields(target, root)
    return names

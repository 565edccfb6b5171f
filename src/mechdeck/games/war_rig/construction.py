"""(being written)"""
from __future__ import annotations

VERBS: tuple[str, ...] = ()
FREE_VERBS: tuple[str, ...] = ()
OPS: dict = {}


def action_options(rules, state, layout, squad: int, name: str) -> list[tuple]:
    return []


def free_options(rules, state, layout, squad: int, name: str) -> list[tuple]:
    return []


def take(rules, state, layout, squad: int, action: tuple) -> None:
    raise NotImplementedError(action)


def targets(rules, state, action: tuple) -> tuple:
    return ()

"""What a seat knows of cards it cannot see where they lie: a card effect showed it the card, or it saw the card go
into a hidden place it can follow (a hand, the top or bottom of a deck).  The seat knows which card that is for as
long as it can follow it; a shuffle of the cards it lies among ends that knowledge (``forget``).

Each seat's knowledge is the sorted tuple of card instance ids in the counter ``secret<seat>:known`` (``known_key``):
counters are copied by a clone and written by the JSON round trip, the kernel's ``public_counters`` shows a
``secret<seat>:`` counter to that seat only, and the kernel's ``determinize`` keeps every card the viewer knows in
its place while it re-deals the rest.  Only ids are kept, so the record stays true in a determinization that
re-deals what the unknown cards are.  A game that records nothing pays nothing: no counter exists until a card is
learned.  The rule sets say where cards are learned (TCG rulings T720-T721; Domination B54, V11)."""
from __future__ import annotations

from typing import Iterable

from .state import State

SECRET_PREFIX = "secret"   # counters named secret<seat>:... are shown to that seat alone


def known_key(seat: int) -> str:
    return f"{SECRET_PREFIX}{seat}:known"


def known(state: State, seat: int) -> tuple:
    """The ids of the cards ``seat`` knows although it may not see them where they are."""
    return state.counters.get(known_key(seat), ())


def learn(state: State, seats: Iterable[int], cards: Iterable[int]) -> None:
    """Each of ``seats`` is shown these cards, or sees them go into a hidden place it can follow."""
    cards = tuple(cards)
    for seat in seats:
        key = known_key(seat)
        have = state.counters.get(key, ())
        more = tuple(c for c in cards if c not in have)
        if more:
            state.counters[key] = tuple(sorted(have + more))


def forget(state: State, cards: Iterable[int], seats: int) -> None:
    """No seat (of ``seats``) can follow these cards any more: they were shuffled."""
    gone = set(cards)
    for seat in range(seats):
        key = known_key(seat)
        have = state.counters.get(key)
        if have and not gone.isdisjoint(have):
            left = tuple(c for c in have if c not in gone)
            if left:
                state.counters[key] = left
            else:
                del state.counters[key]


def is_secret_of_another(counter: str, viewer: int) -> bool:
    """Is ``counter`` a ``secret<seat>:...`` counter of a seat other than ``viewer``?"""
    if not counter.startswith(SECRET_PREFIX):
        return False
    seat, colon, _ = counter[len(SECRET_PREFIX):].partition(":")
    return bool(colon) and seat.isdigit() and int(seat) != viewer

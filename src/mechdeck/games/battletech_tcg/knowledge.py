"""What each seat knows of cards it cannot see (rulings T720-T723).

A card's identity is hidden from a seat in the other player's hand, in either Stockpile (the owner does not see
their own either) and face down under construction on the other side.  Card effects show some of those cards to a
seat (SAFE Report, Report from the Watch, Justin Xiang Allard, Alex Mallory, a Master Spy card asked to be shown, a
challenged Subhash Indrahar claim, a Mislabeled Drop Boxes 'Mech) and others put a card that was face up into a
hidden place (a restock from the Scrapheap to the bottom of a Stockpile, a card returned from the Scrapheap to a
hand) or a card its owner knows onto their own Stockpile (Phelan, Logistics).  The seat then knows which card that
is for as long as it can follow it: the card stays where it is, or moves as a whole (a hand, the bottom of a
Stockpile).  A shuffle of the Stockpile it is in ends that knowledge (``shuffle_stock``).

The knowledge is the tuple of card ids in the counter ``secret<seat>:known``: counters are copied by a clone and
written by the JSON round trip, ``public_counters`` shows a ``secret<seat>:`` counter to that seat only, and
``determinize`` keeps every card the viewer knows where it is while it re-deals the rest.  Only ids are kept, so
the knowledge stays true in a determinization that re-deals what the other seat's unknown cards are."""
from __future__ import annotations

from typing import Iterable

from mechdeck.kernel import State, shuffle

from .board import STOCK

KNOWN = ("secret0:known", "secret1:known")


def known(state: State, seat: int) -> tuple:
    """The ids of the cards ``seat`` knows although it may not see them where they are."""
    return state.counters.get(KNOWN[seat], ())


def learn(state: State, seat: int, cards: Iterable[int]) -> None:
    """``seat`` (-1: both seats) is shown these cards, or sees them go into a hidden place it can follow."""
    cards = tuple(cards)
    for v in ((0, 1) if seat == -1 else (seat,)):
        have = state.counters.get(KNOWN[v], ())
        more = tuple(c for c in cards if c not in have)
        if more:
            state.counters[KNOWN[v]] = tuple(sorted(have + more))


def forget(state: State, cards: Iterable[int]) -> None:
    """No seat can follow these cards any more (they were shuffled)."""
    gone = set(cards)
    for key in KNOWN:
        have = state.counters.get(key)
        if have and not gone.isdisjoint(have):
            left = tuple(c for c in have if c not in gone)
            if left:
                state.counters[key] = left
            else:
                del state.counters[key]


def shuffle_stock(state: State, q: int) -> None:
    """Shuffle q's Stockpile: nobody knows any more where a card in it lies."""
    stock = state.zones[STOCK[q]]
    shuffle(state, stock)
    forget(state, stock)

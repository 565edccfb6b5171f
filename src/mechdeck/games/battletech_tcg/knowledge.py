"""What each seat knows of cards it cannot see (rulings T720-T723).

A card's identity is hidden from a seat in the other player's hand, in either Stockpile (the owner does not see
their own either) and face down under construction on the other side.  Card effects show some of those cards to a
seat (SAFE Report, Report from the Watch, Justin Xiang Allard, Alex Mallory, a Master Spy card asked to be shown, a
challenged Subhash Indrahar claim, a Mislabeled Drop Boxes 'Mech) and others put a card that was face up into a
hidden place (a restock from the Scrapheap to the bottom of a Stockpile, a card returned from the Scrapheap to a
hand) or a card its owner knows onto their own Stockpile (Phelan, Logistics).  The seat then knows which card that
is for as long as it can follow it: the card stays where it is, or moves as a whole (a hand, the bottom of a
Stockpile).  A shuffle of the Stockpile it is in ends that knowledge (``shuffle_stock``).

The record is the kernel's (kernel/knowledge.py: card ids in the counter ``secret<seat>:known``, shown to that seat
alone, kept in place by ``determinize``); this module says where the TCG learns and forgets."""
from __future__ import annotations

from typing import Iterable

from mechdeck.kernel import State, shuffle
from mechdeck.kernel import knowledge
from mechdeck.kernel.knowledge import known

from .board import STOCK

__all__ = ["known", "learn", "shuffle_stock"]
SEATS = (0, 1)


def learn(state: State, seat: int, cards: Iterable[int]) -> None:
    """``seat`` (-1: both seats) is shown these cards, or sees them go into a hidden place it can follow."""
    knowledge.learn(state, SEATS if seat == -1 else (seat,), cards)


def shuffle_stock(state: State, q: int) -> None:
    """Shuffle q's Stockpile: nobody knows any more where a card in it lies."""
    stock = state.zones[STOCK[q]]
    shuffle(state, stock)
    knowledge.forget(state, stock, len(SEATS))

"""Card-moving helpers shared by every card game: draws with reshuffles, taking cards by type."""
from __future__ import annotations

from .rng import shuffle
from .state import State


def refill_deck(state: State, deck: str, discard: str) -> bool:
    """If the draw deck is empty, shuffle the discard pile into it.  True if the deck now holds a card."""
    zones = state.zones
    if zones[deck]:
        return True
    pile = zones[discard]
    if not pile:
        return False
    zones[deck] = pile
    zones[discard] = []
    shuffle(state, pile)
    return True


def draw(state: State, deck: str, discard: str, hand: str, n: int) -> list[int]:
    """Draw up to n cards, reshuffling the discard pile into the deck when needed; returns the cards drawn (in the
    order drawn, top card first)."""
    drawn = []
    zones = state.zones
    while n > 0:
        if not zones[deck] and not refill_deck(state, deck, discard):
            break
        cards = zones[deck]
        k = min(n, len(cards))  # as many as the deck holds before the next reshuffle, taken at once
        taken = cards[-k:]
        del cards[-k:]
        taken.reverse()
        zones[hand].extend(taken)
        drawn.extend(taken)
        n -= k
    return drawn


def find(state: State, zone: str, type_id: int, avoid: tuple = ()) -> int:
    """An instance of the card type in the zone, preferring one not in ``avoid``; -1 if none."""
    types = state.card_types
    fallback = -1
    for card in reversed(state.zones[zone]):
        if types[card] == type_id:
            if card not in avoid:
                return card
            fallback = card
    return fallback


def move(state: State, card: int, src: str, dst: str) -> None:
    state.zones[src].remove(card)
    state.zones[dst].append(card)

"""What a Domination seat knows of cards it cannot see (rulings B54, V11; the model of TCG ruling T721).

A seat cannot see the cards of a draw deck (its own included), the other player's hand and set-aside cards, and a
discard pile below its top card.  Some effects show a card and leave it in such a place, or put a card everyone saw
into one: a card revealed from a deck and put back on top (Hunchback, Guerrilla Warfare, Scout, Master Spy's chosen
card, the rest of Reinforcements and Strategic Bombing / Night Assault, v4's Mech abilities that reveal the top
card) or into the hand (High Command, Reinforcements' Units), a hand revealed (Invasion Fleet / UAV, Forced
Negotiations / Urban Assault, Counterattack's Overrun cards, v2.2's Expert Mech Techs and Headshot! revealed from
the hand), a card picked or gained onto a deck or into a hand in view (Forced Negotiations, Supply Route, Stolen
Technology, a unit returned to the hand or put on the deck when damaged), and, seen by its owner alone, a card put
from the hand on top of the deck in secret (v4's Dropship).
Every seat that saw the card then knows which card that is for as long as it can follow it: it stays where it is, or
moves as a whole (drawn into the hand, played, discarded).  A shuffle of the cards it lies among ends that
knowledge: the discard pile reshuffled into a new deck, or a deck shuffled by a card (``shuffled``).

The record itself is the kernel's (kernel/knowledge.py); this module names the seats of the family's two-seat
games.  It is called only where a card is shown, so a game in which nothing is shown never touches it."""
from __future__ import annotations

from typing import Final, Iterable

from mechdeck.kernel import knowledge
from mechdeck.kernel.knowledge import known_key
from mechdeck.kernel.state import State

SEATS: Final = (0, 1)
# The knowledge counters of both seats: compiled callers test these before they call ``shuffled`` (no call at all
# in a game where nothing was shown).
KNOWN_KEYS: Final = (known_key(0), known_key(1))


def shown_to_all(state: State, cards: Iterable[int]) -> None:
    """Both seats saw these cards, which lie (or are about to lie) in places they can follow."""
    knowledge.learn(state, SEATS, cards)


def shown_to(state: State, seat: int, cards: Iterable[int]) -> None:
    """Only ``seat`` saw these cards go where they lie."""
    knowledge.learn(state, (seat,), cards)


def shuffled(state: State, cards: Iterable[int]) -> None:
    """These cards were shuffled: no seat can follow them any more."""
    knowledge.forget(state, cards, len(SEATS))

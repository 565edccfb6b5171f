"""Legacies (Arsenal) and Alliances (Crusade), and the cards that change what it costs to activate a card (T1110,
T1113-T1116): a Legacy stays only while its House has cards in play; an Alliance starts in play and rewrites its
deck's affiliations."""
from __future__ import annotations

from .registry import card_module

card_module(__name__)   # what this module registers below counts for it (registry.where)

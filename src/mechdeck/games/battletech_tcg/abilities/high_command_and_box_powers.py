"""Commander's Edition's High Command cards (Unique Command cards of a House or Clan, T1111) and its eight Box powers
(cards that begin the game in play when the format allows them, T1112)."""
from __future__ import annotations

from .registry import card_module

card_module(__name__)   # what this module registers below counts for it (registry.where)

"""Vehicles and Battle Armor with text of their own (Arsenal, Crusade).  The rules every Unit type follows (the
Vehicle roll, Battle Armor never alone, VTOL, T1100-T1104) are the engine's (board.py, missions.py); this module holds
what each card's own text adds."""
from __future__ import annotations

from .registry import card_module

card_module(__name__)   # what this module registers below counts for it (registry.where)

"""The conformance tests run over every registered rule set, Tiny Skirmish (tiny_game.py) included: it is registered
here, for the tests only, so ``mechdeck rules`` never lists it."""
from conformance.tiny_game import register_tiny

register_tiny()

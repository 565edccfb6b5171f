"""The card layout (abilities/README.md): every implemented card of the base set is registered by exactly one card
module, ``where(number)`` names that module (or the data, for a card the engine plays from its data alone), and the
module's source names the card in a header comment, so that a reader finds a card's behaviour in one step."""
import re
from pathlib import Path

import pytest

from mechdeck.games.battletech_tcg.abilities import CARD_MODULES, implemented_numbers, load_all, where
from mechdeck.games.battletech_tcg.abilities import registry
from mechdeck.games.battletech_tcg.cards import CARDS, card_by_number

ABILITIES = Path(registry.__file__).parent


def test_every_implemented_card_is_in_exactly_one_module_and_where_names_it():
    load_all()
    assert set(registry.WHERE) == registry.IMPLEMENTED
    for number in sorted(implemented_numbers()):
        place = where(number)
        card = card_by_number(number)
        if card.plays_as != number and number not in registry.WHERE:   # a Commander's Edition reprint (T1105)
            assert card.plays_as in implemented_numbers(), number
            assert place.startswith(where(card.plays_as) + f", as {card.plays_as} "), (number, place)
            continue
        if number not in registry.WHERE:
            assert registry.plain_by_data(card), number
            assert place.startswith("its data"), (number, place)
            continue
        module = registry.WHERE[number]
        assert module in CARD_MODULES, (number, module)
        assert place.split(" ")[0] == f"{module}.py", (number, place)
        source = (ABILITIES / f"{module}.py").read_text(encoding="utf-8")
        assert re.search(rf"^ *#.*\b{number}\b", source, re.M), f"{number} has no header comment in {module}.py"


def test_a_card_claimed_by_a_second_module_is_a_layout_error():
    load_all()
    module = registry.WHERE["LT003"]
    other = {"__name__": registry.__name__.rsplit(".", 1)[0] + ".another_module", "implements": registry.implements,
             "card_module": registry.card_module}
    loading = list(registry._LOADING)
    try:
        with pytest.raises(ValueError, match=f"LT003 is implemented both in {module}.py and in another_module.py"):
            exec("card_module(__name__)\nimplements('LT003')", other)
    finally:
        registry._LOADING[:] = loading
    assert registry.WHERE["LT003"] == module


def test_every_card_module_says_it_is_one_before_it_registers():
    """``card_module(__name__)`` right after the imports: registrations are credited to the module that says so (a
    compiled module has no frames to find it by)."""
    for name in CARD_MODULES:
        source = (Path(registry.__file__).parent / f"{name}.py").read_text(encoding="utf-8")
        said = source.find("\ncard_module(__name__)")
        assert said != -1, f"{name}.py does not call card_module(__name__)"
        first = min((source.find(f"\n{call}(") for call in ("ability", "implements", "on_reveal", "mission_card",
                                                            "one_shot", "trigger") if f"\n{call}(" in source),
                    default=len(source))
        assert said < first, f"{name}.py registers a card before card_module(__name__)"


@pytest.mark.parametrize("number, module, block", [
    ("LT238", "resources", "tap for +1 initiative"),        # Sun Zhang MechWarrior Academy
    ("LT142", "card_flow", "draw a card"),                  # Leo Showers
    ("LT002", "one_shots", "scrapped when revealed"),       # Aerospace Fighter Mission
    ("LT216", "subterfuge", "scrapped when revealed"),      # Sabotage 'Mech
    ("LT076", "pilots", "draw a card"),                     # Extra Armor Plating draws when activated
    ("LT149", "missions_cards", "until end of turn"),       # Lured into Bog
    ("LT254", "battle_commands", "static bonus while in the Command Post"),   # Takashi Kurita
])
def test_where_names_the_building_blocks_a_card_is_declared_with(number, module, block):
    assert where(number).startswith(f"{module}.py (building blocks: ")
    assert block in where(number)


def test_where_of_cards_without_code():
    assert where("LT009").startswith("its data")          # Atlas (AS7-D): options only
    implemented = implemented_numbers()
    for card in CARDS:
        if card.number not in implemented and card.number not in registry.WHERE:
            assert where(card.number) == "", card.number   # no code and not playable from its data: nowhere

"""The BattleTech TCG's primer (data/how-to-play.md): present, shipped, and true to the data it quotes (the card
notation, the preset decks); the rule texts recommend no first set-up, so the schema marks none."""
from primer_checks import check_primer, rulings_section_named

from mechdeck.games.battletech_tcg.decks import PRESET_NAMES, preset_deck
from mechdeck.interfaces import first_game
from mechdeck.kernel import get_rules
from mechdeck.kernel.presentation import catalogue

RULES_ID = "battletech-tcg"


def test_primer():
    text = check_primer(RULES_ID, "mechdeck.games.battletech_tcg",
                        ("Stockpile", "Scrapheap", "Command Post", "Patrol", "Under Construction", "construction "
                         "counters", "initiative", "Mission cards", "block", "guard", "armor", "structure",
                         "`{T}: {R}`", "Overheat", "Alpha Strike", "Missile", "Jump", "Unique", "mission panel",
                         "`#17`"))
    rulings_section_named(text)
    for letter, asset in (("M", "Munitions"), ("T", "Tactics"), ("L", "Logistics"), ("A", "Assembly"),
                          ("P", "Politics")):
        assert f"**{letter}** {asset}" in text
    assert "`2/1/7 M`: attack 2, armor 1, structure 7" in text
    gallery = catalogue(get_rules(RULES_ID))["gallery"]
    assert gallery["Dragon (DRG-1N)"]["stats"] == "2/1/7 M"   # the notation the primer explains, as shown
    assert gallery["Dragon (DRG-1N)"]["cost"] == "2+1A"
    for name in PRESET_NAMES:   # the default decks, by the names their lists give
        assert preset_deck(name).name.split(" (")[0].split(" - ")[0] in text


def test_no_first_game_set_up():
    rules = get_rules(RULES_ID)
    decks = next(o for o in catalogue(rules)["setup"] if o["name"] == "decks")
    assert decks["default"] == ["kurita", "wolf"] and "first_game" not in decks
    assert first_game.first_game_setup(rules) == {}

"""Every one of the 84 cards has scenario tests of its own (files named after the card), and every card with an
ability beyond its data bonus has behaviour in code."""
import re
from pathlib import Path

import mechdeck.games  # noqa: F401
from mechdeck.games.domination_v22.abilities import CARDS_WITH_SCRIPT
from mechdeck.kernel import get_rules

SCENARIOS = Path(__file__).parent / "scenarios"


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def test_every_card_has_a_scenario_file():
    stems = [p.stem for p in SCENARIOS.rglob("*.yaml")]
    missing = [c.name for c in get_rules("domination-v2.2").cards
               if not any(s == slug(c.name) or s.startswith(slug(c.name) + "-") for s in stems)]
    assert not missing, f"cards without a scenario file: {missing}"


def test_every_card_ability_is_implemented():
    """A card whose text is more than its '+N' bonus needs a script, a rule in the turn code, or is a keyword the
    engine handles generically (static combat bonuses, damage triggers, reactions)."""
    handled_elsewhere = {
        # static or triggered abilities handled in turn.py / core.py
        "Veteran Infantry", "Atlas", "Commando", "Daishi (Dire Wolf)", "Gladiator (Executioner)", "Grasshopper",
        "Jenner", "Loki (Hellbringer)", "Mad Cat mk II", "Orion", "Raven", "Stormcrow (Ryoken)", "Urbanmech",
        "Vulture (Mad Dog)", "Zeus", "Burke Heavy Tank", "LRM Carrier", "Manticore Heavy Tank", "Schrek PPC Carrier",
        "SRM Carrier", "Assassination", "Defense System", "Expert Mech Techs", "Headshot!", "Black Market",
        "Catapult", "Hunchback", "Infantry Platoon", "Mechanized Infantry", "Awesome", "Fire Falcon",
        "Masakari (Warhawk)", "Thor (Summoner)", "Trebuchet",
    }
    rules = get_rules("domination-v2.2")
    for card in rules.cards:
        plain_bonus = re.fullmatch(r"(\+\d+ (Cards?|Actions?|Buys?|Industry|LosTech)(, )?)+", card.text.strip(". "))
        if card.text == "none" or plain_bonus or (card.type == "Unit" and card.text.startswith("MOBILE: +1 Action when "
                                                                                                  "you deploy this unit.")
                                                  and "EXPENDABLE" not in card.text):
            continue
        assert card.id in CARDS_WITH_SCRIPT or card.name in handled_elsewhere, card.name

"""War Rig's primer (data/how-to-play.md): present, shipped, true to the sample content's numbers it quotes, and the
same text for a rule set played with a content file; the draft recommends no first set-up."""
import json
import re
from importlib.resources import files

from primer_checks import check_primer, rulings_section_named

from mechdeck.interfaces import first_game
from mechdeck.interfaces.terminal import CUBE_LETTERS
from mechdeck.kernel import get_rules
from mechdeck.kernel.presentation import catalogue

RULES_ID = "war-rig"
SAMPLE = json.loads(files("mechdeck.games.war_rig").joinpath("data", "content.json").read_text(encoding="utf-8"))


def test_primer():
    text = check_primer(RULES_ID, "mechdeck.games.war_rig",
                        ("War Rig", "squads", "Barren Wastes", "Home Base", "Lesser Faction", "repel", "Gather",
                         "Camp", "Squad Attack", "Coerce", "Construct", "Fight Fire", "Drive", "Espionage",
                         "Sabotage", "plans", "cubes", "operational", "influence", "Armour", "Weight",
                         "`--content FILE`"))
    rulings_section_named(text)
    for condition in SAMPLE["victory_conditions"]:
        assert f"**{condition['name']}**" in text
    limits = [(c["round_limit"], c["players"]) for c in SAMPLE["setup"]["player_counts"]]
    first, *others = limits
    assert f"{first[0]} rounds with {first[1]} players, " + ", ".join(f"{n} with {p}" for n, p in others) in text
    points = [r["points"] for r in SAMPLE["scoring"]["influence"]]
    assert [int(n) for n in re.findall(r"(\d) for each", text)] == points
    flat = " ".join(text.split())
    for colour, letter in CUBE_LETTERS.items():   # the map's cube letters, as the terminal draws them
        assert f"{letter} {colour}" in flat


def test_no_first_game_set_up():
    rules = get_rules(RULES_ID)
    assert all("first_game" not in option for option in catalogue(rules)["setup"])
    assert first_game.first_game_setup(rules) == {}

"""tools/scenario_coverage.py: which scenarios exercise a card, what they check, and the gaps it flags, on small
scenario folders written here (the real folders are checked by each game's test_scenarios.py)."""
from textwrap import dedent

import pytest

from tooling import load_tool

coverage_tool = load_tool("scenario_coverage")

ADDER = """\
rules: domination-v4
description: Adder (FEROCIOUS) -- +1 Card when the opponent damages a Mech.
active: P1
phase: action
P1: {hand: [Griffin], units: [Adder], deck: [Jenner]}
P2: {units: [Argus]}
do: [deploy Griffin]
expect:
  P1: {hand: [Jenner], hand_count: 1}
  log: [P1 draws]
"""
ADDER_NEGATIVE = """\
rules: domination-v4
description: "does not apply: Adder draws nothing when a Tank is damaged."
active: P1
phase: action
P1: {hand: [Griffin], units: [Adder], deck: [Jenner]}
P2: {units: [Infantry Platoon]}
do: [deploy Griffin]
expect:
  P1: {hand_count: 0}
"""
AWESOME_OPTIONS_ONLY = """\
rules: domination-v4
description: Awesome is offered at the start of Combat.
phase: combat
P1: {units: [Awesome]}
expect:
  to_move: P1
  options_include: [use Awesome]
"""
NO_CARD_IN_DESCRIPTION = """\
rules: domination-v4
description: a checkpoint inside do and a Supply pile.
phase: action
supply: {Jumpship: 2}
P1_reactions: [Ambush!]
do:
  - end
  - expect: {phase: buy}
expect:
  P1_reactions: []
"""
OTHER_RULES = """\
rules: domination-v2.2
description: Adder is not a v2.2 card; this file belongs to another rule set.
P1: {units: [Atlas]}
expect: {P1: {units: [Atlas]}}
"""


def write(folder, files):
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(dedent(text))
    return folder


@pytest.fixture
def v4_folder(tmp_path):
    return write(tmp_path, {"cards/adder.yaml": ADDER, "cards/adder_no_mech.yaml": ADDER_NEGATIVE,
                            "awesome.yaml": AWESOME_OPTIONS_ONLY, "rules/plain.yaml": NO_CARD_IN_DESCRIPTION,
                            "v22.yaml": OTHER_RULES})


def by_name(cards):
    return {c.name: c for c in cards}


def test_every_card_of_the_rule_set_is_listed(v4_folder):
    cards = coverage_tool.coverage("domination-v4", v4_folder)
    assert len(cards) == 102
    assert [c.name for c in cards][:2] == ["Infantry Platoon", "Basic Factory"]


def test_a_card_is_exercised_by_the_files_naming_it_and_checks_their_fields(v4_folder):
    adder = by_name(coverage_tool.coverage("domination-v4", v4_folder))["Adder (Puma)"]
    assert [s.path for s in adder.scenarios] == ["cards/adder.yaml", "cards/adder_no_mech.yaml"]
    assert adder.fields == {"hand", "hand_count", "log"}
    assert [s.path for s in adder.negatives] == ["cards/adder_no_mech.yaml"]
    assert adder.gaps == []


def test_the_description_says_which_of_the_cards_present_a_file_is_about(v4_folder):
    cards = by_name(coverage_tool.coverage("domination-v4", v4_folder))
    # Griffin is deployed and Jenner drawn in Adder's files, but the descriptions name Adder only.
    assert cards["Griffin"].gaps == ["no scenario"]
    assert cards["Jenner"].scenarios == []
    # Argus is only an opponent's unit in Adder's file: no scenario is about it.
    assert cards["Argus"].scenarios == []


def test_without_a_card_in_the_description_every_card_named_counts(v4_folder):
    cards = by_name(coverage_tool.coverage("domination-v4", v4_folder))
    for name in ("Jumpship", "Ambush!"):  # a supply: key, a P1_reactions entry
        assert [s.path for s in cards[name].scenarios] == ["rules/plain.yaml"], name
    # the checkpoint inside do: counts, and P1_reactions is read as "reactions"
    assert cards["Jumpship"].fields == {"phase", "reactions"}


def test_gaps_are_flagged(v4_folder):
    cards = by_name(coverage_tool.coverage("domination-v4", v4_folder))
    assert cards["Awesome"].gaps == ["checks only options/to_move", "no negative case"]
    assert cards["Jumpship"].gaps == ["no negative case"]
    assert cards["Atlas"].gaps == ["no scenario"]  # named only by the v2.2 file


def test_the_summary_counts_cards_covered_and_gaps(v4_folder):
    cards = coverage_tool.coverage("domination-v4", v4_folder)
    # covered: Adder, Awesome, Jumpship, Ambush!; all but Adder have a gap
    assert coverage_tool.summary("domination-v4", cards) == (
        "domination-v4: 102 cards, 4 covered, 101 with gaps (98 no scenario, 1 only options/to_move, "
        "3 no negative case)")


def test_tcg_cards_are_read_from_mappings_and_numbers(tmp_path):
    write(tmp_path, {"mission.yaml": """\
        rules: battletech-tcg
        description: Kell Hound Pilot on an Imp; the Dragon attacks the Atlas (AS7-D); Wasp is not there.
        P1:
          patrol: [{card: Imp (IMP-3E), pilot: Kell Hound Pilot, enhancements: [Ferro-Fibrous Armor]}]
        P2:
          patrol: [LT009]
        do: [mission, add Dragon (DRG-1N)]
        expect:
          P1:
            marks: {Imp (IMP-3E): {damage: 0, pilot: Kell Hound Pilot}}
          to_move: P2
        """})
    cards = by_name(coverage_tool.coverage("battletech-tcg", tmp_path))
    assert len(cards) > 250  # the implemented base set, art variants once
    exercised = {name for name, c in cards.items() if c.scenarios}
    # the short names in the description pick the cards present (Ferro-Fibrous Armor is not named)
    assert exercised == {"Kell Hound Pilot", "Imp (IMP-3E)", "Dragon (DRG-1N)", "Atlas (AS7-D)"}
    assert cards["Dragon (DRG-1N)"].fields == {"marks.damage", "marks.pilot", "to_move"}


def test_the_command_line_lists_gaps_and_sums_up(v4_folder, capsys):
    assert coverage_tool.main(["--rules", "domination-v4", "--dir", str(v4_folder), "--gaps"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert not any(line.startswith("Adder") for line in lines)  # no gap: not listed
    assert "Awesome  -- GAP: checks only options/to_move; no negative case" in lines
    assert lines[-1].startswith("domination-v4: 102 cards, 4 covered")


@pytest.mark.parametrize("argv, message", [
    (["--rules", "chess"], "unknown rule set 'chess'"),
    (["--dir", "/no/such/folder"], "/no/such/folder: no such folder"),
])
def test_bad_arguments_get_one_line(argv, message, capsys):
    assert coverage_tool.main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_an_unreadable_scenario_is_named(tmp_path, capsys):
    write(tmp_path, {"broken.yaml": "rules: domination-v4\nP1: {hand: [Atlas\n"})
    assert coverage_tool.main(["--dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "broken.yaml: cannot read the scenario" in err and err.count("\n") == 1


TCG_TESTS = '''\
import pytest

BANSHEE = "Banshee (BNC-3E)"
TOPPLE = [n for n in ("LT266",)]  # computed: not a constant the tool reads


def _topple(roll):
    return game(hand1=["LT266"], roll=roll)


def test_head_shot_scraps_on_a_six():
    s = game({"hand": ["Head Shot"], "patrol": [BANSHEE]})
    assert s.counters["dmg"] == 6


def test_no_check_here():
    game({"hand": ["Overwhelm"]})


def test_rampage_is_offered():
    s = game({"hand": ["LT202"]})
    assert ("play", 3) in options(s)


def test_rampage_after_a_block():
    """Does not apply: blocked, Rampage! is not offered."""
    s = game({"hand": ["Rampage!"]})
    assert ("play", 3) not in options(s)


@pytest.mark.parametrize("name", ["Satchel Charges"])
def test_satchel_cannot_be_played_blocked(name):
    with pytest.raises(ValueError):
        game({"hand": [name]})


def test_topple_each_roll():
    assert _topple(5).counters["hand"] == 0


def test_dropship_site_in_the_deploy_phase():
    s = game({"post": ["Dropship Site", "Support - Tactics"]})
    assert s.log == ["Dropship Site: +1 card (a log line naming Overwhelm)"]
'''


@pytest.fixture
def tcg_cases(tmp_path):
    scenarios = write(tmp_path / "scenarios", {"topple.yaml": """\
        rules: battletech-tcg
        description: Topple is offered once the Mad Cat is blocked.
        P2: {hand: [Topple]}
        expect: {options_include: [play Topple]}
        """})
    tests = write(tmp_path / "tests", {"test_cards.py": TCG_TESTS, "helpers.py": 'HELP = ["Overwhelm"]\n'})
    return by_name(coverage_tool.coverage("battletech-tcg", scenarios, tests))


def paths(cases):
    return [c.path.split("::")[-1] for c in cases]


def test_a_python_test_counts_for_the_cards_it_names_and_checks(tcg_cases):
    # the name narrows to Head Shot; the Banshee of its position (a module constant) is not what it is about
    assert paths(tcg_cases["Head Shot"].tests) == ["test_head_shot_scraps_on_a_six"]
    assert tcg_cases["Head Shot"].fields == {"python:assert"}
    assert tcg_cases["Banshee (BNC-3E)"].tests == []
    # a test without assert checks nothing, and the log line naming Overwhelm is in a test whose name says it is
    # about Dropship Site
    assert tcg_cases["Overwhelm"].tests == []
    assert paths(tcg_cases["Dropship Site"].tests) == ["test_dropship_site_in_the_deploy_phase"]


def test_collector_numbers_parametrize_values_and_helpers_count(tcg_cases):
    assert paths(tcg_cases["Rampage!"].tests) == ["test_rampage_is_offered", "test_rampage_after_a_block"]
    assert paths(tcg_cases["Satchel Charges"].tests) == ["test_satchel_cannot_be_played_blocked"]
    assert tcg_cases["Satchel Charges"].fields == {"python:assert"}        # pytest.raises is a check
    # the helper _topple it calls sets the card up; the computed TOPPLE list is not read
    assert paths(tcg_cases["Topple"].tests) == ["test_topple_each_roll"]
    assert [s.path for s in tcg_cases["Topple"].scenarios] == ["topple.yaml"]


def test_python_negative_cases_by_docstring_or_name(tcg_cases):
    assert paths(tcg_cases["Rampage!"].negatives) == ["test_rampage_after_a_block"]
    assert paths(tcg_cases["Satchel Charges"].negatives) == ["test_satchel_cannot_be_played_blocked"]
    assert tcg_cases["Head Shot"].gaps == ["no negative case"]
    assert tcg_cases["Topple"].gaps == ["no negative case"]
    assert tcg_cases["Rampage!"].gaps == ["checks only options/to_move"]   # both of its tests read only options


def test_a_test_that_asserts_only_options_is_a_weak_check(tcg_cases):
    assert tcg_cases["Rampage!"].fields == {"python:options"}
    assert tcg_cases["Dropship Site"].fields == {"python:assert"}
    assert tcg_cases["Dropship Site"].gaps == ["no negative case"]


def test_plain_cards_are_checked_by_the_data_tests(tcg_cases):
    # Atlas (AS7-D): only options the engine reads from the data; Support - Tactics: only "{T}: {R}"
    for name in ("Atlas (AS7-D)", "Support - Tactics"):
        assert tcg_cases[name].plain and tcg_cases[name].gaps == []
    assert not tcg_cases["Hatchetman (HCT-3F)"].plain                    # Hand-to-Hand is more than data
    assert tcg_cases["Hatchetman (HCT-3F)"].gaps == ["no scenario"]
    line = coverage_tool.summary("battletech-tcg", list(tcg_cases.values()))
    plain = sum(1 for card in tcg_cases.values() if card.plain)   # 121 of the base set, 79 of the later sets' 'Mechs
    assert line.endswith(f", {plain} plain (checked by the data tests)") and plain >= 200


def test_a_python_test_file_that_does_not_parse_is_named(tmp_path, capsys):
    write(tmp_path / "tests", {"test_broken.py": "def test_x(:\n"})
    (tmp_path / "scenarios").mkdir()
    assert coverage_tool.main(["--rules", "battletech-tcg", "--dir", str(tmp_path / "scenarios"),
                               "--tests", str(tmp_path / "tests")]) == 2
    err = capsys.readouterr().err
    assert "test_broken.py: cannot read the tests (SyntaxError)" in err and err.count("\n") == 1


def test_every_battletech_tcg_card_has_a_checked_and_a_negative_case():
    """The real TCG folders: each card with an ability has a case that checks more than the options and one where
    it must not apply (scenario files and Python tests together); the others are plain, checked by the data tests."""
    cards = coverage_tool.coverage("battletech-tcg")
    gaps = [f"{card.name}: {', '.join(card.gaps)}" for card in cards if card.gaps]
    assert not gaps, "\n".join(gaps)
    plain = sum(1 for card in cards if card.plain)
    assert coverage_tool.summary("battletech-tcg", cards) == (
        f"battletech-tcg: {len(cards)} cards, {len(cards)} covered, 0 with gaps (0 no scenario, 0 only "
        f"options/to_move, 0 no negative case), {plain} plain (checked by the data tests)")
    assert len(cards) >= 583 and plain >= 200

"""The log as each seat reads it (issue 13, item 5), for what a scenario's ``log:`` check cannot see: the lines only
one seat sees, and the order of the lines.  A private line must add to the public one, not repeat the event, and
the log must follow the order in which things happen.  The drawing and picking code is the Domination family's
(mechdeck.games.domination.core), so v2.2 reads the same."""
from mechdeck.games.domination_v4.rules import DominationV4
from mechdeck.kernel.scenario import load

RULES = DominationV4()


def seat_logs(text: str) -> tuple[list[str], list[str]]:
    state = load(text)
    return RULES.observe(state, 0)["log"], RULES.observe(state, 1)["log"]


def test_a_draw_is_told_once_to_each_seat():
    p1, p2 = seat_logs("""
rules: domination-v4
active: P1
phase: action
P1:
  hand: [Redeployment]
  units: [Griffin]
  deck: [Jenner]
do: [play Redeployment, done]
""")
    assert [line for line in p1 if "draw" in line] == ["P1 draws 1 card"]
    assert [line for line in p1 if "drew" in line] == ["P1 drew: Jenner"]
    assert [line for line in p2 if "draw" in line or "drew" in line] == ["P1 draws 1 card"]
    assert not any("Jenner" in line for line in p2)


def test_a_card_set_aside_face_down_is_named_to_its_owner_only():
    p1, p2 = seat_logs("""
rules: domination-v4
active: P1
phase: action
P1:
  hand: [Hidden Route, Atlas]
  deck: [Jenner]
do: [play Hidden Route, set aside Atlas]
""")
    assert "P1 sets aside a card" in p1 and "P1 sets aside a card" in p2
    assert [line for line in p1 if "Atlas" in line] == ["P1 set aside: Atlas"]
    assert not any("Atlas" in line for line in p2)


def test_raided_supplies_is_scrapped_after_its_two_discards():
    p1, p2 = seat_logs("""
rules: domination-v4
active: P1
phase: action
P1:
  hand: [Raided Supplies, Basic Factory, Jenner, Argus]
do: [play Raided Supplies, discard two cards, discard Basic Factory, discard Jenner]
""")
    assert p1 == p2
    events = [line for line in p1 if line.startswith(("P1 discards", "P1 scraps"))]
    assert events == ["P1 discards Basic Factory", "P1 discards Jenner", "P1 scraps Raided Supplies"]


def test_jumpships_gain_is_told_after_the_jumpship_bought_onto_the_deck():
    state = load("""
rules: domination-v4
active: P1
phase: action
industry: 2
lostech: 1
row: [Jumpship, Argus]
supply_deck: [Spider, Spider]
P1:
  hand: [Salvage Team]
do: [play Salvage Team, buy Jumpship, put on deck, gain Argus]
""")
    log = RULES.observe(state, 0)["log"]
    bought = log.index("P1 buys Jumpship and puts it on top of the deck")
    gained = log.index("P1 gains Argus and puts it on top of the deck")
    assert bought < gained
    deck = [RULES.card_name(state.card_types[c]) for c in reversed(state.zones["deck0"])]
    assert deck == ["Argus", "Jumpship"]  # the gain lands on top of the Jumpship, as the log tells

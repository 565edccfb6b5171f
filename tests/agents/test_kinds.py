"""Decisions that explain themselves: every decision of every rule set has a kind from the documented list
(docs/scenarios.md, "Decision kinds"), and every option's targets exist and show the decider nothing it may not see;
``observe`` gives the kind and targets to the decider only."""
import re
from pathlib import Path

import pytest

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.agents import make_agent
from mechdeck.kernel import OWNER, PUBLIC, get_rules

DOCS = Path(__file__).parents[2] / "docs" / "scenarios.md"
RULE_SETS = ("domination-v2.2", "domination-v4", "battletech-tcg")
GAMES = {"domination-v2.2": 30, "domination-v4": 30, "battletech-tcg": 6}


def documented_kinds(rules_id: str) -> set[str]:
    """The kinds the table of docs/scenarios.md lists for the rule set's game (the second column names it)."""
    section = DOCS.read_text().split("## Decision kinds", 1)[1]
    kinds: set[str] = set()
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 3 or not cells[0].startswith("`"):
            continue
        game = cells[1]
        applies = ("both" in game or (game.startswith("Domination") and rules_id.startswith("domination")
                                      and (game == "Domination" or game.endswith(rules_id.split("-")[1])))
                   or (game == "BattleTech TCG" and rules_id == "battletech-tcg"))
        if applies:
            kinds.update(re.findall(r"`([a-z-]+)`", cells[0]))
    return kinds


def games(rules_id: str):
    """Positions of random games, random bot against heuristic bot, seats alternated: (rules, state) at each
    decision, before the action is applied."""
    rules = get_rules(rules_id)
    for seed in range(GAMES[rules_id]):
        config = {"supply": "random"} if rules_id.startswith("domination") else {}
        state = rules.new_game(seed, config, log=False)
        bots = [make_agent("random", seed), make_agent("heuristic", seed + 1)][::1 if seed % 2 else -1]
        while state.decision is not None:
            yield rules, state
            rules.apply(state, bots[state.decision.player].act(rules, state))


def zone_of(state, card: int) -> str:
    return next(zone for zone, cards in state.zones.items() if card in cards)


def check_targets(rules, state) -> int:
    """Every option's targets exist, and a card target is a card the decider may follow: in a zone it sees
    (Domination), or a card the option itself names or one of the decider's own (the TCG: option parts are ids
    already). Returns the number of references checked."""
    decision = state.decision
    me = decision.player
    checked = 0
    for option in decision.options:
        refs = rules.option_targets(state, option)
        assert isinstance(refs, tuple), option
        for kind, ref in refs:
            checked += 1
            if kind == "card":
                assert isinstance(ref, int) and 0 <= ref < len(state.card_types), (option, ref)
                zone = zone_of(state, ref)
                # The TCG's options name card ids already; Domination's views show no ids, so no target may.
                assert rules.id == "battletech-tcg", (option, ref)
                assert ref in option or zone.endswith(str(me)), (option, ref, zone)
            elif kind == "type":
                assert ref in rules.names, (option, ref)
            elif kind == "zone":
                assert ref in state.zones, (option, ref)
                if ref not in option and ref.startswith(("hand", "units", "play", "revealed")):  # a card seen there
                    visibility, owner = rules.zone_visibility(ref)
                    assert visibility == PUBLIC or (visibility == OWNER and owner == me), (option, ref)
            elif kind == "seat":
                assert 0 <= ref < rules.seat_count(state), (option, ref)
            else:
                raise AssertionError(f"unknown reference kind {kind!r} in {option}")
    return checked


@pytest.mark.parametrize("rules_id", RULE_SETS)
def test_every_decision_has_a_documented_kind(rules_id):
    documented = documented_kinds(rules_id)
    assert len(documented) >= 8, documented
    seen = set()
    for rules, state in games(rules_id):
        kind = state.decision.kind
        assert kind in documented, (kind, state.decision.prompt)
        seen.add(kind)
    assert len(seen) >= 8, seen  # the games reach the main kinds, so the check above is not empty


@pytest.mark.parametrize("rules_id", RULE_SETS)
def test_targets_exist_and_hide_nothing(rules_id):
    refs = sum(check_targets(rules, state) for rules, state in games(rules_id))
    assert refs > 1000


def test_the_target_check_catches_a_leaking_target(monkeypatch):
    """Mutations that point a target at the opponent's hidden hand (by instance id, or as the zone a card is seen
    in) must fail the check above."""
    rules = get_rules("domination-v2.2")
    state = rules.new_game(1, {}, log=False)
    honest = type(rules).option_targets
    check_targets(rules, state)
    other_hand = f"hand{1 - state.decision.player}"
    for leak in (("card", state.zones[other_hand][0]), ("zone", other_hand)):
        monkeypatch.setattr(type(rules), "option_targets", lambda self, state, action: honest(self, state, action)
                            + (leak,))
        with pytest.raises(AssertionError):
            check_targets(rules, state)


def test_targets_name_the_cards_of_the_option():
    """A buy targets the card type; the damage of a unit targets its type and the damaged player's deployment zone;
    an Overrun's "top card of deck" targets the deck."""
    rules = get_rules("domination-v2.2")
    found = set()
    for rules, state in games("domination-v2.2"):
        d = state.decision
        option = d.options[0]
        refs = rules.option_targets(state, option)
        if d.kind == "buy" and option[0] == "buy":
            assert refs == (("type", option[1]),)
            found.add("buy")
        elif d.kind == "damage":
            assert refs[0] == ("type", option[1]) and refs[1][0] == "zone" and refs[1][1].startswith("units")
            assert option[1] in [rules.card_name(state.card_types[c]) for c in state.zones[refs[1][1]]]
            found.add("damage")
        elif d.kind == "overrun-scrap":
            deck = [o for o in d.options if o[2] == "of deck"]
            if deck:
                assert rules.option_targets(state, deck[0]) == (("zone", f"deck{d.player}"),)
                found.add("deck")
    assert found == {"buy", "damage", "deck"}
    assert rules.option_targets(state, ("no such option",)) == ()


@pytest.mark.parametrize("rules_id", RULE_SETS)
def test_observe_gives_kind_and_targets_to_the_decider_only(rules_id):
    for n, (rules, state) in enumerate(games(rules_id)):
        if n % 25:
            continue
        me = state.decision.player
        view = rules.observe(state, me)
        assert view["kind"] == state.decision.kind
        assert len(view["targets"]) == len(view["options"])
        assert view["targets"] == [[list(r) for r in rules.option_targets(state, o)] for o in state.decision.options]
        other = rules.observe(state, 1 - me)
        assert "kind" not in other and "targets" not in other

"""Strategy files (bots without Python): loading and validation with line numbers, the condition language, the
agent's choices in hand-made positions, the registry, and the shipped strategies' games."""
import textwrap
from pathlib import Path

import pytest

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.agents import STRATEGY_NAMES, is_agent_name, make_agent
from mechdeck.agents.strategy import (SECTIONS, ConditionError, DominationVocabulary, StrategyAgent, StrategyError,
                                      _DomCtx, load_shipped, parse_condition, parse_strategy, shipped_strategy_names)
from mechdeck.games.domination_v22.bot import _tables
from mechdeck.kernel import get_rules
from mechdeck.kernel.scenario import load as load_scenario

import matches

R = get_rules("domination-v2.2")
VOCAB = DominationVocabulary()
DOCS = Path(__file__).resolve().parents[2] / "docs" / "strategies.md"


def play(agents, seed, config=None):
    return matches.play(R, agents, seed, config or {"supply": "random"})


def strategy(body: str, source="<test>"):
    return parse_strategy("rules: domination-v2.2\n" + textwrap.dedent(body), source)


def position(yaml_text: str):
    return load_scenario("rules: domination-v2.2\n" + textwrap.dedent(yaml_text))


def choice(strat, yaml_text: str, seed=0):
    state = position(yaml_text)
    return StrategyAgent(strat, seed).act(R, state)


# -- shipped strategies and the registry -----------------------------------------------------------------------------
def test_shipped_strategies_are_registered():
    names = shipped_strategy_names()
    assert {"big-industry", "mech-rush", "lostech"} <= set(names)
    assert STRATEGY_NAMES == tuple("strategy:" + n for n in names)
    for name in STRATEGY_NAMES:
        assert is_agent_name(name)
        agent = make_agent(name, 3)
        assert isinstance(agent, StrategyAgent) and agent.strategy.name == name.split(":")[1]
        assert agent.strategy.description


def test_make_agent_takes_a_strategy_file_path(tmp_path):
    path = tmp_path / "mine.yml"
    path.write_text("rules: domination-v2.2\nbuy: [Munitions Factory]\n")
    agent = make_agent(str(path), 1)
    assert isinstance(agent, StrategyAgent) and agent.strategy.name == "mine"
    assert is_agent_name(str(path)) and not is_agent_name("strategy:nope") and not is_agent_name(None)


@pytest.mark.parametrize("bad, words", [("strategy:nope", ["unknown shipped strategy 'nope'", "mech-rush"]),
                                        ("no/such/file.yaml", ["no/such/file.yaml", "cannot read"]),
                                        ("alphazero", ["strategy:mech-rush", "heuristic"])])
def test_make_agent_unknown_strategies(bad, words):
    with pytest.raises(ValueError) as info:
        make_agent(bad, 0)
    for word in words:
        assert word in str(info.value)


def test_a_broken_file_through_make_agent(tmp_path):
    path = tmp_path / "broken.yaml"
    path.write_text("rules: domination-v2.2\nbuy:\n  - card: Atlass\n")
    with pytest.raises(ValueError, match=r"broken.yaml, line 3: buy\[0\]\.card: unknown card 'Atlass'"):
        make_agent(str(path), 0)


@pytest.mark.parametrize("name", [n.split(":")[1] for n in STRATEGY_NAMES])
def test_shipped_strategy_plays_complete_legal_games(name):
    for g in range(6):
        opponent = make_agent(("random", "heuristic", f"strategy:{name}")[g % 3], 100 + g)
        agents = [make_agent(f"strategy:{name}", g), opponent]
        if g % 2:
            agents.reverse()
        state = play(agents, seed=500 + g)
        assert state.decision is None and R.result(state)["turns"] > 0


def test_strategy_games_are_reproducible():
    first = play([make_agent("strategy:mech-rush", 1), make_agent("strategy:lostech", 2)], seed=9)
    second = play([make_agent("strategy:mech-rush", 1), make_agent("strategy:lostech", 2)], seed=9)
    assert first.to_json() == second.to_json()


def test_mech_rush_beats_random():
    """At least 90% of 100 games, seats alternated, random Supplies."""
    games = 100
    wins = matches.wins_with_seats_alternated(R, "strategy:mech-rush", "random", games, lambda g: {"supply": "random"},
                                              bot_seed=30_000, opponent_seed=40_000)
    assert wins >= 0.9 * games, f"mech-rush won only {wins} of {games} games against random"


def test_strategy_does_not_peek_at_hidden_cards():
    """Re-dealing what the deciding seat cannot see never changes the strategy bot's choice (count() uses the
    composition of its own deck and discard pile, never their order)."""
    checked = 0
    for seed, name in enumerate(STRATEGY_NAMES):
        agents = [make_agent(name, seed), make_agent("heuristic", seed + 50)]
        state = R.new_game(seed, {"supply": "random"}, log=False)
        step = 0
        while state.decision is not None:
            me = state.decision.player
            action = agents[me].act(R, state)
            if me == 0 and len(state.decision.options) > 1 and step % 2 == 0:
                other = R.determinize(state, me, seed * 1000 + step)
                assert agents[0].act(R, other) == action, (name, step, state.decision.prompt)
                checked += 1
            R.apply(state, action)
            step += 1
    assert checked > 50


def test_wrong_rule_set_is_refused():
    agent = make_agent("strategy:lostech", 0)

    class Other:
        id = "other-game"
    state = R.new_game(1, {"supply": "random"})
    while len(state.decision.options) == 1:
        R.apply(state, state.decision.options[0])
    with pytest.raises(ValueError, match="written for domination-v2.2, not for other-game"):
        agent.act(Other(), state)


# -- the agent's choices in hand-made positions ----------------------------------------------------------------------
BUY_RULES = strategy("""
    buy:
      - card: Mad Cat
        if: lostech >= 1
      - card: Advanced Factory
        max: 2
      - card: Uziel
    """)


def test_buy_rules_first_matching_affordable_rule_wins():
    base = "active: P1\nphase: buy\nsupply: {Mad Cat: 5, Uziel: 5}\n"
    assert choice(BUY_RULES, base + "industry: 7\nlostech: 1\n") == ("buy", "Mad Cat (Timberwolf)")
    # no LosTech: the Mad Cat rule's condition fails (and it is not affordable); Advanced Factory is next
    assert choice(BUY_RULES, base + "industry: 7\nP1: {deck: [Advanced Factory]}\n") == ("buy", "Advanced Factory")
    # max: 2 reached (copies in deck, discard, hand, play and units all count)
    assert choice(BUY_RULES, base + "industry: 7\nP1: {deck: [Advanced Factory], discard: [Advanced Factory]}\n") \
        == ("buy", "Uziel")
    # Mad Cat's condition holds but it costs 7: not affordable with 6 Industry, so the next rule
    assert choice(BUY_RULES, base + "industry: 6\nlostech: 1\n") == ("buy", "Advanced Factory")
    # nothing in the list is affordable: end the Buy phase (Basic Factory is free but not listed)
    assert choice(BUY_RULES, base + "industry: 2\n") == ("end",)
    # Resources in hand are played first: the plain ones all at once, then one with an effect by itself
    assert choice(BUY_RULES, base + "P1: {hand: [Basic Factory, Munitions Factory]}\n") == ("play all",)
    assert choice(BUY_RULES, base + "P1: {hand: [Black Market, Munitions Factory]}\n") == ("play", "Black Market")


def test_buy_groups_rankings_and_min_cost():
    strat = strategy("""
        buy:
          - card: unit
            by: attack
            min_cost: 5
          - card: unit
            by: cheapest
        """)
    base = "active: P1\nphase: buy\nsupply: {Uziel: 5, Atlas: 5, Zeus: 5, Jenner: 5}\n"
    assert choice(strat, base + "industry: 8\n") == ("buy", "Atlas")        # Attack 3 beats Zeus and Uziel
    assert choice(strat, base + "industry: 6\n") == ("buy", "Zeus")         # Zeus 2/3 beats Uziel 2/2
    assert choice(strat, base + "industry: 4\n") == ("buy", "Infantry Platoon")  # cheapest unit


def test_end_guard_takes_a_winning_last_card_and_refuses_a_losing_one():
    strat = strategy("buy: [Advanced Factory, Uziel]\n")
    three_empty = ("active: P1\nphase: buy\nindustry: 6\n"
                   "supply: {Uziel: 1, Ammo Dump: 0, Convoy: 0, Zeus: 0}\n")
    ahead = three_empty + "P1: {deck: [Basic Factory, Basic Factory]}\nP2: {deck: [Basic Factory]}\n"
    behind = three_empty + "P1: {deck: [Basic Factory]}\nP2: {deck: [Basic Factory, Basic Factory, Basic Factory]}\n"
    assert choice(strat, ahead) == ("buy", "Uziel")                   # ends the game, 3 to 1
    loose = strategy("buy: [Uziel]\nend_guard: false\n")
    assert choice(strategy("buy: [Uziel]\n"), behind) == ("end",)     # would end it 2 to 3
    assert choice(loose, behind) == ("buy", "Uziel")


def test_play_and_deploy_lists():
    base = ("active: P1\nphase: action\nsupply: {Ammo Dump: 5}\n"
            "P1: {hand: [Ammo Dump, Uziel, Atlas, Jenner], deck: [Basic Factory, Basic Factory, Basic Factory]}\n")
    default = strategy("buy: [Uziel]\n")
    assert choice(default, base) == ("play", "Ammo Dump")             # +actions, +cards, any, deploy
    deploy_first = strategy("buy: [Uziel]\nplay: [deploy, any]\n")
    assert choice(deploy_first, base) == ("deploy", "Atlas")          # highest-attack by default
    cheap = strategy("buy: [Uziel]\nplay: [deploy]\ndeploy: cheapest\n")
    assert choice(cheap, base) == ("deploy", "Jenner")
    listed = strategy("buy: [Uziel]\nplay: [deploy]\ndeploy: [Uziel, highest-attack]\n")
    assert choice(listed, base) == ("deploy", "Uziel")
    conditional = strategy("""
        buy: [Uziel]
        play:
          - card: deploy
            if: their_units >= 1
          - Ammo Dump
        """)
    assert choice(conditional, base) == ("play", "Ammo Dump")         # the opponent has no units
    only_units = strategy("buy: [Uziel]\nplay: [deploy]\ndeploy: [Zeus]\n")
    assert choice(only_units, base) == ("end",)                       # nothing listed is in hand


def test_combat_policies():
    base = "active: P1\nphase: start\nP1: {units: [Awesome, Jenner]}\nP2: {units: [Atlas]}\n"
    # Awesome's OVERHEAT (it leaves): Jenner's Attack 1 + 4 against Defense 4 overruns by 1
    assert choice(strategy("buy: [Uziel]\ncombat: when-overrun\n"), base) == ("use", "Awesome")
    assert choice(strategy("buy: [Uziel]\ncombat: always\n"), base) == ("use", "Awesome")
    assert choice(strategy("buy: [Uziel]\ncombat: never\n"), base) == ("done",)
    weak = "active: P1\nphase: start\nP1: {units: [Infantry Platoon, Jenner]}\nP2: {units: [Atlas]}\n"
    assert choice(strategy("buy: [Uziel]\ncombat: when-overrun\n"), weak) == ("done",)
    assert choice(strategy("buy: [Uziel]\ncombat: always\n"), weak) == ("use", "Infantry Platoon")


def test_reaction_policies():
    # P1 plays Ammo Dump; P2 holds Assassination
    base = ("active: P1\nphase: action\nsupply: {Ammo Dump: 5}\nP1: {hand: [Ammo Dump]}\n"
            "P2: {hand: [Assassination]}\ndo: [play Ammo Dump]\n")
    assert choice(strategy("buy: [Uziel]\nreactions: always\n"), base) == ("reveal", "Assassination")
    assert choice(strategy("buy: [Uziel]\nreactions: never\n"), base) == ("pass",)


def test_gains_follow_the_buy_list_when_asked():
    # Scrap for Parts: discard a unit (Uziel, cost 5), gain a unit costing up to 5
    base = ("active: P1\nphase: action\nsupply: {Scrap for Parts: 5, Jenner: 5, Centurion: 5}\n"
            "P1: {hand: [Scrap for Parts, Uziel]}\ndo: [play Scrap for Parts]\n")
    state = position(base)
    options = state.decision.options
    assert ("gain", "Jenner") in options and ("gain", "Centurion") in options
    agent = StrategyAgent(strategy("buy: [Jenner]\ngains: buy\n"), 0)
    assert agent.act(R, state) == ("gain", "Jenner")


# -- the condition language -------------------------------------------------------------------------------------------
def ctx_for(yaml_text: str):
    state = position(yaml_text)
    return _DomCtx(R, state, 0, _tables(R))


CTX_TEXT = ("active: P1\nphase: buy\nturn: 7\nindustry: 5\nlostech: 1\nsupply: {Uziel: 3, Atlas: 5}\n"
            "P1: {deck: [Uziel, Basic Factory], discard: [Uziel], units: [Atlas, Jenner], hand: [Ammo Dump]}\n"
            "P2: {units: [Uziel], deck: [Basic Factory]}\n")


@pytest.mark.parametrize("text, tree", [
    ("turn == 1 or actions == 0 and buys == 5",
     ("or", ("==", ("name", "turn"), 1), ("and", ("==", ("name", "actions"), 0), ("==", ("name", "buys"), 5)))),
    ("not turn == 2 and lostech",
     ("and", ("not", ("==", ("name", "turn"), 2)), ("name", "lostech"))),
    ("(turn == 1 or actions == 0) and true",
     ("and", ("or", ("==", ("name", "turn"), 1), ("==", ("name", "actions"), 0)), True)),
    ("my_score - their_score + 1 >= -2",
     (">=", ("+", ("-", ("name", "my_score"), ("name", "their_score")), 1), ("neg", 2))),
    ("1 <= turn < 3", ("chain", ("<=", "<"), (1, ("name", "turn"), 3))),
    ("count(Mad Cat (Timberwolf)) < 2", ("<", ("call", "count", "Mad Cat (Timberwolf)"), 2)),
    ("pile('Headshot!') > 0", (">", ("call", "pile", "Headshot!"), 0)),
])
def test_condition_trees_follow_python_precedence(text, tree):
    assert parse_condition(text, VOCAB).tree == tree


@pytest.mark.parametrize("text, value", [
    ("turn == 7", True), ("turn == 1 or turn == 7 and industry == 5", True),
    ("turn == 1 or turn == 7 and industry == 4", False),
    ("not turn == 7 or lostech", True), ("not (turn == 7 or lostech)", False),
    ("count(Uziel) == 2", True),                # deck + discard, composition only
    ("count(uziel) == 2 and count(Atlas) == 1", True),
    ("count(unit) == 4", True),                 # 2 Uziel + Atlas + Jenner
    ("count(mech) == 4 and count(resource) == 1", True),
    ("in_hand(Ammo Dump) == 1 and in_hand(unit) == 0", True),
    ("deployed(Atlas) == 1 and their_deployed(Uziel) == 1 and their_deployed(Atlas) == 0", True),
    ("pile(Uziel) == 3 and pile(Atlas) == 5 and pile(Zeus) == 0", True),
    ("in_supply(Uziel) and not in_supply(Zeus)", True),
    ("my_units == 2 and their_units == 1", True),
    ("my_score == 4 and their_score == 1", True),    # deck 2 + discard 1 + hand 1; deployed units do not score
    ("my_score - their_score >= 3", True),
    ("my_attack == 4 and their_defense == 2", True),  # Atlas 3 + Jenner 1; Uziel 2
    ("hand_size == 1 and deck_size == 2 and discard_size == 1", True),
    ("1 <= turn < 7", False), ("1 <= turn <= 7", True), ("-turn < 0", True),
    ("empty_piles == 0", True), ("buys == 1 and actions == 2", True),
])
def test_condition_values(text, value):
    ctx = ctx_for(CTX_TEXT)
    assert parse_condition(text, VOCAB)(ctx) is value


@pytest.mark.parametrize("text, message, column", [
    ("turn >", "ends too early", 7),
    ("turn = 3", "write '=='", 6),
    ("foo > 1", "unknown name 'foo'", 1),
    ("turn > 1 and bar(Atlas)", "unknown function 'bar'", 14),
    ("count(Atlass) > 0", "unknown card 'Atlass'", 7),
    ("pile(mech) > 0", "is a group", 6),
    ("count(Atlas > 0", "missing ')'", 7),
    ("count > 1", "needs an argument", 1),
    ("turn 3", "unexpected '3'", 6),
    ("(turn > 1", "expected ')'", 10),
    ("turn > 1 $", "unexpected character '$'", 10),
    ("", "empty", 1),
])
def test_condition_errors(text, message, column):
    with pytest.raises(ConditionError) as info:
        parse_condition(text, VOCAB)
    assert message in str(info.value)
    assert info.value.column == column


def test_conditions_are_not_python():
    for text in ("__import__('os')", "turn.__class__", "[1][0]", "lambda: 1", "turn if true else 1", "2 * 3"):
        with pytest.raises(ConditionError):
            parse_condition(text, VOCAB)


# -- bad files: the line and the field ------------------------------------------------------------------------------
@pytest.mark.parametrize("body, expected", [
    ("buy:\n  - card: Atlass\n", "line 3: buy[0].card: unknown card 'Atlass'"),
    ("buy: [Uziel, Atlass]\n", "line 2: buy[1]: unknown card 'Atlass'"),
    ("buy: [Uziel]\nsell: [Atlas]\n", "line 3: sell: unknown section"),
    ("buy:\n  - card: Uziel\n    cost: 3\n", "line 4: buy[0].cost: unknown key (allowed in a buy rule: card, if, max"),
    ("buy:\n  - card: Uziel\n    if: turn >> 3\n", "line 4: buy[0].if: bad condition at column 7"),
    ("buy:\n  - card: Uziel\n    if: turns > 3\n", "line 4: buy[0].if: bad condition at column 1: unknown name 'turns'"),
    ("buy:\n  - card: Uziel\n    if: 3\n", "line 4: buy[0].if: bad condition: a condition is an expression"),
    ("buy:\n  - card: Uziel\n    max: many\n", "line 4: buy[0].max: expected a whole number (0 or more), got 'many'"),
    ("buy:\n  - card: Uziel\n    max: -1\n", "line 4: buy[0].max: expected a whole number"),
    ("buy:\n  - card: Uziel\n    by: price\n", "line 4: buy[0].by: expected one of cost, cheapest, attack"),
    ("buy:\n  - if: turn > 1\n", "line 3: buy[0]: a buy rule needs 'card:'"),
    ("buy: Uziel\n", "line 2: buy: expected a list of buy rules, got 'Uziel'"),
    ("buy:\n  - card: 7\n", "line 3: buy[0].card: expected a card name or a group, got 7"),
    ("buy: [Uziel]\nplay: [Atlas]\n", "line 3: play[0]: Atlas is a Unit card: the play list names Support cards"),
    ("buy: [Uziel]\ndeploy: [Ammo Dump]\n", "line 3: deploy[0]: Ammo Dump is a Support card: the deploy list"),
    ("buy: [Uziel]\ndeploy: fastest\n", "line 3: deploy: unknown card 'fastest'"),
    ("buy: [Uziel]\nplay:\n  - card: deploy\n    by: cost\n", "line 5: play[0].by: the 'deploy' entry takes only"),
    ("buy: [Uziel]\ncombat: sometimes\n", "line 3: combat: expected one of heuristic, always, never, when-overrun"),
    ("buy: [Uziel]\nreactions: maybe\n", "line 3: reactions: expected one of heuristic, always, never"),
    ("buy: [Uziel]\nend_guard: maybe\n", "line 3: end_guard: expected true or false, got 'maybe'"),
    ("name: 5\nbuy: [Uziel]\n", "line 2: name: expected text, got 5"),
    ("play: [any]\n", "line 1: strategy: missing 'buy:'"),
])
def test_bad_files_name_the_line_and_field(body, expected):
    with pytest.raises(StrategyError) as info:
        strategy(body, "my.yaml")
    assert str(info.value).startswith("my.yaml, ") and expected in str(info.value), str(info.value)


@pytest.mark.parametrize("text, expected", [
    ("buy: [Uziel]\n", "line 1: strategy: missing 'rules:'"),
    ("rules: chess\nbuy: [Uziel]\n", "line 1: rules: no strategy vocabulary for rule set 'chess'"),
    ("rules: domination-v2.2\nbuy: [Uziel\n", "my.yaml, line 3: not valid YAML"),
    ("- just a list\n", "a strategy file is a mapping of sections"),
    ("", "my.yaml: the file is empty"),
    ("rules: domination-v2.2\nbuy: [Uziel]\nbuy: [Atlas]\n", "line 3: buy: given twice"),
])
def test_bad_files_top_level(text, expected):
    with pytest.raises(StrategyError) as info:
        parse_strategy(text, "my.yaml")
    assert expected in str(info.value), str(info.value)


def test_shipped_files_parse_and_docs_cover_the_format():
    for name in shipped_strategy_names():
        load_shipped(name)
    docs = DOCS.read_text()
    for word in list(SECTIONS) + list(VOCAB.names) + list(VOCAB.functions) + list(VOCAB.groups):
        assert f"`{word}" in docs, f"docs/strategies.md does not mention {word}"
    for name in shipped_strategy_names():
        assert f"strategy:{name}" in docs

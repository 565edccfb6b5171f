"""A card's worth (`mechdeck card-value`): the take/never bots and their names, the paired plan, a clearly strong
and a clearly weak card measured as such, resuming card by card, the set-up's require and ban in every rule set
with a Supply or random decks, and clear errors."""
import json

import pytest

from mechdeck.agents import is_agent_name, make_agent
from mechdeck.agents.card_taste import CardTaste, parse_taste, taste_name
from mechdeck.kernel import RulesError, get_rules, play_out
from mechdeck.simulation.card_value import (JSON_NAME, JSONL_NAME, CardValueError, CardValueRun, PlannedJobs,
                                            first_player, plan_card, plan_of, play_arm, play_game_of, resolve_cards,
                                            run_card_value, seat_a, settings_of)

from .conftest import invoke

V22 = "domination-v2.2"
V4 = "domination-v4"
TCG = "battletech-tcg"
# Measured (heuristic bot, seed 11): bought at its first chance, each moves the taking seat's win share clearly.
STRONG = "Propaganda"
WEAK = "Assassination"


# -- the bots and their names -------------------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["Stormcrow (Ryoken)", "Kai, Champion of Solaris", "a:b%c,d", "Mad Cat mk II"])
@pytest.mark.parametrize("bot", ["heuristic", "mcts:8", "strategy:mech-rush"])
def test_agent_names_round_trip(card, bot):
    for taste in ("take", "never"):
        name = taste_name(taste, card, bot)
        assert "," not in name.partition(":")[2].rpartition(":" + bot)[0]   # survives --bots A,B
        assert parse_taste(name) == (taste, card, bot)
        assert is_agent_name(name)
        agent = make_agent(name, 5)
        assert isinstance(agent, CardTaste) and agent.card == card and agent.taste == taste
        assert agent.name == name and not agent.taken


def test_bad_agent_names():
    assert parse_taste("take:Atlas") is None and parse_taste("maybe:Atlas:heuristic") is None
    assert not is_agent_name("take:Atlas:nonsense")
    with pytest.raises(ValueError, match="unknown agent 'nonsense'"):
        make_agent("take:Atlas:nonsense")


def _buys(rules_id, job):
    """Play a job's game; the cards seat A bought, and its bot."""
    rules = get_rules(rules_id)
    state = rules.new_game(job["seed"], job["config"], log=False)
    agents = [make_agent(name, job["seed"] * 2 + seat) for seat, name in enumerate(job["agents"])]
    seats = []
    play_out(rules, state, agents, 100_000, seats)
    a = job["seat"]
    return [action[1] for action, seat in zip(state.history, seats) if seat == a and action[0] == "buy"], agents[a]


def test_take_buys_at_the_first_chance_and_never_never_does():
    card = "Atlas"
    jobs = plan_card(V22, card, 6, 3, "heuristic", {})
    taken = 0
    for treated, control in zip(jobs[0::2], jobs[1::2]):
        assert treated["seed"] == control["seed"] and treated["config"] == control["config"]
        assert card in treated["config"]["require"]
        bought, agent = _buys(V22, treated)
        assert agent.taken == (card in bought)
        taken += agent.taken
        bought, agent = _buys(V22, control)
        assert card not in bought and not agent.taken
    assert taken >= 3


def test_the_plan_pairs_games_and_balances_seats():
    jobs = plan_card(V22, "Atlas", 8, 1, "heuristic", {"ban": ["Assassination"]})
    assert [job["index"] for job in jobs] == list(range(16))
    assert [seat_a(k) for k in range(4)] == [0, 1, 0, 1]
    assert [first_player(k) == seat_a(k) for k in range(4)] == [True, True, False, False]
    for k, (treated, control) in enumerate(zip(jobs[0::2], jobs[1::2])):
        a = seat_a(k)
        assert treated["agents"][a] == "take:Atlas:heuristic" and control["agents"][a] == "never:Atlas:heuristic"
        assert treated["agents"][1 - a] == control["agents"][1 - a] == "heuristic"
        assert treated["config"] == control["config"] == {"ban": ["Assassination"], "first_player": first_player(k),
                                                          "require": ["Atlas"]}
    assert len({job["seed"] for job in jobs}) == 8


def test_a_deck_game_swaps_the_card_into_the_deck():
    card = "Atlas (AS7-D)"
    rules = get_rules(TCG)
    jobs = plan_card(TCG, card, 2, 1, "heuristic", {})
    for treated, control in zip(jobs[0::2], jobs[1::2]):
        a = treated["seat"]
        with_card, without = treated["config"]["decks"][a], control["config"]["decks"][a]
        names = [rules.card_by_name(n) for n in with_card]
        assert names.count(card) == 4 and card not in [rules.card_by_name(n) for n in without]
        assert len(with_card) == len(without) and sum(x != y for x, y in zip(with_card, without)) >= 4
        assert treated["config"]["decks"][1 - a] == control["config"]["decks"][1 - a]
    results = [play_game_of(job) for job in jobs]
    assert all(0 <= r.share <= 1 for r in results)


def test_a_run_s_jobs_are_made_when_asked_for():
    plan = plan_of(V22, ["Atlas", "Jenner"], 3, 7, "heuristic", {})
    jobs = PlannedJobs(plan)
    assert len(jobs) == 12 and [job["index"] for job in jobs[4:7]] == [4, 5, 6] and jobs[-1]["index"] == 11
    assert all(job["plan"] is plan for job in jobs)
    with pytest.raises(IndexError):
        jobs[12]
    full = plan_card(V22, "Jenner", 3, 7, "heuristic", {})
    assert [play_arm(jobs[6 + k])[1:] for k in range(6)] == [play_game_of(job)[1:] for job in full]


# -- the effect ---------------------------------------------------------------------------------------------------
def test_a_clearly_strong_and_a_clearly_weak_card(tmp_path):
    document = run_card_value(tmp_path, V22, [STRONG, WEAK], games=150, seed=11, workers=2)
    by_card = {c["card"]: c for c in document["cards"]}
    strong, weak = by_card[STRONG]["effect"], by_card[WEAK]["effect"]
    assert strong["low"] > 0, strong
    assert weak["high"] < 0, weak
    assert [c["card"] for c in document["cards"]] == [STRONG, WEAK]   # ranked by effect
    assert by_card[WEAK]["taken"] > 0.9   # cheap: bought at the first buy phase in almost every game
    for key in ("rules", "bot", "games_per_card", "seed", "method", "cards"):
        assert key in document
    assert json.loads((tmp_path / JSON_NAME).read_text()) == document


def test_workers_do_not_change_the_results(tmp_path):
    documents = [run_card_value(tmp_path / str(workers), V22, ["Jenner"], games=6, seed=4, workers=workers)
                 for workers in (1, 2)]
    assert documents[0] == documents[1]


def test_resume_skips_finished_cards_and_refuses_other_settings(tmp_path):
    settings = settings_of(V22, "heuristic", 4, 2, {})
    first = CardValueRun(tmp_path, settings, ["Atlas"])
    first.start()
    for job in first.jobs:
        first.add(play_arm(job))
    again = CardValueRun(tmp_path, settings, ["Atlas", "Awesome"])
    assert again.pending == ["Awesome"] and len(again.jobs) == 8
    assert again.finished["Atlas"] == first.finished["Atlas"]
    with (tmp_path / JSONL_NAME).open("a") as handle:
        handle.write('{"card": "Awes')   # a line cut short by an interrupted run: played again
    assert CardValueRun(tmp_path, settings, ["Atlas", "Awesome"]).pending == ["Awesome"]
    with pytest.raises(CardValueError, match="other settings \\(games_per_card: 4 there, 5 now\\)"):
        CardValueRun(tmp_path, settings_of(V22, "heuristic", 5, 2, {}), ["Atlas"])


def test_the_command_measures_resumes_and_prints_a_ranking(tmp_path):
    out = tmp_path / "cv"
    args = ["card-value", "atlas", "awesome", "--games", 4, "--seed", 5, "--workers", 1, "--out", out]
    result = invoke(*args)
    assert result.exit_code == 0, result.output
    assert "Atlas" in result.output and "Effect on win share" in result.output and "Bots: heuristic" in result.output
    lines = (out / JSONL_NAME).read_text().splitlines()
    result = invoke(*args)
    assert result.exit_code == 0, result.output
    assert "2 of the 2 cards were measured already" in result.output
    assert (out / JSONL_NAME).read_text().splitlines() == lines
    result = invoke(*args[:-2], "--bot", "random", "--out", out)
    assert result.exit_code == 2 and "other settings (bot: 'heuristic' there, 'random' now)" in result.output


def test_a_variant_s_cards_are_measured_under_its_numbers(tmp_path):
    variant = tmp_path / "dear.yaml"
    variant.write_text("base: domination-v2.2\ndescription: dearer Propaganda\nchanges:\n"
                       "  - set: cards/Propaganda/cost\n    to: 5\n")
    result = invoke("card-value", "Propaganda", "--variant", variant, "--games", 4, "--seed", 1, "--workers", 1,
                    "--out", tmp_path / "cv")
    assert result.exit_code == 0, result.output
    document = json.loads((tmp_path / "cv" / JSON_NAME).read_text())
    assert document["rules"].startswith("domination-v2.2@") and document["variant"]["base"] == V22
    assert [c["cost"] for c in document["cards"] + document["never_taken"]] == ["5"]


@pytest.mark.parametrize("args, message", [
    (["stormcro x"], "unknown card 'stormcro x' in domination-v2.2; close matches: Stormcrow (Ryoken)"),
    (["--rules", V4, "Retreat!"], "Retreat! is not a card a seat can take in domination-v4"),
    (["Atlas", "--ban", "Atlas"], "Atlas: the games that measure it cannot be set up: Atlas cannot be both required "
                                  "and banned"),
    (["--ban", "Basic Factory"], "--require/--ban: ban: Basic Factory cannot be banned: every game has its pile"),
    (["--rules", "war-rig", "--require", "Mortar"], "--require: rule set war-rig has no Supply or random deck"),
    (["--bot", "take:Atlas:heuristic"], "--bot: give a plain bot"),
    (["--games", 0], "--games must be a positive number"),
])
def test_bad_input_is_one_clear_line(tmp_path, args, message):
    result = invoke("card-value", *args, "--out", tmp_path / "cv")
    assert result.exit_code == 2
    assert message in " ".join(result.output.split())


# -- require and ban in the set-up --------------------------------------------------------------------------------
def test_v22_supply_honours_require_and_ban():
    rules = get_rules(V22)
    for seed in range(20):
        piles = rules.new_game(seed, {"require": ["stormcrow", "Atlas"], "ban": ["Assassination"]},
                               log=False).counters["piles"]
        assert {"Stormcrow (Ryoken)", "Atlas"} <= set(piles) and "Assassination" not in piles
    # without them, the Supply is the one it always was
    plain = rules.new_game(4, {}, log=False)
    assert rules.new_game(4, {"require": [], "ban": []}, log=False).counters == plain.counters


def test_v4_supply_deck_honours_require_and_ban():
    rules = get_rules(V4)
    for seed in range(10):
        state = rules.new_game(seed, {"require": ["Atlas"], "ban": ["Mad Cat (Timberwolf)"]}, log=False)
        dealt = [rules.names[state.card_types[c]] for c in state.zones["supplydeck"] + state.zones["row"]]
        assert len(dealt) == 40 and dealt.count("Atlas") == rules.table.by_name["Atlas"].copies
        assert "Mad Cat (Timberwolf)" not in dealt
    assert rules.new_game(4, {"require": []}, log=False).zones == rules.new_game(4, {}, log=False).zones


def test_tcg_random_decks_honour_require_and_ban():
    rules = get_rules(TCG)
    config = {"decks": ["random:3", "random:4"], "require": ["Atlas (AS7-D)"], "ban": ["Lightning"]}
    for deck in rules.setup_decks(config):
        names = [rules.card_by_name(n) for n in deck]
        assert len(deck) == 60 and "Atlas (AS7-D)" in names and "Lightning" not in names
    plain = rules.setup_decks({"decks": ["random:3", "random:4"]})
    assert plain == rules.setup_decks({"decks": [rules.deck_option("random:3"), rules.deck_option("random:4")]})


@pytest.mark.parametrize("rules_id, config, message", [
    (V22, {"ban": ["Basic Factory"]}, "ban: Basic Factory cannot be banned: every game has its pile"),
    (V22, {"require": ["Atlas"], "ban": ["atlas"]}, "Atlas cannot be both required and banned"),
    (V22, {"require": ["nope"]}, "require: unknown card 'nope'"),
    (V22, {"require": "Atlas"}, "require must be a list of card names"),
    (V22, {"supply": "first-game", "require": ["Atlas"]}, "the Supply takes 6 Unit piles; 7 were named or required"),
    (V4, {"ban": ["Retreat!"]}, "ban: Retreat! cannot be banned: every game has its pile"),
    (V4, {"require": [c.name for c in get_rules(V4).cards if not c.base and c.type != "Overrun"]},
     "the required cards have 112 copies, more than the 40 cards the Supply Deck is dealt"),
    (TCG, {"require": ["Atlas (AS7-D)"]}, "deck of P2 lacks the required Atlas (AS7-D)"),
    (TCG, {"decks": ["kurita", "random:1"], "ban": ["Atlas (AS7-D)"]}, "deck of P1 holds the banned Atlas (AS7-D)"),
])
def test_impossible_requirements_fail_clearly(rules_id, config, message):
    with pytest.raises(RulesError, match=message.replace("(", "\\(").replace(")", "\\)")):
        get_rules(rules_id).new_game(0, config, log=False)


def test_resolve_cards_reads_names_as_the_rule_set_does():
    assert resolve_cards(get_rules(V22), ["stormcrow", "ATLAS", "Atlas"]) == ["Stormcrow (Ryoken)", "Atlas"]
    assert len(resolve_cards(get_rules(V22), [])) == 84
    assert "Retreat!" not in resolve_cards(get_rules(V4), [])
    assert resolve_cards(get_rules(TCG), ["LT009"]) == ["Atlas (AS7-D)"]
    assert len(resolve_cards(get_rules("war-rig"), [])) == 26

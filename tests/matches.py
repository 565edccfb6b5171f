"""Complete games between bots, for the tests of every rule set: every action a bot takes must be a listed one."""
from mechdeck.agents import make_agent


def play(rules, agents, seed, config=None, log=False, max_decisions=50_000):
    """One complete game; agents[i] plays seat i.  Returns the final state."""
    state = rules.new_game(seed, config or {}, log=log)
    decisions = 0
    while state.decision is not None:
        action = agents[state.decision.player].act(rules, state)
        assert action in state.decision.options, f"illegal bot action {action!r}"
        rules.apply(state, action)
        decisions += 1
        assert decisions < max_decisions, f"game {seed} did not end"
    return state


def wins_with_seats_alternated(rules, bot: str, opponent: str, games: int, config_for=lambda g: None,
                               bot_seed: int = 10_000, opponent_seed: int = 20_000) -> int:
    """How many of ``games`` games (game g on seed g, with ``config_for(g)``) ``bot`` wins against ``opponent``,
    the bot in seat P1 in even games and P2 in odd ones."""
    wins = 0
    for g in range(games):
        seat = g % 2
        agents = [None, None]
        agents[seat] = make_agent(bot, bot_seed + g)
        agents[1 - seat] = make_agent(opponent, opponent_seed + g)
        wins += rules.result(play(rules, agents, g, config_for(g)))["winner"] == seat
    return wins


def random_positions(rules, seed, config=None):
    """Every position of one game of uniformly random legal moves (seeded), the finished one last."""
    import random

    state = rules.new_game(seed, config or {})
    pick = random.Random(seed)
    while state.decision is not None:
        yield state
        rules.apply(state, pick.choice(state.decision.options))
    yield state


def counters_by_key(view):
    """A presentation's counters by (key, owner)."""
    return {(c["key"], c["owner"]): c for c in view["counters"]}

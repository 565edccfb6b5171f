"""The heuristic bot uses its cards' abilities (bot.py: a look-ahead on a determinised copy of the game judges the
options its rules do not know): it uses one where that is plainly right, not where it is plainly wrong, and what it
chooses never depends on cards hidden from it."""
import mechdeck.games  # noqa: F401
from mechdeck.agents import make_agent
from mechdeck.games.battletech_tcg import bot

from tcg_support import PLAY_OUT, R, cid, do, game
from missions_support import CICADA, COMMANDO, FENRIS, SPARE

NAGA = "Naga Prime"   # {T}: deal 2 damage to a 'Mech or the target, during a mission


def heuristic_choice(state, seed=0):
    return make_agent("heuristic", seed).act(R, state)


def at_first_decision_of(state, seat, want):
    """Answer the other seat's decisions by the play-out defaults until ``seat`` is asked with an option ``want``
    accepts."""
    while not (state.decision.player == seat and any(want(o) for o in state.decision.options)):
        do(state, next(pick for pick in PLAY_OUT if pick in state.decision.options))
    return state


def test_it_uses_a_damage_ability_to_destroy_an_attacker_and_aims_it_at_the_attacker():
    """P2's Commando (1/2, 1 damage on it) attacks P1's Stockpile; P1's idle Naga Prime can deal 2 damage to a 'Mech or
    the target: to the Commando it destroys it, to the target it would hit P1's own Stockpile."""
    s = game({"stock": ["Support - Assembly"] * 10, "patrol": [NAGA]},
             {"stock": ["Support - Assembly"] * 10, "patrol": [{"card": COMMANDO, "damage": 1}, SPARE]}, active=1)
    commando, naga = cid(s, COMMANDO, "patrol1"), cid(s, NAGA, "patrol0")
    do(s, ("mission",), ("add", commando), ("target", "stock"))
    at_first_decision_of(s, 0, lambda o: o[0] == "use")
    assert heuristic_choice(s) == ("use", naga, "naga")
    do(s, ("use", naga, "naga"))
    assert ("choose", "stock") in s.decision.options   # the target, P1's own Stockpile, may be chosen too
    assert heuristic_choice(s) == ("choose", commando)


def test_it_does_not_damage_its_own_attacking_mech():
    """P1 attacks with a Cicada (0/3) and holds Marik Arms Trade ({T}: 1 damage to an attacking 'Mech): the only
    attacking 'Mech is its own, so it goes on without using it."""
    s = game({"stock": ["Support - Assembly"] * 10, "patrol": [{"card": CICADA, "damage": 2}, SPARE],
              "post": ["Marik Arms Trade"]},
             {"stock": ["Support - Assembly"] * 10})
    cicada, marik = cid(s, CICADA, "patrol0"), cid(s, "Marik Arms Trade", "post0")
    do(s, ("mission",), ("add", cicada), ("target", "stock"))
    at_first_decision_of(s, 0, lambda o: o == ("use", marik, "damage"))
    assert heuristic_choice(s) != ("use", marik, "damage")


def test_it_does_not_tap_a_mech_that_can_still_attack_for_less_and_does_not_judge_it_again_at_once():
    """P1's Fenris attacks P2's Stockpile; P1's Naga Prime (6 attack), still free to go on a mission of its own this
    turn, could be tapped to deal 2 damage to the target instead: it is not.  The declined option then rests: at the
    next windows that offer it no look-ahead is run."""
    s = game({"stock": ["Support - Assembly"] * 10, "patrol": [FENRIS, NAGA]},
             {"stock": ["Support - Assembly"] * 10, "patrol": [SPARE]})
    fenris, naga = cid(s, FENRIS, "patrol0"), cid(s, NAGA, "patrol0")
    do(s, ("mission",), ("add", fenris), ("target", "stock"))
    at_first_decision_of(s, 0, lambda o: o == ("use", naga, "naga"))
    policy = bot.TCGPolicy(0)
    assert policy.act(R, s) != ("use", naga, "naga")
    assert policy.resting[("use", naga, "naga")] == 3     # judged and declined: it lets the next 3 windows pass
    for left in (2, 1, 0):
        assert policy.act(R, s) != ("use", naga, "naga")
        assert policy.resting[("use", naga, "naga")] == left   # ... without judging it
    assert policy.act(R, s) != ("use", naga, "naga")
    assert policy.resting[("use", naga, "naga")] == 9     # judged again, declined again: it rests longer


def test_its_choice_never_depends_on_hidden_cards():
    """Mixed-set decks, the heuristic against itself: at decisions where it may look ahead, a copy of the game whose
    hidden cards (both Stockpiles, the other hand, the other's face-down cards) are re-dealt gets the same answer,
    and the world its look-ahead plays in is dealt the same."""
    checked = 0
    for seed in range(4):
        deck = f"random:{seed + 11}"
        state = R.new_game(seed, {"decks": [deck, deck], "format": "all"}, log=False)
        agents = [make_agent("heuristic", seed), make_agent("heuristic", seed + 50)]
        step = 0
        while state.decision is not None and step < 1500:
            decision = state.decision
            me = decision.player
            if len(decision.options) > 1 and any(o[0] not in bot.RULED_VERBS for o in decision.options):
                other = R.determinize(state, me, seed * 1000 + step)
                other.log = None
                assert heuristic_choice(other, seed) == heuristic_choice(state, seed), step
                assert bot.TCGPolicy(seed)._world(R, other, me).card_types == \
                    bot.TCGPolicy(seed)._world(R, state, me).card_types, step
                checked += 1
            R.apply(state, agents[me].act(R, state))
            step += 1
    assert checked > 20

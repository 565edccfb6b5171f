"""The heuristic bot's BattleTech TCG policy (``agents.HeuristicAgent`` plays it, found through
``BattleTechTCG.heuristic_policy``).

It reads only what its seat may know: its own hand and the public table (``rules.observe`` rules: face-down cards of
the opponent are never looked up), the current decision (its kind, options and targets; never the engine's frames)
and static card data.

* Deploy: Resource cards first (deployed and revealed at once when they cost nothing), then the cheapest 'Mechs;
  every resource is tapped and spent on the card under construction nearest completion; paid cards are revealed.
* Missions: every untapped 'Mech attacks the opponent's Stockpile in one group, unless the opponent's untapped
  blockers would destroy more attack than the group would deal; a depleted or slower enemy 'Mech it can destroy is
  attacked first.
* Blocking: blocks when a blocker survives the attacker's attack, or when the Stockpile is low; includes a target
  that deals damage.
* Battle: overheats when its structure can take it, fires every missile at the target (as attacker) or the
  strongest attacker, assigns damage to destroy blockers where it can, else at the target; plays Mission cards that
  add attack.  Card choices it does not know: the first option.
"""
from __future__ import annotations

import random

from mechdeck.kernel import State


class TCGPolicy:
    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def act(self, rules, state: State):
        from mechdeck.games.battletech_tcg import board, missions
        decision = state.decision
        assert decision is not None, "the bot is asked only at a decision"
        options = decision.options
        me = decision.player
        kind = decision.kind
        kinds = {o[0] for o in options}
        c = state.counters

        def card(x):
            return board.card_of(state, x)

        if kind in PHASE_KINDS:
            if "build" in kinds:   # resources to spend
                builds = [o for o in options if o[0] == "build"]
                return min(builds, key=lambda o: (board.activation_cost(state, me, o[1]) - c.get(f"cc:{o[1]}", 0)
                                                  <= 0, board.activation_cost(state, me, o[1])
                                                  - c.get(f"cc:{o[1]}", 0)))
            for o in options:
                if o[0] == "reveal":
                    return o
            if kind == "repair-phase":
                return next((o for o in options if o[0] == "repair"), ("done",))
            if kind == "deploy-phase":
                return self._deploy(state, me, options, card)
            if kind == "missions-phase":
                return self._missions(state, me, options, rules)
            return ("done",) if ("done",) in options else options[0]
        if kind == "pay":
            return options[0]
        if kind == "declare-mission":
            return self._declare(state, me, options, rules)
        if kind == "block":
            return self._block(state, me, options)
        if kind == "add-blocker":  # one blocker is enough for it
            return options[-1]
        if kind == "include-target":
            tgt = c.get("m.tgt")
            deals = isinstance(tgt, int) and (board.is_mech(state, tgt) or (card(tgt).attack or 0) > 0)
            return ("include target",) if deals else ("keep target out",)
        if kind == "battle-effects" or kind == "assign-damage":
            return self._effects(state, me, options, missions, card)
        if kind == "guard":
            return options[0]
        if kind == "attach":
            return max(options, key=lambda o: board.base_attack(state, o[1]) if isinstance(o[1], int)
                       and board.is_mech(state, o[1]) else 0)
        return options[0]

    def ranked(self, rules, state: State) -> list:
        """The options in the order the search bot tries them (agents/mcts.py): the policy's choice, then one option
        of each other verb (deploy, tap, mission, done, block, target, ...), then the rest in their order, so that
        the few alternatives a search can afford differ in kind, not only in which card."""
        decision = state.decision
        assert decision is not None, "the bot is asked only at a decision"
        options = decision.options
        choice = self.act(rules, state)
        first, rest, verbs = [choice], [], {choice[0]}
        for option in options:
            if option == choice:
                continue
            if option[0] in verbs:
                rest.append(option)
            else:
                verbs.add(option[0])
                first.append(option)
        return first + rest

    # -- deploy ---------------------------------------------------------------------------------------------------
    def _deploy(self, state: State, me, options, card):
        from mechdeck.games.battletech_tcg import board
        deploys = [o for o in options if o[0] == "deploy"]
        building = [x for x in state.zones[board.BUILD[me]] if not board.mark(state, "up", x)]
        taps = [o for o in options if o[0] == "tap"]
        if deploys:
            resources = [o for o in deploys if "Resource" in card(o[1]).subtypes]
            if resources:
                return min(resources, key=lambda o: card(o[1]).cost or 0)
            if len(building) < 3:
                mechs = [o for o in deploys if card(o[1]).kind in ("mech", "unit")]
                if mechs:
                    return min(mechs, key=lambda o: board.activation_cost(state, me, o[1]))
                others = [o for o in deploys if card(o[1]).kind == "command" and not card(o[1]).subtypes]
                if others and len(building) < 2:
                    return others[0]
        if taps and building:
            return taps[0]
        return ("done",)

    # -- missions -------------------------------------------------------------------------------------------------
    def _missions(self, state: State, me, options, rules):
        if ("mission",) in options and not state.counters.get(f"hb_stop{me}"):
            return ("mission",)
        return ("done",)

    def _declare(self, state: State, me, options, rules):
        from mechdeck.games.battletech_tcg import board
        adds = [o for o in options if o[0] == "add"]
        if adds:
            return adds[0]
        targets = [o[1] for o in options if o[0] == "target"]
        if not targets:
            return ("cancel",)
        group = [ref[1] for ref in rules.option_targets(state, ("cancel",))]  # cancelling names the chosen 'Mechs
        enemy = 1 - me
        power = sum(board.base_attack(state, m) for m in group)
        # A 'Mech target the group can destroy outright.
        for t in targets:
            if isinstance(t, int) and board.is_mech(state, t) and t in state.zones[board.PATROL[enemy]]:
                left = board.structure(state, t) - state.counters.get(f"dmg:{t}", 0)
                if power - board.armor(state, t) >= left:
                    return ("target", t)
        if "stock" in targets:
            return ("target", "stock")
        return ("target", targets[0])

    def _block(self, state: State, me, options):
        from mechdeck.games.battletech_tcg import board
        c = state.counters
        attackers = c.get("m.att", ())
        incoming = sum(board.base_attack(state, a) for a in attackers)
        blocks = [o for o in options if o[0] == "block"]
        if not blocks:
            return options[-1]
        stock_low = len(state.zones[board.STOCK[me]]) <= incoming + 5
        for o in sorted(blocks, key=lambda o: -board.base_attack(state, o[1])):
            m = o[1]
            hp = board.armor(state, m) + board.structure(state, m) - c.get(f"dmg:{m}", 0)
            if hp > incoming or stock_low:
                return o
        return options[-1]

    # -- battle ---------------------------------------------------------------------------------------------------
    def _effects(self, state: State, me, options, missions, card):
        from mechdeck.games.battletech_tcg import board
        c = state.counters
        attacking = c.get("m.p") == me
        for o in options:
            if o[0] == "overheat":
                u, k = o[1], o[2]
                x = (card(u).options.get("overheat") or ((0, 0),) * (k + 1))[k][0] if k < len(
                    card(u).options.get("overheat", ())) else 2
                hp = board.structure(state, u) - c.get(f"dmg:{u}", 0)
                if x < hp + board.armor(state, u) - 2:
                    return o
        for o in options:
            if o[0] == "missile":
                d = o[2]
                if attacking and d == c.get("m.tgt"):
                    return o
                if not attacking:
                    return o
        for o in options:
            if o[0] == "play":
                return o
        assigns = [o for o in options if o[0] in ("assign", "assign all")]
        if assigns:
            return self._assign(state, me, assigns, attacking, board)
        return ("done",) if ("done",) in options else options[0]

    def _assign(self, state: State, me, assigns, attacking, board):
        c = state.counters
        tgt = c.get("m.tgt")
        # Destroy an opposing unit if the points suffice, else pour everything into the target / the first foe.
        for o in assigns:
            d = o[2]
            if isinstance(d, int) and board.is_mech(state, d) and d != tgt:
                return o
        for o in assigns:
            if o[2] == tgt and o[0] == "assign all":
                return o
        return assigns[0]


# The kinds of the phases' decisions (battletech_tcg/turn.py WINDOW_KINDS): where it deploys, repairs, missions.
PHASE_KINDS = frozenset({"draw-phase", "repair-phase", "deploy-phase", "missions-phase", "end-of-turn"})


# -- the search bot's evaluation of a game in progress (rules.evaluate; agents/mcts.py) -------------------------------
# Worth in Stockpile cards, the currency of the game (a player whose Stockpile runs out loses): a unit's attack is
# about a card of the opponent's Stockpile a turn, its remaining armor and structure keep that attack in play, a card
# in the Command post region pays for the cards to come, cards in hand and under construction are what comes.
ATTACK_WORTH = 1.0
DURABILITY_WORTH = 0.25
POST_WORTH = 1.0
HAND_WORTH = 0.3
BUILDING_WORTH = 0.3


def evaluate(rules, state: State) -> tuple[float, ...]:
    """Each seat's standing in a game in progress, in Stockpile cards (see the weights above); read by the search
    bot on the determinised positions it plays out, never by the policy."""
    from mechdeck.games.battletech_tcg import board
    zones, counters = state.zones, state.counters
    values = []
    for p in (0, 1):
        value = (len(zones[board.STOCK[p]]) + POST_WORTH * len(zones[board.POST[p]])
                 + HAND_WORTH * len(zones[board.HAND[p]]) + BUILDING_WORTH * len(zones[board.BUILD[p]]))
        for unit in board.units_in_play(state, p):
            left = board.armor(state, unit) + board.structure(state, unit) - counters.get(f"dmg:{unit}", 0)
            value += ATTACK_WORTH * board.base_attack(state, unit) + DURABILITY_WORTH * max(0, left)
        values.append(value)
    return tuple(values)

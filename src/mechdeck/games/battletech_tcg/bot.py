"""The heuristic bot's BattleTech TCG policy (``agents.HeuristicAgent`` plays it, found through
``BattleTechTCG.heuristic_policy``).

It reads only what its seat may know: its own hand and the public table (``rules.observe`` rules: face-down cards of
the opponent are never looked up), the current decision (its kind, options and targets; never the engine's frames)
and static card data.

* Deploy: Resource cards first (deployed and revealed at once when they cost nothing), then the cheapest 'Mechs, then
  the cheapest Command cards of every kind; every resource is tapped and spent on the card under construction nearest
  completion; paid cards are revealed; with no deployment left, the cheapest card that can be deployed and revealed
  at once is.
* Missions: every untapped 'Mech attacks the opponent's Stockpile in one group, unless the opponent's untapped
  blockers would destroy more attack than the group would deal; a depleted or slower enemy 'Mech it can destroy is
  attacked first.
* Blocking: blocks when a blocker survives the attacker's attack, or when the Stockpile is low; includes a target
  that deals damage.
* Battle: overheats when its structure can take it, fires every missile at the target (as attacker) or the
  strongest attacker, assigns damage to destroy blockers where it can, else at the target; plays Mission cards.
* Its cards' abilities and whatever else the rules above do not know (an ability "use"d, a later set's window action,
  a card choice's answer) are judged by a short look-ahead, generically, with no table of cards: once the rules would
  close a window (``STANDING_VERBS``), each such option of the window is played out with the rules alone until the
  game is back at a window (the ability has resolved; its own choices on the way are searched one level deep) and
  kept when it leaves the seat better off (``_standing``: ``evaluate``, untapped cards, the battle about to be
  resolved) than standing still; at a card choice the rules do not know, the options are weighed against each other
  the same way.  Cheap filters keep it off the hot path: only at a window's close, options declined or choices left
  to the rules rest for a while (``_awake``), a few options and steps at most.
* The look-ahead never sees a hidden card: it is played in ``rules.determinize``'s world (the search bot's
  determinisation, which re-deals what each card hidden from the seat is: both Stockpiles, the other hand, the
  other's face-down cards, the other's secret numbers, from a sorted deal), so that the world, and every choice, are
  the same whatever the hidden cards are and wherever they lie.
"""
from __future__ import annotations

import random

from mechdeck.kernel import State


class TCGPolicy:
    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)   # seeds the determinisations of the look-aheads
        self.looking_ahead = False       # playing out a look-ahead: the rules alone decide, no look-ahead within
        # A window's option it declined (a card choice it left to its rules) is let pass without a look-ahead for a
        # while, longer each time it declines it again (3, 9, 21 ... times): an ability no use now is seldom of use a
        # moment later.  Per game (``game``).
        self.game = -1
        self.resting: dict[tuple, int] = {}   # option (kind and prompt of a card choice) -> the times it lets pass
        self.rested: dict[tuple, int] = {}    # the same -> how many it let pass last time

    def fork(self, seed: int) -> "TCGPolicy":
        """A policy that plays on as this one would from here: the same memory of the options it declined, its
        random draws (the look-aheads' deals) from ``seed``.  The search bot plays its playouts with forks, so that
        what a playout declines does not make the game's policy (nor the next playout's) let it rest."""
        twin = TCGPolicy(seed)
        twin.game, twin.resting, twin.rested = self.game, dict(self.resting), dict(self.rested)
        return twin

    def act(self, rules, state: State):
        choice = self._rules_choice(rules, state)
        if self.looking_ahead:
            return choice
        decision = state.decision
        assert decision is not None, "the bot is asked only at a decision"
        kind = decision.kind
        if kind in RULED_KINDS or kind in WINDOW_KINDS and choice[0] not in STANDING_VERBS:
            return choice   # the cheap filter: at a window, only once the rules would go on
        if state.seed != self.game:
            self.game, self.resting, self.rested = state.seed, {}, {}
        if kind in WINDOW_KINDS:   # the options the rules do not judge themselves, unless resting
            judged = tuple(o for o in decision.options if o[0] not in RULED_VERBS and self._awake(o))
            if not judged:
                return choice
            best = self._look_ahead(rules, state, judged, None)
            for option in judged:
                self._rest(option, option != best)
            return choice if best is None else best
        asked = (kind, decision.prompt)   # a card choice: which card asks it, said by its prompt (never parsed)
        if not self._awake(asked):
            return choice
        judged = decision.options[:MOST_JUDGED]
        if choice not in judged:
            judged += (choice,)
        best = self._look_ahead(rules, state, judged, choice)
        self._rest(asked, best is None)
        return choice if best is None else best

    # -- the look-ahead -------------------------------------------------------------------------------------------
    def _awake(self, option: tuple) -> bool:
        """Is this window option to be judged now (it is not resting; a resting one lets this window pass)?"""
        left = self.resting.get(option, 0)
        if left:
            self.resting[option] = left - 1
        return not left

    def _rest(self, option: tuple, declined: bool) -> None:
        rest = 2 * self.rested.get(option, 0) + 3 if declined else 0
        self.resting[option] = self.rested[option] = rest

    def _look_ahead(self, rules, state: State, judged: tuple, choice):
        """The best of the options judged by their consequences, or None when none beats the rules' own choice by
        ``LOOK_AHEAD_MARGIN``, each played out by ``_play_out``.  At a window (``choice`` None) each option is weighed
        against standing still; at any other decision the options, the rules' choice among them, against each other;
        when the first two options, alike but for their card, come out the same, the choice is taken to make no
        difference this soon and the rest are not played."""
        decision = state.decision
        assert decision is not None, "the bot is asked only at a decision"
        me = decision.player
        world = self._world(rules, state, me)
        best, best_value, first_value = None, -float("inf"), 0.0
        self.looking_ahead = True
        try:
            if choice is None:
                best_value = self._standing(rules, world, me) + LOOK_AHEAD_MARGIN
            for n, option in enumerate(judged):
                value = self._play_out(rules, world, option, me, True)
                if n == 0:
                    first_value = value
                elif n == 1 and choice is not None and option[0] == judged[0][0] and value == first_value:
                    return None
                if option == choice:
                    value += LOOK_AHEAD_MARGIN   # the rules' choice wins what the look-ahead cannot tell apart
                if value > best_value:
                    best, best_value = option, value
        finally:
            self.looking_ahead = False
        return None if best == choice else best

    def _play_out(self, rules, world: State, option: tuple, me: int, branch: bool) -> float:
        """The seat's standing once ``option`` is played in a copy of ``world`` and its consequences are: the game
        goes on, both seats played by the rules alone, until it is back at a window (an ability or a card choice
        has resolved; the seat's window asked again, or the other seat's in a battle), ``LOOK_AHEAD_STEPS``
        decisions at most.  With ``branch``, the seat's first card choice on the way (an ability's target, a bonus)
        is not left to the rules: each of its options (``MOST_JUDGED`` at most) is played out and the best counts."""
        played = world.clone()
        rules.apply(played, option)
        for _ in range(LOOK_AHEAD_STEPS):
            now = played.decision
            if now is None or now.kind in WINDOW_KINDS:
                break
            if branch and now.player == me and len(now.options) > 1 and now.kind not in RULED_KINDS:
                return max(self._play_out(rules, played, answer, me, False) for answer in now.options[:MOST_JUDGED])
            rules.apply(played, now.options[0] if len(now.options) == 1 else self.act(rules, played))
        return self._standing(rules, played, me)

    def _world(self, rules, state: State, me: int) -> State:
        """A world the seat cannot tell from this one, to play the look-ahead in: ``rules.determinize`` (the search
        bot's) re-deals what each card hidden from the seat is, from a sorted deal, so that the world, and the choice,
        are the same whatever the hidden cards are and wherever they lie."""
        world = rules.determinize(state, me, self.rng.getrandbits(62))
        world.log = None
        return world

    @staticmethod
    def _standing(rules, world: State, me: int) -> float:
        """The seat's lead in ``evaluate``'s Stockpile cards, a won or lost game counting ``GAME_WORTH``, with its
        cards still untapped: a card tapped for an ability is a resource it no longer gives (``READY_WORTH``) or a
        unit that no longer attacks (in the seat's turn until its missions are over: its attack) or blocks
        (``READY_UNIT_WORTH`` a point of attack); in a mission, what the battle is about to do: the attack its effects
        gave or took from the units in it, and the damage assigned or added so far, less what is prevented
        (``_incoming``)."""
        from mechdeck.games.battletech_tcg import board, missions
        if world.decision is None:
            winner = rules.result(world)["winner"]
            return 0.0 if winner is None else GAME_WORTH if winner == me else -GAME_WORTH
        attacks: dict[int, int] = {}   # each unit's base attack, as evaluate found it
        # a card attached to a unit (an Enhancement, a Pilot) is in play as much as one in the Command post region
        lead = (_seat_value(world, me, attacks) - _seat_value(world, 1 - me, attacks)
                + POST_WORTH * (len(world.zones[board.ATTACHED[me]]) - len(world.zones[board.ATTACHED[1 - me]])))
        may_attack = world.counters.get("active") == me and world.decision.kind in BEFORE_MISSIONS_END
        unit_worth = ATTACK_WORTH if may_attack else READY_UNIT_WORTH
        for zone in (board.POST[me], board.PATROL[me]):
            for c in world.zones[zone]:
                if not board.tapped(world, c):
                    lead += unit_worth * attacks[c] if c in attacks else READY_WORTH
        if missions.in_mission(world):
            for unit, n in world.counters.get("m.atk", ()):   # the attack the mission's effects gave (missions.py)
                if isinstance(unit, int):   # not a site given attack
                    lead += ATTACK_WORTH * n if board.controller(world, unit) == me else -ATTACK_WORTH * n
            for site, n in _incoming(world).items():
                if isinstance(site, str):   # a Stockpile: a card a point
                    pile = missions.site_of(world, site)
                    if pile in board.STOCK:
                        cards = min(n, len(world.zones[pile]))
                        lead += -cards if pile == board.STOCK[me] else cards
                elif site in attacks:
                    left = (board.armor(world, site) + board.structure(world, site)
                            - world.counters.get(f"dmg:{site}", 0))
                    lost = (ATTACK_WORTH * attacks[site] + DURABILITY_WORTH * max(0, left) if n >= left
                            else DURABILITY_WORTH * max(0, n - board.armor(world, site)))
                    lead += -lost if board.controller(world, site) == me else lost
        return lead

    def _rules_choice(self, rules, state: State):
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
            deals = isinstance(tgt, int) and (board.is_unit(state, tgt) or (card(tgt).attack or 0) > 0)
            return ("include target",) if deals else ("keep target out",)
        if kind == "battle-effects" or kind == "assign-damage":
            return self._effects(state, me, options, missions, card)
        if kind == "guard":
            return options[0]
        if kind == "attach":
            return max(options, key=lambda o: board.base_attack(state, o[1]) if isinstance(o[1], int)
                       and board.is_unit(state, o[1]) else 0)
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
                # Command cards of every kind: Enhancements, Pilots, Factions, Terrain ... (revealed when paid)
                others = [o for o in deploys if card(o[1]).kind == "command"]
                if others and len(building) < 2:
                    return min(others, key=lambda o: board.activation_cost(state, me, o[1]))
        if taps and building:
            return taps[0]
        # no deployment left: its cheapest card, deployed and revealed at once (it never counts as one, T356)
        at_once = [o for o in options if o[0] == "deploy revealed"]
        if at_once:
            return min(at_once, key=lambda o: board.activation_cost(state, me, o[1]))
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
            if isinstance(t, int) and board.is_unit(state, t) and t in state.zones[board.PATROL[enemy]]:
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
            if isinstance(d, int) and board.is_unit(state, d) and d != tgt:
                return o
        for o in assigns:
            if o[2] == tgt and o[0] == "assign all":
                return o
        return assigns[0]


# The kinds of the phases' decisions (battletech_tcg/turn.py WINDOW_KINDS): where it deploys, repairs, missions.
PHASE_KINDS = frozenset({"draw-phase", "repair-phase", "deploy-phase", "missions-phase", "end-of-turn"})
# The windows where cards' abilities are used (turn.py ``ability_options``; a mission's battle effects).
WINDOW_KINDS = PHASE_KINDS | {"battle-effects"}
# The decisions the rules above settle alone (no ability is used there); at any other, card choices the rules do not
# know, every option (the first ``MOST_JUDGED``) is judged by a look-ahead.
RULED_KINDS = frozenset({"pay", "declare-mission", "block", "add-blocker", "include-target", "assign-damage",
                         "attach"})
MOST_JUDGED = 6
# A window's verbs the rules choose or decline themselves: the construction and the missions above (a card restocked
# by Logistics: declined), the 'Mechs' printed options in a battle (Overheat, missiles, Alpha Strike, Jump, the
# no-drawback options), Mission cards played, damage assigned.  Every other verb (an ability used, the later sets'
# window actions) is judged by a look-ahead, once the rules would go on (``STANDING_VERBS``: the window closes or the
# damage is assigned).
RULED_VERBS = frozenset({"build", "reveal", "repair", "deploy", "deploy revealed", "tap", "scrap", "done", "let go",
                         "mission", "play", "restock", "overheat", "missile", "alpha strike", "jump", "decline",
                         "assign", "assign all"})
STANDING_VERBS = frozenset({"done", "assign", "assign all"})
LOOK_AHEAD_STEPS = 12
LOOK_AHEAD_MARGIN = 0.1    # Stockpile cards an option must win over the rules' choice (or standing still)
GAME_WORTH = 100.0
READY_WORTH = 0.1          # an untapped card that is not a unit (a resource it may still give)
READY_UNIT_WORTH = 0.25    # an untapped unit, per point of attack, once it may only block
BEFORE_MISSIONS_END = frozenset({"draw-phase", "repair-phase", "deploy-phase", "missions-phase", "battle-effects"})


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
    return _seat_value(state, 0, {}), _seat_value(state, 1, {})


def _incoming(state: State) -> dict:
    """The damage the mission's battle is about to deal, by unit or site: assigned, from Overheat, added by cards
    (missions.py ``m.asg``, ``m.heat``, ``m.dmg``, ``m.hard``), less what is prevented (``m.prev``); the missiles'
    rolls and the cards' changes at resolution are not foreseen."""
    counters = state.counters
    hits: dict = {}
    for source, site, n in counters.get("m.asg", ()):
        hits[site] = hits.get(site, 0) + n
    for unit, n in counters.get("m.heat", ()):
        hits[unit] = hits.get(unit, 0) + n
    for site, n, source in counters.get("m.dmg", ()):
        hits[site] = hits.get(site, 0) + n
    for site, n in counters.get("m.hard", ()):
        hits[site] = hits.get(site, 0) + n
    for unit, n in counters.get("m.prev", ()):
        if unit in hits:
            hits[unit] -= n
    return {site: n for site, n in hits.items() if n > 0}


def _seat_value(state: State, p: int, attacks: dict[int, int]) -> float:
    """One seat's standing (``evaluate``); notes each of its units' base attack in ``attacks``."""
    from mechdeck.games.battletech_tcg import board
    zones, counters = state.zones, state.counters
    value = (len(zones[board.STOCK[p]]) + POST_WORTH * len(zones[board.POST[p]])
             + HAND_WORTH * len(zones[board.HAND[p]]) + BUILDING_WORTH * len(zones[board.BUILD[p]]))
    for unit in board.units_in_play(state, p):
        left = board.armor(state, unit) + board.structure(state, unit) - counters.get(f"dmg:{unit}", 0)
        attack = attacks[unit] = board.base_attack(state, unit)
        value += ATTACK_WORTH * attack + DURABILITY_WORTH * max(0, left)
    return value

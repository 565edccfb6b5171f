"""What a seat sees of a BattleTech TCG game, in the kernel's presentation contract (kernel/presentation.py): each
side's Command Post, Patrol and cards Under Construction as columns of the seats' table (cards tapped, depleted,
damage and construction counters, the site a 'Mech guards, pilots and enhancements on their hosts), hand,
Stockpile, Scrapheap and removed cards on the seat's line with the side's assets and its score (the cards left in
its Stockpile), the Mission cards in play and the current mission (a panel drawn by the ``mission`` widget); the
options in words (cards by name, told apart by their places where two read alike, never by instance id); notes for
the decider on options it might expect and is not offered (``decision_notes``); why the game ended; and the card
gallery (the printing a game plays) with a key to the cards' notation.

Pieces carry their instance ids, face-down cards included: set-up deals them after shuffling, so an id tells nothing
about the card behind it (rules.py ``setup``); front ends match options to pieces by them (``("card", id)``
targets), while players read names and places."""
from __future__ import annotations

from mechdeck.kernel import RuleSet, State
from mechdeck.kernel.presentation import (HAND, PANEL, PILE, ROW, SEAT, SHARED, TABLE, AreaSpec, CounterView,
                                          Presenter, register_presenter)

from .board import (ATTACHED, BUILD, COUNTER_KINDS, MISSION, PATROL, POST, REGION, REMOVED, SCRAP, SPEED_NAME, STOCK,
                    ZONE_SEAT, activation_cost, armor, assets, card_of, controller, counters_on, mark,
                    name_of, ordinal, speed, structure, tapped, units_in_play, who, zone_of)
from .board import HAND as HAND_ZONES
from .cards import CARDS, card_by_number, cards_named
from .listing import type_line
from .turn import (REVEAL_ONLY_WHEN, RULES_ID, can_pay, hosts, needs_host, resource_amount, resource_sources,
                   unique_blocked)
from .rules import region_words   # rules.py imports this module at its end, after defining it

# Per-card markers (board.py) a seat may see, under the names the presentation gives them.
MARKS = (("tap", "tapped"), ("dep", "depleted"), ("dmg", "damage"), ("cc", "counters"), ("guard", "guard"),
         ("on", "on"), ("pinned", "pinned counters"), ("hindrance", "hindrance counter"))
ON_HOST = "on"   # section of the attached cards: drawn on the piece their ``on`` mark names
ENHANCES = "enhances"   # the mark of an attached card whose host is no piece: a region (Terrain), a Stockpile
IN_PLAY = "in play"   # mark of a unit whose stats in play differ from its printed ones (the gallery's)
# The other counters a card may carry (board.COUNTER_KINDS: operation, booty, camouflage ...), shown as "<kind> counters".
NAMED_COUNTERS = tuple(key for key in COUNTER_KINDS if key not in {key for key, _ in MARKS})


def stats_line(card) -> str:
    """attack/armor/structure and the speed's initial ('Mechs and units); empty for other cards."""
    if card.kind not in ("mech", "unit"):
        return ""
    return stats_text(card.attack, card.armor, card.structure, card.speed)


def stats_text(attack, armor_value, structure_value, speed_name) -> str:
    """"2/1/7 M": the notation of a unit's stats (NOTATION), printed or in play."""
    return f"{attack}/{armor_value}/{structure_value} {(speed_name or '')[:1].upper()}".rstrip()


def stats_in_play(state: State, c: int) -> str:
    """A unit's stats as they are now, with every card in play that changes them (pilots, enhancements, C3 Retrofit's
    -1 structure, Warrior Caste's gifts) and, in a mission, the mission's changes (Overheat, Mission cards, C3's +2
    in a group): the attack it would deal, as the battle stands (ruling T1010)."""
    from .missions import attack_value
    return stats_text(attack_value(state, c), armor(state, c), structure(state, c), SPEED_NAME.get(speed(state, c)))


# Where a card lies, as a player says it: zone kind -> (words for the viewer's own, words with the owner's name).
PLACE_WORDS = {"post": ("in your Command Post", "in {who}'s Command Post"), "patrol": ("on your Patrol",
               "on {who}'s Patrol"), "build": ("under construction (yours)", "under construction ({who}'s)"),
               "hand": ("in your hand", "in {who}'s hand"), "stock": ("in your Stockpile", "in {who}'s Stockpile"),
               "scrap": ("in your Scrapheap", "in {who}'s Scrapheap"),
               "removed": ("removed from the game (yours)", "removed from the game ({who}'s)")}
ASSET_NAMES = {"A": "Assembly", "L": "Logistics", "M": "Munitions", "P": "Politics", "T": "Tactics"}

NOTATION = """\
**Stats.** A unit shows *attack/armor/structure* and its speed's initial: `2/1/7 M` deals 2 damage; in each battle
its armor takes the first 1 damage and shrugs it off; damage beyond the armor goes to the structure and stays until
repaired, and the 7th structure damage scraps it. `S`, `M`, `F`: slow, moderate, fast. A mission may target an
opposing 'Mech only if it is slower than every attacker (or depleted); a patrolling 'Mech may block only a mission
whose slowest 'Mech is no faster than it, and a guarding 'Mech only a mission against the site it guards.

**Costs.** `3` is paid in resources, as construction counters on the face-down card; once they are all there, the
card may be revealed. `3+2T` adds an asset cost: 2 more resources unless you have the Tactics asset in play. Assets
(never cumulative; the "assets" counter lists yours): `A` Assembly (repair 1 structure damage a turn for 1
resource), `L` Logistics (restock a card from your hand at the end of your turn), `M` Munitions (a missile roll of 3
deals 3), `P` Politics (makes some cards cheaper), `T` Tactics (+1 initiative).

**Card text.** `{T}` means tap this card; `{T}: {R}` taps it for one resource (`{R} {R}`: two). `Overheat 2: +3
attack`: the 'Mech takes 2 damage itself to deal 3 more. `Alpha Strike: +2 attack`: 2 more, after its Overheat
options, and then it is depleted (tapped until reloaded in your next Repair/Reload phase). `Jump (-1 attack: +1
initiative)`: it gives up 1 attack for +1 initiative. `Missile 2`: two missile volleys, each rolled when damage
resolves (1 or 2: that much damage; 3: 3 with Munitions; 4 to 6: none).

**Initiative** is 0, +1 with Tactics, plus pilots, Jumps and cards. It caps the Mission cards you may play in one
mission (at 0, none), and the player with the lower one plays effects and assigns damage first (the defender on a
tie), so the higher one sees everything before answering.

**Marks on cards.** *tapped*, *depleted*, *damage* (structure damage), *counters* (construction counters paid),
*guard* (the site a 'Mech guards), *on* (the card a pilot or enhancement is on), *in play* (a unit's stats as
they are now, where cards in play or the mission change its printed ones: `Atlas (AS7-D) 3/3/11 S in play 3/3/10 S`
has lost 1 structure to C3 Retrofit)."""


class TCGPresenter(Presenter):
    public_ids = True
    show_ids = False   # players name cards by name (and place), never by instance id
    score_label = "Cards left in Stockpile"

    def areas(self, state: State, viewer: int) -> list[AreaSpec]:
        seats = range(self.rules.seat_count(state))
        out = []
        for zones, title in ((POST, "Command Post"), (PATROL, "Patrol"), (BUILD, "Under Construction")):
            out += [AreaSpec(zones[p], ROW, title, (zones[p],), p, TABLE) for p in seats]
        out += [AreaSpec(ATTACHED[p], ROW, "attached", (ATTACHED[p],), p, ON_HOST) for p in seats]
        for p in seats:
            out += [AreaSpec(HAND_ZONES[p], ROW, "hand", (HAND_ZONES[p],), p, HAND),
                    AreaSpec(STOCK[p], PILE, "Stockpile", (STOCK[p],), p, SEAT),
                    AreaSpec(SCRAP[p], PILE, "Scrapheap", (SCRAP[p],), p, SEAT),
                    AreaSpec(REMOVED[p], PILE, "removed from the game", (REMOVED[p],), p, SEAT, optional=True)]
        out.append(AreaSpec(MISSION, ROW, "Mission cards", (MISSION,), -1, SHARED, optional=True))
        # card names only where the viewer sees them, in words (the panel's "ids" let front ends find the pieces)
        mission = self.rules._mission_view(state, viewer, lambda c: self.card_words(state, c, viewer))
        if mission is not None:
            out.append(AreaSpec("mission-panel", PANEL, "Mission", (), mission["attacker"], SHARED, widget="mission",
                                data=mission))
        return out

    def marks(self, state: State, card: int) -> dict:
        out = {}
        for key, field in MARKS:
            value = mark(state, key, card)
            if value is not None:
                out[field] = self.site_words(state, value) if key == "guard" else value
        for key, n in counters_on(state, card, NAMED_COUNTERS):
            out[f"{COUNTER_KINDS[key]} counters"] = n
        host = mark(state, ON_HOST, card)
        if isinstance(host, str):   # a Terrain card's region, an enhancement's Stockpile or Scrapheap: no piece to sit on
            out[ENHANCES] = self.host_words(host)
        if card_of(state, card).kind in ("mech", "unit") and card in units_in_play(state, controller(state, card)):
            now = stats_in_play(state, card)   # public: every seat sees the cards that change it
            if now != stats_line(card_of(state, card)):
                out[IN_PLAY] = now
        return out

    @staticmethod
    def host_words(host: str) -> str:
        """A host that is no card, as every seat reads it: "P1's Patrol region", "P2's Stockpile"."""
        if host.startswith(REGION):
            return region_words(host, -1)
        kind, seat = ZONE_SEAT[host]
        return f"{who(seat)}'s {'Stockpile' if kind == 'stock' else 'Scrapheap'}"

    @staticmethod
    def site_words(state: State, site) -> str:
        """A site a 'Mech guards, as every seat may read it: its Stockpile, its Scrapheap, a card by name, or a
        face-down card under construction by its rank among them ("the 2nd face-down card under construction")."""
        if site in ("stock", "scrap"):
            return "Stockpile" if site == "stock" else "Scrapheap"
        zone = zone_of(state, site)
        if zone in BUILD and not mark(state, "up", site):
            down = [c for c in state.zones[zone] if not mark(state, "up", c)]
            rank = f"the {ordinal(down.index(site) + 1)} " if len(down) > 1 else "the "
            return f"{rank}face-down card under construction"
        return name_of(state, site)

    def counters(self, state: State, viewer: int) -> list[CounterView]:
        seats = range(self.rules.seat_count(state))
        return ([CounterView(f"assets{p}", "assets", "".join(sorted(assets(state, p))) or "-", p) for p in seats]
                + [CounterView(f"score{p}", "Score", len(state.zones[STOCK[p]]), p, column="Score")
                   for p in seats])

    # -- options in words -------------------------------------------------------------------------------------------
    def card_words(self, state: State, c: int, viewer: int) -> str:
        """A card as the viewer may name it: its name where it sees the card, else what it sees of it."""
        if self.rules.seen(state, c, viewer):
            return name_of(state, c)
        return "a face-down card" if zone_of(state, c) in BUILD else "a card"

    def place_words(self, state: State, c: int, viewer: int) -> str:
        """Where a card lies ("in your Command Post", "on P2's Patrol", "on Atlas (AS7-D)"), with its rank among the
        cards there that read alike ("2nd in your Command Post"), in the order every front end draws them."""
        zone = zone_of(state, c)
        if zone is None or zone == MISSION:
            return "among the Mission cards"
        kind, seat = ZONE_SEAT[zone]
        there = state.zones[zone]
        if kind == "attached":
            host = mark(state, "on", c)
            there = [o for o in there if mark(state, "on", o) == host]
            if isinstance(host, int):
                words = f"on {self.card_words(state, host, viewer)}"
            elif str(host).startswith(REGION):   # a Terrain card enhances a region (T757)
                words = f"in {region_words(host, viewer)}"
            else:
                words = f"on P{seat + 1}'s {'Stockpile' if str(host).startswith('stock') else 'Scrapheap'}"
        else:
            mine, theirs = PLACE_WORDS[kind]
            words = mine if seat == viewer else theirs.format(who=f"P{seat + 1}")
        alike = [o for o in there if self.card_words(state, o, viewer) == self.card_words(state, c, viewer)]
        return f"{ordinal(alike.index(c) + 1)} {words}" if len(alike) > 1 else words

    def option_label(self, state: State, action: tuple, viewer: int) -> str | None:
        return self.rules.action_label(state, action, viewer, lambda c: self.card_words(state, c, viewer))

    def option_labels(self, state: State, viewer: int) -> list[str | None]:
        """Each option in words; options that would read alike (two Industrial Plants to tap) name the places of
        their cards."""
        decision = state.decision
        if decision is None:
            return []
        labels: list[str | None] = [self.option_label(state, action, viewer) for action in decision.options]
        counts: dict = {}
        for label in labels:
            counts[label] = counts.get(label, 0) + 1
        placed = lambda c: f"{self.card_words(state, c, viewer)} ({self.place_words(state, c, viewer)})"  # noqa: E731
        return [label if counts[label] == 1 else self.rules.action_label(state, action, viewer, placed)
                for label, action in zip(labels, decision.options)]

    def auto_option(self, state: State) -> int | None:
        """A reaction window the decider holds nothing for (T722), or a battle's effects step whose only option is
        ``done`` (asked because the hand could hold a Mission card by what the opponent sees, T723)."""
        decision = state.decision
        if decision is not None and decision.kind == "battle-effects" and decision.options == (("done",),):
            return 0
        passing = self.rules.no_reaction(state)
        return None if passing is None else state.decision.options.index(passing)

    def setup_schema(self) -> list[dict]:
        from .decks import (BOX_POWERS, DECK_LIMITS, DEFAULT_DECK_LIMITS, DEFAULT_FORMAT, FORMAT_TEXT, FORMATS,
                            PRESET_NAMES, format_pool)
        # every card a deck of some format may hold, each name once (a variant's removed cards aside)
        every_card = list(dict.fromkeys(card_by_number(n).name for n in format_pool("all")
                                        if n not in self.rules.removed))
        return [{"name": "decks", "kind": "decks", "count": 2, "choices": list(PRESET_NAMES),
                 "default": ["kurita", "wolf"],
                 "help": "one deck per seat: a preset name, random:SEED (a random legal deck) or a list of 60 card "
                         "numbers or names"},
                {"name": "first_player", "kind": "seat", "default": None,
                 "help": "the seat that goes first (default: drawn at random)"},
                {"name": "format", "kind": "choice", "choices": list(FORMATS), "default": None,
                 "unset": "as the decks need",
                 "help": "the cards the decks may hold: " + "; ".join(f"{name}: {text}"
                                                                     for name, text in FORMAT_TEXT.items())
                         + f" (unset: a given deck may hold any card that can be played, a random one is drawn "
                           f"from the {FORMAT_TEXT[DEFAULT_FORMAT]})"},
                {"name": "box_powers", "kind": "choice", "choices": list(BOX_POWERS), "default": None,
                 "unset": "as the format allows",
                 "help": "Box powers (Commander's Edition): " + "; ".join(f"{k}: {t}" for k, t in BOX_POWERS.items())
                         + " (unset: one in a format holding them, else none)"},
                {"name": "deck_limits", "kind": "choice", "choices": list(DECK_LIMITS), "default": DEFAULT_DECK_LIMITS,
                 "help": "deck limits: " + "; ".join(f"{k}: {t}" for k, t in DECK_LIMITS.items())},
                {"name": "require", "kind": "cards", "cards": every_card, "default": [],
                 "help": "cards every deck must hold (a random deck is drawn with them; a given deck is checked)"},
                {"name": "ban", "kind": "cards", "cards": every_card, "default": [],
                 "help": "cards no deck may hold (a random deck is drawn without them; a given deck is checked)"}]

    def how_to_play(self) -> str:
        """The primer (Markdown) shipped as this package's ``data/how-to-play.md``."""
        from importlib.resources import files
        return files(__package__).joinpath("data", "how-to-play.md").read_text(encoding="utf-8")

    def gallery(self) -> dict[str, dict]:
        """One face per card name: the printing a game plays under that name (cards.py: the first in set order, the
        base set first; set-up and scenarios refuse the sets this rule set does not play), never another printing's
        text; ``number`` and ``set`` say which printing it is."""
        out = {}
        for name in dict.fromkeys(card.name for card in CARDS):
            card = cards_named(name)[0]
            out[name] = {"type": type_line(card), "cost": card.cost_text(), "stats": stats_line(card),
                         "text": card.text, "number": card.number, "set": card.set}
        return out

    def notation(self) -> str:
        return NOTATION

    # -- the end ----------------------------------------------------------------------------------------------------
    def end_reason(self, state: State, reason: str) -> str:
        """Whose Stockpile ran out (the only way the game ends: a player who must draw from, or lose cards of, an
        empty Stockpile loses once the effect in progress is over)."""
        lost = [p for p in range(self.rules.seat_count(state)) if f"lost{p}" in state.counters]
        if len(lost) == 1:
            return (f"P{lost[0] + 1}'s Stockpile ran out (it could not draw or take all the damage dealt to it), "
                    f"so P{lost[0] + 1} loses")
        if lost:
            return "both Stockpiles ran out in the same effect: a draw"
        return reason

    # -- why an expected option is absent ---------------------------------------------------------------------------
    def unspent(self, state: State, action: tuple) -> list[str]:
        """Ending the Deploy phase while a card in hand could still be deployed, or letting resources in the pool
        go to waste: what the seat leaves unused (the rules allow it; a front end asks first)."""
        decision = state.decision
        if decision is None:
            return []
        p = decision.player
        pool = state.counters.get(f"pool{p}", 0)
        if action == ("let go",) and pool:
            return [f"{pool} resource{'s' if pool != 1 else ''} in the pool"]
        if action == ("done",) and any(option[0] == "deploy" for option in decision.options):
            left = state.counters.get("deploys", 0)
            return [f"{left} deployment{'s' if left != 1 else ''} (a card in hand could be deployed)"]
        return []

    def decision_notes(self, state: State, viewer: int) -> list[str]:
        """Reasons, derived from the state and the rules, why an option the decider might look for is not offered:
        cards that cannot be deployed or revealed yet (and what is missing), 'Mechs that cannot go on a mission or
        block (and why), Mission cards the initiative does not allow.  Only what the decider may see is named."""
        decision = state.decision
        if decision is None or decision.player != viewer:
            return []
        kind = decision.kind
        if kind == "deploy-phase":
            return self.deploy_notes(state, viewer)
        if kind == "repair-phase":
            return self.repair_notes(state, viewer)
        if kind == "missions-phase":
            return self.mission_notes(state, viewer)
        if kind in ("block", "add-blocker"):
            return self.block_notes(state, viewer)
        if kind == "battle-effects":
            return self.mission_card_notes(state, viewer)
        return []

    def deploy_notes(self, state: State, p: int) -> list[str]:
        notes = []
        counters = state.counters
        hand = state.zones[HAND_ZONES[p]]
        missions = [c for c in hand if card_of(state, c).kind == "mission"]
        if missions:
            names = ", ".join(sorted({name_of(state, c) for c in missions}))
            notes.append(f"{names}: Mission cards are not deployed; they are played from your hand during a mission")
        if len(hand) > len(missions) and counters.get("deploys", 0) <= 0 and f"pool{p}" not in counters:
            notes.append("No deployments left this turn: you may deploy 2 cards a turn (1 on the game's first turn)")
        limit = counters.get("arms_reduction")
        if limit is not None and counters.get(f"built{p}", 0) >= limit:
            notes.append(f"You have put the {limit} construction counter{'s' if limit != 1 else ''} allowed this turn "
                         "on your cards")
        unpaid = []   # one note for every card still being paid for: "Atlas (AS7-D) 2 of 8 (7, +1 without ...)"
        have = assets(state, p)
        for c in state.zones[BUILD[p]]:
            if mark(state, "up", c) and not mark(state, "unpaid", c):
                continue   # activated: a 'Mech waiting for the End of Turn
            name, paid, cost = name_of(state, c), counters.get(f"cc:{c}", 0), activation_cost(state, p, c)
            card = card_of(state, c)
            if paid < cost:
                lacking = "".join(f", +{n} without {ASSET_NAMES.get(letter, letter)}"
                                  for letter, n in card.assets.items() if letter not in have)
                unpaid.append(f"{name} {paid} of {cost}" + (f" ({card.cost}{lacking})" if lacking else ""))
            elif unique_blocked(state, c):
                notes.append(f"{name} cannot be revealed: it is Unique and a card of that title is in play")
            elif needs_host(card) and not hosts(state, p, c):
                notes.append(f"{name} cannot be revealed: there is no card in play it could go on")
            elif card.plays_as in REVEAL_ONLY_WHEN:
                notes.append(f"{name} is revealed only at the moment its text names")
        if unpaid:
            available = counters.get(f"pool{p}", 0) + sum(resource_amount(card_of(state, c))
                                                           for c in resource_sources(state, p))
            notes.append("Not paid for yet, so not revealable (construction counters paid of needed): "
                         + ", ".join(unpaid) + (f"; your untapped resources give {available} more this turn"
                                                if available else "; you have no untapped resources left this turn"))
        return notes

    def repair_notes(self, state: State, p: int) -> list[str]:
        damaged = [m for m in units_in_play(state, p) if state.counters.get(f"dmg:{m}", 0) > 0]
        if not damaged:
            return []
        names = ", ".join(name_of(state, m) for m in damaged)
        if "A" not in assets(state, p):
            return [f"{names}: repairing needs the Assembly asset (A) in play"]
        if state.counters.get(f"repaired{p}") == state.counters.get("turn"):
            return ["You have repaired this turn already: Assembly repairs 1 damage a turn"]
        if not can_pay(state, p, 1):
            return [f"{names}: a repair costs 1 resource and you have none untapped"]
        return []

    def unit_state(self, state: State, m: int) -> str:
        """Why a 'Mech on patrol can neither attack nor block, in words ("" if neither reason holds)."""
        if mark(state, "dep", m):
            return "it is depleted (it used Alpha Strike; it reloads in its controller's next Repair/Reload phase)"
        if tapped(state, m):
            return "it is tapped (it went on a mission, blocked or used an ability since its controller's last turn)"
        return ""

    def waiting_notes(self, state: State, p: int, verb: str) -> list[str]:
        waiting = [m for m in units_in_play(state, p) if m not in state.zones[PATROL[p]]]
        return [f"{name_of(state, m)} cannot {verb} yet: a 'Mech activated this turn waits under construction "
                "until the End of Turn, then goes on Patrol" for m in waiting]

    def mission_notes(self, state: State, p: int) -> list[str]:
        from .missions import attackers_available
        free = set(attackers_available(state, p))
        notes = []
        for m in state.zones[PATROL[p]]:
            if m in free:
                continue
            why = self.unit_state(state, m) or "a card in play keeps it from going on missions"
            notes.append(f"{name_of(state, m)} cannot go on a mission: {why}")
        return notes + self.waiting_notes(state, p, "go on a mission")

    def block_notes(self, state: State, o: int) -> list[str]:
        from .board import is_battle_armor
        from .missions import acting_speed, all_vtol, blockers_available, group_speed, has_vtol
        counters = state.counters
        target, group = counters.get("m.tgt"), counters.get("m.att", ())
        if not group:
            return []
        chosen = tuple(next((f.locals.get("chosen", ()) for f in reversed(state.stack) if f.op == "block"), ()))
        able = set(blockers_available(state, o, chosen))
        slowest = group_speed(state, group)
        notes = []
        for m in state.zones[PATROL[o]]:
            if m in able or m in chosen:
                continue
            name = name_of(state, m)
            guard = mark(state, "guard", m)
            if m == target:
                why = "it is the mission's target"
            elif self.unit_state(state, m):
                why = self.unit_state(state, m)
            elif guard is not None and guard != target:
                why = (f"it guards {self.site_words(state, guard)}, and a guard blocks only missions against the "
                       "site it guards")
            elif guard is None and all_vtol(state, group) and not has_vtol(state, m):
                why = "every attacking Unit has VTOL: only guards and Units with VTOL block it (T1104)"
            elif is_battle_armor(state, m):
                why = ("Battle Armor blocks only beside another blocker, at the speed of the fastest Omni 'Mech among "
                       "them (T1103)")
            elif guard is None and acting_speed(state, m) < slowest:
                why = (f"it is {SPEED_NAME[acting_speed(state, m)]} and the mission's slowest 'Mech is "
                       f"{SPEED_NAME[slowest]}: a patrolling 'Mech blocks only 'Mechs no faster than it")
            else:
                why = "a card in play keeps it from blocking this mission"
            notes.append(f"{name} cannot block: {why}")
        return notes + self.waiting_notes(state, o, "block")

    def mission_card_notes(self, state: State, q: int) -> list[str]:
        from .abilities.registry import MISSIONS
        from .missions import initiative
        counters = state.counters
        hand = [c for c in state.zones[HAND_ZONES[q]] if card_of(state, c).kind == "mission"]
        if not hand:
            return []
        if counters.get("no_mission_cards"):
            return ["No Mission cards may be played in this mission (a card in play forbids them)"]
        played = [name for seat, name in counters.get("m.cards", ()) if seat == q]
        init = initiative(state, q)
        if len(played) >= init:
            if init <= 0:
                return ["Your initiative is 0, so you may play no Mission cards in this mission (initiative: +1 "
                        "with the Tactics asset, plus pilots, Jumps and cards)"]
            return [f"Your initiative is {init} and you have played {len(played)} Mission "
                    f"card{'s' if len(played) != 1 else ''} in this mission: no more may be played"]
        offered = {action[1] for action in state.decision.options if action[0] == "play"}
        preblock = next((f.locals.get("stage") == "preblock" for f in reversed(state.stack) if f.op == "effects"),
                        False)
        notes = []
        for c in hand:
            if c in offered:
                continue
            card = card_of(state, c)
            entry = MISSIONS.get(card.plays_as)
            if card.name in played:
                why = "a Mission card of that name was played by you in this mission already"
            elif entry is None:
                why = "its effect is not one played in a battle"
            elif entry.preblock != preblock:
                why = ("it is played before blockers are declared" if entry.preblock else
                       "it is played once blockers are declared, in the battle")
            else:
                why = "what it needs is not in this mission"
            notes.append(f"{card.name} cannot be played now: {why}")
        return notes


def _presenter(rules: RuleSet) -> TCGPresenter:
    return TCGPresenter(rules)


register_presenter(RULES_ID, _presenter)

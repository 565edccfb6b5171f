"""What every rule set keeps after every action, whatever the game, and a secrecy oracle that does not trust the
engine: the conformance tests (test_*.py here) call these on random legal games of every registered rule set.

The oracle builds, from a real position, a second position that differs only in what one seat may not see: two
hidden cards swap what they are (``swap_identities``) or swap places (``swap_places``), chosen by the test among the
cards the rule set's own zone visibility hides from that seat.  Both positions then play on by the same choices, and
what the seat is shown (observation with its log, counters, prompt and options, whose turn it is, whether a decision
exists, and the presentation every front end renders) must be byte-identical at every step until one of those hidden
cards could legitimately come into view."""
from __future__ import annotations

import json
import random
from contextlib import contextmanager

from mechdeck.kernel import (FACE, HIDDEN, PUBLIC, TOP, IllegalAction, Outcome, RuleSet, State, get_rules,
                             rule_set_ids)
from mechdeck.kernel import knowledge
from mechdeck.kernel.knowledge import known as recorded_knowledge
from mechdeck.kernel.presentation import present

MAX_DECISIONS = 20_000   # a game longer than this has not ended (the longest random TCG games take about 5,000)
FOLLOW_STEPS = 6         # actions played on in both worlds after a swap


# -- cheap invariants: every step of every game ---------------------------------------------------------------------
def placed_cards(rules: RuleSet, state: State) -> list[int]:
    """Every card where it is: the zones' cards, or, for a rule set that keeps cards outside its zones or records
    in them, its own ``placed_cards`` (War Rig: cards built into sites, face-up and stolen records, stock copies)."""
    placed = getattr(rules, "placed_cards", None)
    return [c for cards in state.zones.values() for c in cards] if placed is None else placed(state)


def assert_cards_conserved(rules: RuleSet, state: State) -> None:
    everything = sorted(placed_cards(rules, state))
    assert everything == list(range(len(state.card_types))), "a card is missing, duplicated or invented"


def assert_nothing_negative(state: State, signed: tuple[str, ...]) -> None:
    """Every number in a counter is >= 0, except counters whose names start with one of ``signed`` (records of
    signed changes, such as the TCG's Mission modifiers)."""
    for key, value in state.counters.items():
        if signed and key.startswith(signed):
            continue
        for v in value if isinstance(value, tuple) else (value,):
            if isinstance(v, int) and not isinstance(v, bool):
                assert v >= 0, f"counter {key} is negative: {value!r}"


def assert_board_sound(rules: RuleSet, state: State) -> None:
    """A board game's pieces: each has one owner seat (or none) and one location, nothing negative."""
    if state.board is not None:
        problems = rules.topology(state).problems(state.board, rules.seat_count(state))
        assert not problems, "; ".join(problems)


def assert_decision_well_formed(rules: RuleSet, state: State) -> None:
    decision = state.decision
    assert decision is not None
    assert 0 <= decision.player < rules.seat_count(state), f"P{decision.player + 1} decides in a smaller game"
    assert decision.options, "a decision with no options"
    assert len(set(decision.options)) == len(decision.options), "an option is listed twice"


def assert_outcome(rules: RuleSet, state: State) -> Outcome:
    """A finished game: no frame left, and an Outcome with one rank and one return per seat."""
    assert state.decision is None and state.stack == []
    seats = rules.seat_count(state)
    outcome = rules.outcome(state)
    assert isinstance(outcome, Outcome)
    assert len(outcome.ranks) == len(outcome.returns) == seats, f"{outcome} is not one rank per seat of {seats}"
    assert min(outcome.ranks) == 1 and all(1 <= r <= seats for r in outcome.ranks), outcome
    for mine, my_return in zip(outcome.ranks, outcome.returns):   # a better rank never earns less
        assert all(theirs >= my_return for rank, theirs in zip(outcome.ranks, outcome.returns) if rank < mine)
    assert outcome.winner == rules.result(state).get("winner", outcome.winner), "outcome and result disagree"
    return outcome


# -- expensive invariants: a deterministic sample of steps -----------------------------------------------------------
def assert_json_round_trip(state: State) -> None:
    text = state.to_json()
    back = State.from_json(text)
    assert back == state, "the JSON round trip changed the state"
    assert back.to_json() == text


def apply_checking_clone(rules: RuleSet, state: State, action) -> None:
    """Apply ``action`` to ``state`` and to a clone: the clone starts equal, stays unchanged while the original moves
    on, and reaches the same state by the same action."""
    before = state.to_json()
    copy = state.clone()
    assert copy == state, "a clone differs from its original"
    rules.apply(state, action)
    assert copy.to_json() == before, "applying an action to the original changed its clone"
    rules.apply(copy, action)
    assert copy == state, "the same action on a clone gave a different state"


def assert_every_option_applies(rules: RuleSet, state: State) -> None:
    """Each listed option, applied to its own clone, runs on to the next decision (or the end) without error."""
    before = state.to_json()
    for option in state.decision.options:
        rules.apply(state.clone(), option)
    assert state.to_json() == before


# Actions that look like real ones of some game (a word, a word and a card name, nothing, too many parts).
UNLISTED = (("end",), ("done",), ("pass",), ("buy", "No Such Card"), ("deploy", "Atlas"), (), ("scrap it", "TANK"),
            ("fly to the moon",))


def assert_unlisted_actions_refused(rules: RuleSet, state: State) -> None:
    """An action that is not listed raises IllegalAction and changes nothing: fixed look-alikes, a listed option
    with an extra part and with its last part replaced, and a bare string."""
    before = state.to_json()
    listed = set(state.decision.options)
    first = state.decision.options[0]
    candidates = UNLISTED + (first + ("extra",), first[:-1] + ("no such thing",), "done")
    for action in candidates:
        if action in listed:
            continue
        try:
            rules.apply(state, action)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"the unlisted action {action!r} was applied")
        assert state.to_json() == before, f"the refused action {action!r} changed the state"
    try:
        rules.parse_action(state, "fly to the moon")
    except IllegalAction:
        pass
    else:
        raise AssertionError("parse_action accepted a text that names no option")
    assert state.to_json() == before


def assert_view_follows_visibility(rules: RuleSet, state: State, viewer: int) -> dict:
    """The observation shows each zone as the rule set's visibility says: a count alone for a zone the viewer may
    not see into, the count and top card for a face-up pile of another seat, every card otherwise; no generator
    state; options only to the seat that decides."""
    view = rules.observe(state, viewer)
    for zone, cards in state.zones.items():
        kind, owner = rules.zone_visibility(zone)
        if kind == PUBLIC and zone not in view["zones"]:
            continue   # a public zone the rule set shows in its own form (Domination v2.2's Supply piles)
        shown = view["zones"][zone]
        if kind == HIDDEN or (kind not in (PUBLIC, FACE, TOP) and owner != viewer):
            assert shown == {"count": len(cards)}, f"{zone} is not shown to P{viewer + 1} as a count"
        elif kind == TOP and owner != viewer:
            assert set(shown) == {"count", "top"} and shown["count"] == len(cards), f"{zone}: count and top only"
        else:
            assert len(shown) == len(cards), f"{zone} is not shown card by card to P{viewer + 1}"
    assert "rng" not in view and str(state.rng) not in json.dumps(view), "the observation shows the generator"
    if state.decision is not None and state.decision.player != viewer:
        assert view["options"] == [], f"P{viewer + 1} is shown another seat's options"
    return view


def assert_determinize_keeps_the_view(rules: RuleSet, state: State, viewer: int, seed: int) -> None:
    """The engine's own determinization (which search bots use) conserves cards and keeps what the viewer sees."""
    other = rules.determinize(state, viewer, seed)
    assert_cards_conserved(rules, other)
    assert rules.observe(other, viewer) == rules.observe(state, viewer), (
        f"a determinization for P{viewer + 1} changed what P{viewer + 1} observes")


# -- the secrecy oracle -----------------------------------------------------------------------------------------------
def hidden_cards(rules: RuleSet, state: State, viewer: int, known=frozenset(), with_face_down=True) -> dict:
    """card -> owner of its zone, for every card whose identity ``viewer`` may not see where it lies, by the rule
    set's zone visibility: a zone nobody sees into, another seat's own zone, a face-up pile's cards under its top,
    (``with_face_down``) another seat's face-down cards in play; less the cards in ``known`` (the viewer was shown
    them: a rule set that records such knowledge names it in the test profile)."""
    out = {}
    for zone, cards in state.zones.items():
        kind, owner = rules.zone_visibility(zone)
        if kind == PUBLIC or (owner == viewer and kind != HIDDEN):
            continue
        if kind == FACE:
            if with_face_down:
                out.update((c, owner) for c in cards if rules.face_down(state, c))
        else:
            out.update((c, owner) for c in (cards[:-1] if kind == TOP else cards))
    for c in known:
        out.pop(c, None)
    return out


def swap_identities(state: State, a: int, b: int) -> None:
    """Card a becomes what card b was and b what a was; both stay where they are."""
    types = list(state.card_types)
    types[a], types[b] = types[b], types[a]
    state.card_types = tuple(types)


def swap_places(state: State, a: int, b: int) -> None:
    """Card a goes where card b is and b where a was (a hand and a deck exchange a card, or a deck is reordered)."""
    za = next(z for z, cards in state.zones.items() if a in cards)
    zb = next(z for z, cards in state.zones.items() if b in cards)
    ia, ib = state.zones[za].index(a), state.zones[zb].index(b)
    state.zones[za][ia], state.zones[zb][ib] = b, a


def pick_swaps(rules: RuleSet, state: State, viewer: int, known, rnd: random.Random) -> list[tuple]:
    """Up to two swaps of cards hidden from ``viewer`` with the same owner (so each side's cards stay its own):
    an identity swap of two cards of different types (face-down cards only among themselves, so a card that may not
    lie face down is never put there) and a place swap of two cards whose places are hidden too.  Each swap is
    (function, a, b, the cards whose coming into view ends the comparison)."""
    swaps = []
    hidden = hidden_cards(rules, state, viewer, known)
    placed = hidden_cards(rules, state, viewer, known, with_face_down=False)
    types = state.card_types
    by_owner: dict = {}
    for c, owner in hidden.items():
        by_owner.setdefault((owner, c in placed), []).append(c)
    groups = [cards for cards in by_owner.values() if len({types[c] for c in cards}) > 1]
    if groups:
        cards = rnd.choice(groups)
        a = rnd.choice(cards)
        b = rnd.choice([c for c in cards if types[c] != types[a]])
        swaps.append((swap_identities, a, b, frozenset(c for c in hidden if hidden[c] == hidden[a])))
    owners: dict = {}
    for c, owner in placed.items():
        owners.setdefault(owner, []).append(c)
    groups = [cards for cards in owners.values() if len(cards) > 1]
    if groups:
        a, b = rnd.sample(rnd.choice(groups), 2)
        swaps.append((swap_places, a, b, frozenset(c for c in placed if placed[c] == placed[a])))
    return swaps


def what_a_seat_sees(rules: RuleSet, state: State, viewer: int) -> dict:
    """Everything ``viewer`` is told, as JSON text per part: the observation (zones, counters, log, prompt, options,
    whose turn), the presentation every front end renders, and whether a decision exists."""
    view = rules.observe(state, viewer)
    view["presentation"] = present(rules, state, viewer)
    view["decision exists"] = state.decision is not None
    return {key: json.dumps(value, sort_keys=True) for key, value in view.items()}


@contextmanager
def shown_to(viewer: int):
    """The set of cards the engine shows ``viewer`` (``knowledge.learn``) inside the block, kept even when a shuffle
    in the same action makes the seat forget them again (Mislabeled Drop Boxes shows cards of a Stockpile and
    shuffles it): a card shown is one that may rightly come into view."""
    seen: set = set()
    real = knowledge.learn

    def record(state, seats, cards):
        cards = tuple(cards)
        if viewer in seats:
            seen.update(cards)
        real(state, seats, cards)

    knowledge.learn = record
    try:
        yield seen
    finally:
        knowledge.learn = real


def twin_differences(rules: RuleSet, state: State, viewer: int, swap: tuple, known_of, rnd: random.Random,
                     steps: int = FOLLOW_STEPS) -> list[str]:
    """Build the twin of ``state`` by ``swap`` and play both on by the same choices (options listed in both worlds,
    picked by ``rnd``); return the parts of what ``viewer`` sees that differ, named by step, up to the first step
    where any card of the swapped cards' hidden group (``swap[3]``) may have come into the viewer's view in either
    world: it lies where the viewer sees it, the viewer knows it (``known_of``), or the last action showed it to
    the viewer (``shown_to``); from then on the worlds may rightly differ."""
    function, a, b, group = swap
    first, second = state.clone(), state.clone()
    function(second, a, b)
    faces_ok = function is swap_identities
    shown: set = set()
    for step in range(steps + 1):
        if step:
            if not group.isdisjoint(shown):
                break
            still = [hidden_cards(rules, w, viewer, known_of(w, viewer), with_face_down=faces_ok)
                     for w in (first, second)]
            if not all(group <= set(h) for h in still):
                break
        seen = what_a_seat_sees(rules, first, viewer), what_a_seat_sees(rules, second, viewer)
        if seen[0] != seen[1]:
            return [f"step {step}: {key}" for key in sorted(set(seen[0]) | set(seen[1]))
                    if seen[0].get(key) != seen[1].get(key)]
        if first.decision is None:
            break
        theirs = set(second.decision.options)
        common = [o for o in first.decision.options if o in theirs]
        if not common:
            break
        action = rnd.choice(common)
        with shown_to(viewer) as shown:
            rules.apply(first, action)
            rules.apply(second, action)
    return []


def secrecy_violations(rules: RuleSet, state: State, seed: int, known_of=recorded_knowledge) -> list[str]:
    """The swaps ``pick_swaps`` finds for the seat that decides now, each checked by ``twin_differences``.  The cards
    ``known_of(state, seat)`` names (by default the kernel's record of what a seat was shown, kernel/knowledge.py) are
    never swapped: the seat can tell them apart, and an effect that shows a card ends the comparison.

    Only the decider's secrets are swapped from: the state caches the current decision (and its frames may hold
    what they have computed so far), which the swap does not recompute, so the twin is a true position only where
    that decision cannot depend on the swapped cards, i.e. it is asked of the seat that cannot see them.  Sampling
    positions along whole games reaches every seat."""
    out = []
    rnd = random.Random(seed)
    viewer = state.decision.player
    for swap in pick_swaps(rules, state, viewer, known_of(state, viewer), rnd):
        found = twin_differences(rules, state, viewer, swap, known_of, rnd)
        out += [f"P{viewer + 1}, {swap[0].__name__}({swap[1]}, {swap[2]}), {d}" for d in found]
    return out


# -- what the tests must know of a rule set beyond the kernel contract -----------------------------------------------
def no_knowledge(state: State, viewer: int) -> tuple:
    """A ``known_of`` for a rule set that records nothing a seat was shown."""
    return ()


# Set-up options that widen what random games reach, by game number (default: the rule set's defaults).
CONFIGS = {
    "domination-v2.2": lambda rules, g: {"supply": "random", **({} if g % 3 == 2 else {"first_player": g % 3})},
    "domination-v4": lambda rules, g: {} if g % 3 == 2 else {"first_player": g % 3},
    # the presets; random base-set decks; random decks of the whole pool (every set, Box powers allowed)
    "battletech-tcg": lambda rules, g: {"decks": (["kurita", "wolf"], ["wolf", "kurita"])[g % 2]} if g % 4 < 2 else
    {"decks": [rules.deck_option(f"random:{g}"), rules.deck_option(f"random:{g + 1000}")],
     **({"format": "whole"} if g % 4 == 3 else {})},
}
# Bots that play a rule set besides the random one (the heuristic reaches deeper card interactions).
HEURISTIC = {"domination-v2.2", "domination-v4", "battletech-tcg"}
# Counters holding signed changes (the TCG's Mission records: (unit, -1) for a Jump's attack cost).
SIGNED = {"battletech-tcg": ("m.",)}


def seat_counts() -> list[tuple[str, int]]:
    """(rule set id, seats) for every registered rule set and every seat count it allows."""
    return [(rules_id, n) for rules_id in rule_set_ids()
            for n in range(get_rules(rules_id).min_players, get_rules(rules_id).max_players + 1)]

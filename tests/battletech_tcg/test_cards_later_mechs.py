"""'Mechs of Counterstrike, Mercenaries and MechWarrior (docs/tcg-later-sets.md section 4, groups A and B without C3):
the options the data holds are the ones each text prints, in these sets' wordings (T765, T840); every sentence of
each text is one the engine plays (options, or the code of abilities/mechs.py); each card plays its options; and one
or more behaviour tests for each kind of text beyond options (Patrol at once, additional deployment, cannot block
unless guarding, Naga's 2 damage, "'Mechs engaged in battle with X get -1 attack", ECM, NARC, AP, Hand-to-Hand)."""
import re
from types import SimpleNamespace

import pytest

from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.abilities.registry import plain_by_data
from mechdeck.games.battletech_tcg.board import armor
from mechdeck.games.battletech_tcg.cards import card_by_number
from mechdeck.games.battletech_tcg.missions import assignable, attack_of, engaged, initiative

from tcg_support import FILL, R, cid, dice, do, finish_effects, mission, options, public, game as tcg_game

# -- the cards: group A (options only, some with a base-set sentence) and group B without C3 ---------------------------
GROUP_A = ["CS005", "CS009", "CS011", "CS016", "CS018", "CS019", "CS021", "CS022", "CS025", "CS026", "CS027", "CS028",
           "CS037", "CS040", "CS042", "CS043", "CS044", "CS050", "CS051", "CS052", "CS053", "CS054", "CS068", "CS070",
           "CS071", "CS077", "CS078", "CS080", "CS081", "CS088", "CS092", "CS094", "CS097", "CS099", "ME002", "ME006",
           "ME007", "ME011", "ME013", "ME014", "ME026", "ME027", "ME034", "ME035", "ME036", "ME037", "ME038", "ME039",
           "ME040", "ME044", "ME047", "ME048", "ME050", "ME051", "ME052", "ME062", "ME065", "ME066", "ME067", "ME068",
           "ME069", "ME070", "ME079", "ME081", "ME083", "ME084", "ME090", "ME091", "ME096", "ME098", "ME100", "MW004",
           "MW008", "MW009", "MW016", "MW017", "MW024", "MW025", "MW031", "MW032", "MW034", "MW038", "MW039", "MW046",
           "MW047", "MW056", "MW057", "MW058", "MW062", "MW067", "MW068", "MW071", "MW090", "MW099", "MW100", "MW105",
           "MW108"]
GROUP_B = ["CS004", "CS029", "CS030", "CS047", "CS048", "ME060", "ME078", "ME099", "ME101", "MW027", "MW041", "MW051",
           "MW052", "MW063", "MW064", "MW066", "MW070"]
LATER_MECHS = GROUP_A + GROUP_B

# The later-set texts now read as options only (T840): older wordings the option line used to miss.
NEWLY_PLAIN = {"CS009", "ME013", "ME026", "ME038", "ME052", "ME065", "ME069", "ME070", "ME083", "ME084", "ME090",
               "ME096", "ME100", "MW009"}
PATROL_AT_ONCE = ["CS029", "CS030", "CS047", "CS048", "ME027", "ME066", "ME067", "ME068", "ME081", "ME098", "MW027",
                  "MW041", "MW063", "MW064", "MW066"]
MINUS_ONE = ["ME078", "ME099", "ME101", "MW070"]
NAGAS = ["ME060", "MW051", "MW052"]


def game(p0, p1, keep=True, **spec):
    """A position; ``keep``: P1 also has a Mercury guarding the Scrapheap, so that P1's Missions phase goes on
    after a mission instead of running into the next turns."""
    return tcg_game(p0, p1, stock=10, spare={"card": "Mercury (MCY-97)", "guard": "scrap"} if keep else None, **spec)


def stock_lost(state):
    """Cards scrapped from P2's Stockpile (the filler cards are only ever there)."""
    return sum(1 for c in state.zones["scrap1"] if R.card_name(state.card_types[c]) == FILL)


def block(state, *units):
    do(state, *[("block", u) for u in units])
    if ("no more blockers",) in state.decision.options:
        do(state, "no more blockers")


def keep_out(state):
    """The defender keeps the target out of the battle and is done declaring."""
    do(state, "keep target out")
    while state.decision.player == 1 and state.decision.prompt.startswith("P2"):
        do(state, "done")


def assign_the_rest(state):
    """The deciding player assigns all the damage left, each time to the first place offered."""
    while any(a[0] in ("assign all", "assign") for a in options(state)):
        do(state, next(a for a in options(state) if a[0] in ("assign all", "assign")))


def name(number):
    return card_by_number(number).name


# -- the data: options as printed, every sentence played ---------------------------------------------------------------
def printed_options(text: str) -> dict:
    """The options a text names in any of these sets' wordings, read independently of the data's converter."""
    out: dict = {}
    if m := re.search(r"Missile (\d+)", text):
        out["missile"] = int(m.group(1))
    heat = [(int(x), int(y)) for x, y in re.findall(r"Overheat (\d+): ?\+(\d+) attack", text)]
    if heat:
        out["overheat"] = tuple(heat)
    alpha = tuple(int(y) for y in re.findall(r"Alpha Strike: ?\+(\d+) attack", text))
    if alpha:
        out["alpha_strike"] = alpha
    jump = [(int(a or b), int(i)) for a, b, i in
            re.findall(r"Jump \((?:-(\d+) attack|attack ?-(\d+)): ?\+(\d+) initiative\)", text)]
    if jump:
        out["jump"] = tuple(jump)
    if re.search(r"Anti-[Mm]issile|Each missile assigned to a 'Mech in a group that includes", text):
        out["anti_missile"] = True
    if m := re.search(r"attacks and is blocked, it may deal (?:up to )?(\d+) of its damage to (?:the|its) target",
                      text):
        out["through"] = int(m.group(1))
    if m := re.search(r"Long-Range (\d+)", text):
        out["through"] = int(m.group(1))
    if re.search(r"\bNARC \(", text, re.IGNORECASE):
        out["narc"] = True
    if "ECM (" in text:
        out["ecm"] = True
    if re.search(r"deals \+1 damage to any target other than a '?Mech", text):
        out["ap"] = True
    if m := re.search(r"deals \+(\d+) damage to (?:an engaged )?(?:a )?'Mech that is the same speed or slower", text):
        out["hand_to_hand"] = int(m.group(1))
    return out


# What each sentence beyond the option lines is, by card: the test below strips them and the option sentences, and
# checks that nothing is left unread.
OWN_SENTENCES = [
    r"If [^.]+ is fully constructed when you (?:reveal|activate) it, you may immediately place it in your Patrol "
    r"region\.",
    r"When you activate [^,]+, you may immediately place it in your Patrol region\.",
    r"You may deploy [^.]+ revealed to make an additional deployment this turn\.",
    r"(?:Urban Mech|Annihilator) cannot block unless guarding\.",
    r"\{T\}: ?Deal 2 damage to a 'Mech or the target\. Use this ability only during a mission\.",
    r"'?Mechs engaged in battle with [^.]+ get -1 attack\.",
]
OPTION_SENTENCES = [
    r"ECM \(Each 'Mech in a group that includes at least one '?Mech with ECM gets \+1 armor\.\)",
    r"N[Aa][Rr][Cc] \(You may subtract 1 from each of your missile rolls if the missiles are assigned by a 'Mech in a "
    r"group that includes at least one (?:NARC 'Mech|'?Mech with NARC)\.?\)",
    r"AP \([^()]+ deals \+1 damage to any target other than a 'Mech\.\)",
    r"[^.()]+ deals \+\d damage to (?:an engaged |a )'Mech that is the same speed or slower\.",
]


@pytest.mark.parametrize("number", LATER_MECHS)
def test_options_match_the_printed_text_and_every_sentence_is_played(number):
    card = card_by_number(number)
    assert dict(card.options) == printed_options(card.text), card.text
    rest = card.text
    for sentence in OWN_SENTENCES + OPTION_SENTENCES:
        rest = re.sub(sentence, " ", rest)
    # what is left is option lines only, which the engine reads from the data (registry.plain_by_data)
    assert plain_by_data(SimpleNamespace(kind="mech", name=card.name, text=rest, subtypes=())), rest
    assert number in implemented_numbers()
    if plain_by_data(card):
        assert where(number) == "its data (registry.plain_by_data: options and resource lines the engine reads)"
    else:
        assert where(number).split(" ")[0] == "mechs.py"


def test_plain_by_data_reads_the_later_sets_wordings():
    """T840: "Jump (-1 attack:+1 initiative)", "Anti-missile", an Anti-Missile reminder without its period and "to its
    target" read as the options; nothing else became plain."""
    later = {n for n in LATER_MECHS if plain_by_data(card_by_number(n))}
    assert NEWLY_PLAIN <= later
    assert not later & {"CS053", "ME006", "ME014", "ME036", "ME062", "MW004", "MW038", "MW046", "MW100"}
    for text in ("Jump (-1 attack:+1 initiative)", "Anti-missile (Each missile assigned to a 'Mech in a group that "
                 "includes Atlas deals -1 damage)", "If Atlas attacks and is blocked, it may deal 1 of its damage to "
                 "its target."):
        assert plain_by_data(SimpleNamespace(kind="mech", name="Atlas (AS7-K)", text=text, subtypes=())), text
    for text in ("If Zeus attacks and is blocked, it may deal 1 of its damage to its target.",
                 "Anti-missile (Each missile assigned to a 'Mech in a group that includes Zeus deals -1 damage)",
                 "Jump (-1 attack:+1 initiative) Draw a card."):
        assert not plain_by_data(SimpleNamespace(kind="mech", name="Atlas (AS7-K)", text=text, subtypes=())), text


# -- each card plays its options ---------------------------------------------------------------------------------------
NO_DRAWBACK = ("anti_missile", "ecm", "narc")


@pytest.mark.parametrize("number", LATER_MECHS)
def test_each_mech_plays_its_options(number):
    """Attacking the Stockpile, blocked by an Atlas: the options offered are exactly those of its data; each Overheat
    and Alpha Strike adds its attack, Jump trades attack for initiative; a blocked attacker may send its Long-Range
    to the target; each missile volley flies; an Alpha Strike depletes a survivor."""
    card = card_by_number(number)
    o = card.options
    s = game({"patrol": [card.name], "post": ["Support - Munitions"]},
             {"patrol": [{"card": "Atlas (AS7-D)", "guard": "stock"}]})
    unit, atlas = cid(s, card.name, "patrol0"), cid(s, "Atlas (AS7-D)", "patrol1")
    mission(s, unit, target="stock")
    block(s, atlas)
    keep_out(s)
    assert s.decision.player == 0
    offered = {a for a in options(s) if len(a) > 1 and a[0] not in ("assign", "assign all") and a[1] == unit}
    expected = {("decline", unit, key) for key in NO_DRAWBACK if o.get(key)}
    expected |= {("overheat", unit, i) for i in range(len(o.get("overheat", ())))}
    if o.get("jump") and card.attack >= o["jump"][0][0]:
        expected.add(("jump", unit, 0))
    if o.get("alpha_strike") and not o.get("overheat"):
        expected.add(("alpha strike", unit, 0))
    if o.get("missile"):
        expected |= {("missile", unit, atlas), ("missile", unit, "stock")}   # missiles may go to the target
    assert offered == expected
    attack = card.attack
    for i, (heat, plus) in enumerate(o.get("overheat", ())):
        do(s, ("overheat", unit, i))
        attack += plus
        assert attack_of(s, unit) == attack and ("overheat", unit, i) not in options(s)
    if o.get("alpha_strike"):
        do(s, ("alpha strike", unit, 0))
        attack += o["alpha_strike"][0]
        assert attack_of(s, unit) == attack
    assert assignable(s, unit, "stock") == min(o.get("through", 0), attack)
    if ("jump", unit, 0) in options(s):
        (cost, bonus), before = o["jump"][0], initiative(s, 0)
        do(s, ("jump", unit, 0))
        attack -= cost
        assert f"{card.name} jumps: -{cost} attack, +{bonus} initiative" in public(s)
        if "m.att" in s.counters:                         # (no attack left: the mission has resolved)
            assert attack_of(s, unit) == attack and initiative(s, 0) == before + bonus
            assert ("jump", unit, 0) not in options(s)
    dice(s, *[6] * o.get("missile", 0))                   # rolled as damage resolves
    for _ in range(o.get("missile", 0)):
        do(s, ("missile", unit, atlas))
    assert ("missile", unit, atlas) not in options(s)
    assign_the_rest(s)                                    # to the Atlas (AP's +1 only to the target)
    finish_effects(s)
    volleys = sum(1 for t in public(s) if t.startswith(f"missile volley of {card.name} rolls 6"))
    assert volleys == o.get("missile", 0)
    if o.get("alpha_strike"):                            # depleted, unless the Atlas destroyed it
        assert unit in s.zones["scrap0"] or s.counters.get(f"dep:{unit}")


# -- Patrol at once: Dasher A / B, Hermes x2, Dart, Phantom C / D / Prime, Scarabus, Venom; Fireball, Jenner IIC,
# Phantom A / B, Piranha ("When you activate X") -----------------------------------------------------------------------
@pytest.mark.parametrize("number", PATROL_AT_ONCE)
def test_may_go_to_patrol_at_once_when_activated(number):
    card = card_by_number(number)
    cost = card.cost + sum(card.assets.values())
    s = game({"build": [{"card": card.name, "cc": cost}]}, {}, keep=False, phase="deploy")
    unit = cid(s, card.name, "build0")
    do(s, ("reveal", unit))
    assert set(options(s)) == {("to patrol", unit), ("stay", unit)} and s.decision.player == 0
    do(s, ("to patrol", unit))
    assert unit in s.zones["patrol0"] and f"up:{unit}" not in s.counters
    assert f"{card.name} moves to P1's Patrol region at once" in public(s)
    if s.decision.prompt.startswith("Deploy"):
        do(s, "done")
    do(s, "mission")
    assert ("add", unit) in options(s)                    # untapped: it may attack this turn

    s = game({"build": [{"card": card.name, "cc": cost}]}, {}, phase="deploy")
    do(s, ("reveal", unit), ("stay", unit))
    assert unit in s.zones["build0"] and s.counters.get(f"up:{unit}")


@pytest.mark.parametrize("number", ["MW027", "CS029"])
def test_activated_by_an_unblocked_attack_it_is_not_placed(number):
    """T841: an activation forced by the opponent's attack is not "you activate it" (as T355 for the Dashers)."""
    card = card_by_number(number)
    cost = card.cost + sum(card.assets.values())
    s = game({"patrol": ["Commando (COM-2D)"]}, {"build": [{"card": card.name, "cc": cost + 1}]})
    com, unit = cid(s, "Commando (COM-2D)", "patrol0"), cid(s, card.name, "build1")
    mission(s, com, target=unit)
    finish_effects(s)
    assert unit in s.zones["build1"] and s.counters.get(f"up:{unit}")
    assert not any(t.endswith("Patrol region at once") for t in public(s))
    assert ("to patrol", unit) not in (options(s) if s.decision else ())


# -- Spider (SDR-7M), Thorn: deployed revealed, an additional deployment -----------------------------------------------
@pytest.mark.parametrize("number", ["CS081", "CS088"])
def test_deployed_revealed_gives_an_additional_deployment(number):
    card = card_by_number(number)
    s = game({"hand": [card.name], "post": ["Support - Logistics", "Support - Assembly"]}, {}, phase="deploy",
             deploys=2)
    c = cid(s, card.name, "hand0")
    do(s, ("deploy", c))
    assert s.counters["deploys"] == 1
    while ("reveal", c) not in options(s):                # one construction counter per resource tapped
        do(s, next(a for a in options(s) if a[0] == "tap"), ("build", c))
    do(s, ("reveal", c))
    assert s.counters["deploys"] == 2

    # with no deployment left it may still be deployed revealed, paying its whole cost at once (T356)
    s = game({"hand": [card.name], "post": ["Support - Logistics", "Support - Assembly", "Support - Assembly"]}, {},
             phase="deploy", deploys=0)
    c = cid(s, card.name, "hand0")
    assert ("deploy revealed", c) in options(s)


# -- UrbanMech (UM-R63), Annihilator: cannot block unless guarding -----------------------------------------------------
@pytest.mark.parametrize("number", ["CS094", "CS004"])
def test_cannot_block_unless_guarding(number):
    unit_name = name(number)
    s = game({"patrol": ["Banshee (BNC-3E)"]}, {"patrol": [unit_name, "Zeus (ZEU-6S)"]})
    ban = cid(s, "Banshee (BNC-3E)", "patrol0")
    unit, zeus = cid(s, unit_name, "patrol1"), cid(s, "Zeus (ZEU-6S)", "patrol1")
    mission(s, ban, target="stock")
    assert ("block", zeus) in options(s) and ("block", unit) not in options(s)

    s = game({"patrol": ["Banshee (BNC-3E)"]}, {"patrol": [{"card": unit_name, "guard": "stock"}]})
    ban, unit = cid(s, "Banshee (BNC-3E)", "patrol0"), cid(s, unit_name, "patrol1")
    mission(s, ban, target="stock")
    assert ("block", unit) in options(s)
    block(s, unit)
    assert unit in s.counters["m.blk"]


def test_annihilator_attacks_with_its_alpha_strike():
    s = game({"patrol": ["Annihilator (ANH-2A)"]}, {})
    ann = cid(s, "Annihilator (ANH-2A)", "patrol0")
    mission(s, ann, target="stock")
    do(s, ("alpha strike", ann, 0))
    finish_effects(s)
    assert stock_lost(s) == 5 + 4 and s.counters.get(f"dep:{ann}")


# -- Naga Prime, Naga A, Naga D: {T}: Deal 2 damage to a 'Mech or the target. Use this ability only during a mission --
@pytest.mark.parametrize("number", NAGAS)
def test_naga_deals_two_damage_to_a_mech_or_the_target(number):
    naga_name = name(number)
    s = game({"patrol": ["Commando (COM-2D)"]},
             {"patrol": [{"card": "Banshee (BNC-3E)", "guard": "stock"}, naga_name]})
    com = cid(s, "Commando (COM-2D)", "patrol0")
    ban, naga = cid(s, "Banshee (BNC-3E)", "patrol1"), cid(s, naga_name, "patrol1")
    mission(s, com, target="stock")
    assert not any(a[0] == "use" for a in options(s))    # not before blockers
    block(s, ban)
    do(s, "keep target out")
    assert s.decision.player == 1 and ("use", naga, "naga") in options(s)
    do(s, ("use", naga, "naga"))
    assert set(options(s)) == {("choose", com), ("choose", ban), ("choose", "stock")}
    do(s, ("choose", com))
    assert s.counters.get(f"tap:{naga}") and ("use", naga, "naga") not in options(s)
    assert f"{naga_name} will deal 2 damage to Commando (COM-2D)" in public(s)
    finish_effects(s)
    assert com in s.zones["scrap0"]                      # 2 + 2 = 4 against armor 1: 3 structure, destroyed


@pytest.mark.parametrize("number", NAGAS)
def test_naga_on_the_target_and_never_outside_a_mission_or_when_tapped(number):
    naga_name = name(number)
    s = game({"patrol": [naga_name, "Commando (COM-2D)"]}, {})
    naga, com = cid(s, naga_name, "patrol0"), cid(s, "Commando (COM-2D)", "patrol0")
    assert ("use", naga, "naga") not in options(s)        # the Missions phase, not during a mission
    mission(s, com, target="stock")
    assert s.decision.player == 0 and ("use", naga, "naga") in options(s)
    do(s, ("use", naga, "naga"), ("choose", "stock"))
    finish_effects(s)
    assert stock_lost(s) == 2 + 2

    s = game({"patrol": [naga_name]}, {})
    naga = cid(s, naga_name, "patrol0")
    mission(s, naga, target="stock")                      # attacking taps it: {T} cannot be paid
    assert ("use", naga, "naga") not in options(s)


# -- "'Mechs engaged in battle with X get -1 attack": Rhonda's Highlander, Widowmaker, Yen-Lo-Wang, Prometheus -------
@pytest.mark.parametrize("number", MINUS_ONE)
def test_mechs_engaged_in_battle_with_it_get_minus_one_attack(number):
    card = card_by_number(number)
    s = game({"patrol": [card.name, "Atlas (AS7-D)"]},
             {"patrol": [{"card": "Banshee (BNC-3E)", "guard": "stock"}, {"card": "Zeus (ZEU-6S)"}]})
    unit, friend = cid(s, card.name, "patrol0"), cid(s, "Atlas (AS7-D)", "patrol0")
    ban, zeus = cid(s, "Banshee (BNC-3E)", "patrol1"), cid(s, "Zeus (ZEU-6S)", "patrol1")
    mission(s, unit, friend, target="stock")
    assert attack_of(s, ban) == 2 and attack_of(s, zeus) == 3      # not engaged yet
    block(s, ban, zeus)
    do(s, "keep target out")
    # each blocker: -1; the attackers, the card itself and its companion, are untouched
    assert attack_of(s, ban) == 2 - 1 and attack_of(s, zeus) == 3 - 1
    assert attack_of(s, friend) == 3 and attack_of(s, unit) == card.attack
    while s.decision.player == 1:                         # the blockers' damage, all to the card: 1 + 2
        do(s, next((a for a in options(s) if a[0] in ("assign all", "assign") and a[2] == unit), ("done",)))
    assert sum(n for src, dest, n in s.counters.get("m.asg", ()) if dest == unit) == 1 + 2
    assign_the_rest(s)
    finish_effects(s)
    assert s.counters.get(f"dmg:{unit}", 0) == max(0, 3 - card.armor)   # 1 + 2, not 2 + 3
    assert "m.att" not in s.counters and attack_of(s, ban) == 2      # the battle is over


def test_minus_one_while_blocking_cumulative_for_two_and_only_against_mechs():
    s = game({"patrol": ["Atlas (AS7-D)", "Commando (COM-2D)"], "post": ["Elemental Point"]},
             {"patrol": [{"card": "Rhonda's Highlander (HGN-732)", "guard": "stock"},
                         {"card": "Yen-Lo-Wang (CN9-YLW)", "guard": "stock"}]})
    atlas, com = cid(s, "Atlas (AS7-D)", "patrol0"), cid(s, "Commando (COM-2D)", "patrol0")
    point = cid(s, "Elemental Point", "post0")
    rhonda, yen = cid(s, "Rhonda's Highlander (HGN-732)", "patrol1"), cid(s, "Yen-Lo-Wang (CN9-YLW)", "patrol1")
    mission(s, atlas, com, point, target="stock")
    block(s, rhonda, yen)
    assert attack_of(s, atlas) == 3 - 2 and attack_of(s, com) == 0      # two such 'Mechs: -2 (T842), never below 0
    assert attack_of(s, point) == card_by_number("LT067").attack       # Elemental Point is no 'Mech (T531)
    assert attack_of(s, rhonda) == 3 and attack_of(s, yen) == 3


def test_minus_one_does_not_reach_attackers_of_it_as_the_mission_target():
    """T842: "engaged" is attacking and blocking (glossary, T101); the mission's target 'Mech, included in the battle,
    is engaged with no one."""
    s = game({"patrol": ["Jenner IIC"]}, {"build": [{"card": "Widowmaker (Daishi Dire Wolf)", "up": True}]})
    jenner, widow = cid(s, "Jenner IIC", "patrol0"), cid(s, "Widowmaker (Daishi Dire Wolf)", "build1")
    mission(s, jenner, target=widow)                     # a fast 'Mech may attack a slow one (T503: activated)
    assert widow in engaged(s, 1)                         # in the battle: it deals its damage to the Jenner
    assert attack_of(s, jenner) == 3


def test_minus_one_stops_jump_below_zero_and_counts_at_damage():
    """The -1 lowers the attack options work from (Jump cannot take it below 0) and the damage dealt."""
    s = game({"patrol": ["Commando (COM-2D)"]}, {"patrol": [{"card": "Prometheus (Dire Wolf)", "guard": "stock"}]})
    com, prom = cid(s, "Commando (COM-2D)", "patrol0"), cid(s, "Prometheus (Dire Wolf)", "patrol1")
    s2 = game({"patrol": ["Jenner IIC"]}, {"patrol": [{"card": "Prometheus (Dire Wolf)", "guard": "stock"}]})
    jen, prom2 = cid(s2, "Jenner IIC", "patrol0"), cid(s2, "Prometheus (Dire Wolf)", "patrol1")
    mission(s2, jen, target="stock")
    block(s2, prom2)
    keep_out(s2)
    assert attack_of(s2, jen) == 3 - 1 and ("jump", jen, 0) in options(s2)
    do(s2, ("jump", jen, 0))
    assert attack_of(s2, jen) == 1
    finish_effects(s2)
    assert s2.counters.get(f"dmg:{prom2}", 0) == 0       # 1 against armor 4
    mission(s, com, target="stock")
    block(s, prom)
    keep_out(s)
    assert attack_of(s, com) == 1
    finish_effects(s)
    assert s.counters.get(f"dmg:{prom}", 0) == 0


# -- Hand-to-Hand in the older wording: Berserker (+2), Nightsky, Scarabus, Yen-Lo-Wang (+1) -------------------------
@pytest.mark.parametrize("number", ["ME014", "ME062", "ME081", "ME101"])
def test_hand_to_hand_only_against_mechs_of_the_same_speed_or_slower(number):
    card = card_by_number(number)
    extra = card.options["hand_to_hand"]
    s = game({"patrol": [card.name]}, {"patrol": [{"card": "Banshee (BNC-3E)", "guard": "stock"}]})   # slow 3/9
    unit, ban = cid(s, card.name, "patrol0"), cid(s, "Banshee (BNC-3E)", "patrol1")
    mission(s, unit, target="stock")
    block(s, ban)
    keep_out(s)
    assert assignable(s, unit, ban) == card.attack + extra
    do(s, ("assign all", unit, ban))
    finish_effects(s)
    assert s.counters.get(f"dmg:{ban}", 0) == max(0, card.attack + extra - 3)

    if card.speed != "fast":
        s = game({"patrol": [card.name]}, {"patrol": [{"card": "Dragonfly D (Viper)", "guard": "stock"}]})   # fast
        unit, fly = cid(s, card.name, "patrol0"), cid(s, "Dragonfly D (Viper)", "patrol1")
        mission(s, unit, target="stock")
        block(s, fly)
        keep_out(s)
        assert assignable(s, unit, fly) == card.attack

    s = game({"patrol": [card.name]}, {})
    unit = cid(s, card.name, "patrol0")
    mission(s, unit, target="stock")
    finish_effects(s)
    assert stock_lost(s) == card.attack                  # the Stockpile is no 'Mech


# -- AP: Dasher B, Piranha, Turkina C --------------------------------------------------------------------------------
@pytest.mark.parametrize("number", ["CS030", "MW066", "MW100"])
def test_ap_plus_one_damage_to_a_target_other_than_a_mech(number):
    card = card_by_number(number)
    s = game({"patrol": [card.name]}, {})
    unit = cid(s, card.name, "patrol0")
    mission(s, unit, target="stock")
    finish_effects(s)
    assert stock_lost(s) == card.attack + 1

    s = game({"patrol": [card.name]}, {"patrol": [{"card": "Atlas (AS7-D)", "guard": "stock"}]})
    unit, atlas = cid(s, card.name, "patrol0"), cid(s, "Atlas (AS7-D)", "patrol1")
    mission(s, unit, target="stock")
    block(s, atlas)
    keep_out(s)
    assert assignable(s, unit, atlas) == card.attack      # a 'Mech: no +1


# -- ECM: Dasher B, Anvil, Berserker, Gunslinger, Phantom Prime, Scarabus, Black Lanner Prime, Hitman, Komodo ---------
@pytest.mark.parametrize("number", ["CS030", "ME006", "ME014", "ME036", "ME068", "ME081", "MW004", "MW038", "MW046"])
def test_ecm_gives_each_mech_of_the_group_plus_one_armor(number):
    card = card_by_number(number)
    s = game({"patrol": [card.name, "Commando (COM-2D)"]}, {})
    unit, com = cid(s, card.name, "patrol0"), cid(s, "Commando (COM-2D)", "patrol0")
    mission(s, unit, com, target="stock")
    assert armor(s, com) == 2 and armor(s, unit) == card.armor + 1
    do(s, ("decline", unit, "ecm"))
    assert armor(s, com) == 1 and armor(s, unit) == card.armor


# -- NARC: Kintaro (KTO-19), which has no missiles of its own ----------------------------------------------------------
def test_kintaro_narc_helps_the_missiles_of_its_group():
    s = game({"patrol": ["Kintaro (KTO-19)", "Puma A (Adder)"], "post": ["Support - Munitions"]},
             {"stock": [FILL] * 20})
    kin, puma = cid(s, "Kintaro (KTO-19)", "patrol0"), cid(s, "Puma A (Adder)", "patrol0")
    mission(s, kin, puma, target="stock")
    assert ("decline", kin, "narc") in options(s)
    do(s, ("missile", puma, "stock"))
    dice(s, 4)
    finish_effects(s)
    assert "missile volley of Puma A (Adder) rolls 3: 3 damage to Stockpile" in public(s)


# -- Anti-Missile, every wording: the Atlas's missiles deal 1 less -----------------------------------------------------
ANTI_MISSILE = [n for n in LATER_MECHS if card_by_number(n).options.get("anti_missile")]


@pytest.mark.parametrize("number", ANTI_MISSILE)
def test_anti_missile(number):
    am_name = name(number)
    s = game({"patrol": ["Puma A (Adder)"]}, {"patrol": [{"card": am_name, "guard": "stock"}]})
    puma, am = cid(s, "Puma A (Adder)", "patrol0"), cid(s, am_name, "patrol1")
    mission(s, puma, target="stock")
    block(s, am)
    do(s, "keep target out")
    assert ("decline", am, "anti_missile") in options(s) and s.decision.player == 1
    do(s, "done", ("missile", puma, am))
    dice(s, 2)
    finish_effects(s)
    assert f"missile volley of Puma A (Adder) rolls 2: 1 damage to {am_name}" in public(s)


# -- Long-Range, every wording: a blocked attacker's damage to the target ----------------------------------------------
THROUGH = [n for n in LATER_MECHS if card_by_number(n).options.get("through")]


@pytest.mark.parametrize("number", THROUGH)
def test_through_damage_to_the_target_when_blocked(number):
    card = card_by_number(number)
    s = game({"patrol": [card.name]}, {"patrol": [{"card": "Atlas (AS7-D)", "guard": "stock"}]})
    unit, atlas = cid(s, card.name, "patrol0"), cid(s, "Atlas (AS7-D)", "patrol1")
    mission(s, unit, target="stock")
    block(s, atlas)
    keep_out(s)
    assert assignable(s, unit, "stock") == min(card.options["through"], card.attack)
    while ("assign", unit, "stock") in options(s):
        do(s, ("assign", unit, "stock"))
    finish_effects(s)
    assert stock_lost(s) == min(card.options["through"], card.attack)

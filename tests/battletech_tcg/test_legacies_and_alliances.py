"""Arsenal's Legacies and Crusade's Alliances (abilities/legacies_and_alliances.py; T1110, T1113-T1116): a Legacy
stays while its controller controls another card of its House in play and cannot be scrapped meanwhile; an Alliance
begins the game in play, cannot be attacked or scrapped, rewrites its deck's affiliations and changes costs and
initiative."""
import pytest
from tcg_support import IDLE, R, cid, do, game, mission, names, options, public

from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.abilities.legacies_and_alliances import affiliations
from mechdeck.games.battletech_tcg.board import activation_cost, armor, mark
from mechdeck.games.battletech_tcg.missions import attack_value, initiative, legal_targets
from mechdeck.games.battletech_tcg.turn import scrap_card
from mechdeck.kernel import RulesError

HANSE, JANOS, KATRINA = "Hanse Davion's Legacy", "Janos Marik's Legacy", "Katrina Steiner's Legacy"
MAXIMILLIAN, TAKASHI = "Maximillian Liao's Legacy", "Takashi Kurita's Legacy"
ARC_ROYAL, FEDCOM, STAR_LEAGUE = "Arc-Royal Defense Cordon", "The Federated Commonwealth", "The Star League"
BLACKJACK = "Blackjack (BJ2)"           # Inner Sphere, Davion
CICADA = "Cicada (CDA-3M)"              # Inner Sphere, Marik: cost 1+1A
MARIK_ARMS = "Marik Arms Trade"         # a Marik Resource: 1+2M
MARISSA = "Marissa Morgan"              # a Marik Command card other than a Resource: 1+3T
CLINT = "Clint (CLNT-2-3U)"             # Inner Sphere, Liao
DRAGON = "Dragon (DRG-1N)"              # Inner Sphere, Kurita
COMMANDO = "Commando (COM-2D)"          # Inner Sphere, Steiner
BLACK_HAWK = "Black Hawk A (Nova)"      # Clan, unaffiliated
AMBUSH = "Ambush!"                      # a Subterfuge card: 4+4T
ASSEMBLY, POLITICS, TACTICS = "Support - Assembly", "Support - Politics", "Support - Tactics"
FILLER = ["LT240"] * 30


@pytest.mark.parametrize("number", ["AR045", "AR050", "AR053", "AR061", "AR091", "CR002", "CR098", "CR099", "CR100"])
def test_legacies_and_alliances_are_implemented_here(number):
    assert number in implemented_numbers() and where(number).startswith("legacies_and_alliances.py")


# -- Legacies (T1110) -------------------------------------------------------------------------------------------------
def test_a_legacy_without_its_house_is_scrapped_and_otherwise_cannot_be():
    s = game({"post": [HANSE], "patrol": [BLACKJACK, IDLE]}, {"patrol": [BLACKJACK]}, stock=5)
    hanse, blackjack = cid(s, HANSE, "post0"), cid(s, BLACKJACK, "patrol0")
    scrap_card(s, hanse, "(an effect)")
    assert hanse in s.zones["post0"] and "Hanse Davion's Legacy cannot be scrapped" in public(s)
    scrap_card(s, blackjack, "(an effect)")   # its last Davion card goes; the opponent's does not count
    assert HANSE in names(s, "scrap0")
    assert "Hanse Davion's Legacy is scrapped (its controller controls no Davion cards in play)" in public(s)


def test_a_legacy_activated_without_its_house_in_play_is_scrapped_at_once():
    s = game({"build": [{"card": HANSE, "cc": 5}, {"card": BLACKJACK, "cc": 0}]}, {"patrol": [BLACKJACK]},
             stock=5, phase="deploy")
    do(s, ("reveal", cid(s, HANSE, "build0")))   # a Davion card under construction is no card in play (PG)
    assert HANSE in names(s, "scrap0")
    s = game({"build": [{"card": HANSE, "cc": 5}], "patrol": [BLACKJACK]}, {}, stock=5, phase="deploy")
    do(s, ("reveal", cid(s, HANSE, "build0")))
    assert HANSE in names(s, "post0")


def test_a_legacy_leaving_by_restock_is_not_scrapping():
    from mechdeck.games.battletech_tcg.abilities.leaders_and_sites import restock_from_play
    s = game({"post": [HANSE], "patrol": [BLACKJACK, IDLE]}, {}, stock=5)
    restock_from_play(s, cid(s, HANSE, "post0"))
    assert HANSE not in names(s, "post0") and HANSE not in names(s, "scrap0")


def test_hanse_davions_legacy_gives_any_attacking_mech_two_armor_once_a_mission():
    """"Choose an attacking 'Mech": the defender's Legacy may choose the attacker's 'Mech."""
    s = game({"patrol": [BLACKJACK]}, {"post": [HANSE], "patrol": [BLACKJACK]}, stock=5)
    blackjack = cid(s, BLACKJACK, "patrol0")
    mission(s, blackjack)
    do(s, ("no block",))
    printed = armor(s, blackjack)
    use = ("use", cid(s, HANSE, "post1"), "armor")
    assert s.decision.player == 1 and use in options(s)
    do(s, use)
    assert armor(s, blackjack) == printed + 2 and use not in options(s)   # once per mission


def test_takashi_kuritas_legacy_gives_one_of_your_attacking_mechs_two_attack():
    s = game({"post": [TAKASHI], "patrol": [DRAGON]}, {}, stock=5)
    dragon = cid(s, DRAGON, "patrol0")
    use = ("use", cid(s, TAKASHI, "post0"), "attack")
    assert use not in options(s)   # only during a mission
    mission(s, dragon)
    printed = attack_value(s, dragon)
    do(s, use)
    assert attack_value(s, dragon) == printed + 2


def test_does_not_apply_takashi_kuritas_legacy_to_the_opponents_attackers():
    s = game({"patrol": [DRAGON]}, {"post": [TAKASHI], "patrol": [DRAGON]}, stock=5)
    mission(s, cid(s, DRAGON, "patrol0"))
    assert not any(o[0] == "use" for o in s.decision.options if s.decision.player == 1)


def test_katrina_steiners_legacy_taps_for_an_additional_deployment():
    s = game({"post": [KATRINA], "patrol": [COMMANDO]}, {}, stock=5, phase="deploy")
    deploys = s.counters["deploys"]
    do(s, ("use", cid(s, KATRINA, "post0"), "deploy"))
    assert s.counters["deploys"] == deploys + 1 and mark(s, "tap", cid(s, KATRINA, "post0"))


def test_janos_mariks_legacy_lowers_your_mechs_cost_while_another_marik_card_is_in_play():
    s = game({"post": [JANOS, MARIK_ARMS], "build": [CICADA, MARISSA]}, {"build": [CICADA]}, stock=5,
             phase="deploy")
    mine, theirs = cid(s, CICADA, "build0"), cid(s, CICADA, "build1")
    assert activation_cost(s, 0, mine) == 1 and activation_cost(s, 1, theirs) == 2   # 1+1A without Assembly
    assert activation_cost(s, 0, cid(s, MARISSA, "build0")) == 1 + 3   # Does not apply: no 'Mech
    s = game({"post": [JANOS], "build": [CICADA]}, {}, stock=5, phase="deploy")
    assert activation_cost(s, 0, cid(s, CICADA, "build0")) == 2   # no other Marik card


def test_maximillian_liaos_legacy_lets_subterfuge_cards_ignore_construction_costs():
    s = game({"post": [MAXIMILLIAN, CLINT], "build": [AMBUSH, BLACKJACK]}, {"build": [AMBUSH]}, stock=5,
             phase="deploy")
    assert activation_cost(s, 0, cid(s, AMBUSH, "build0")) == 0
    assert activation_cost(s, 1, cid(s, AMBUSH, "build1")) == 8   # Does not apply: the opponent's
    assert activation_cost(s, 0, cid(s, BLACKJACK, "build0")) == 3 + 2   # nor a card other than Subterfuge


# -- Alliances (T1113, T1115, T1116) -----------------------------------------------------------------------------------
def test_an_alliance_starts_in_play_and_changes_its_decks_affiliations():
    deck = [STAR_LEAGUE, BLACKJACK, BLACKJACK] + FILLER
    s = R.new_game(3, {"decks": [deck, "wolf"]})
    star_league = cid(s, STAR_LEAGUE, "post0")
    assert not mark(s, "tap", star_league) and STAR_LEAGUE not in names(s, "stock0") + names(s, "hand0")
    assert "P1 begins the game with The Star League in play" in public(s)
    blackjack = next(c for c in range(len(deck)) if R.card_name(s.card_types[c]) == BLACKJACK)
    assert affiliations(s, blackjack) == (frozenset({"Inner Sphere"}), frozenset())   # loses Davion
    wolf_card = next(c for c in range(len(deck), len(s.card_types)) if "Wolf" in affiliations(s, c)[1])
    assert "Clan" in affiliations(s, wolf_card)[0]   # Does not apply: the opponent's cards


def test_the_star_league_gives_minus_one_initiative_and_cannot_be_attacked_or_scrapped():
    s = game({"patrol": [DRAGON]}, {"post": [STAR_LEAGUE, TACTICS]}, stock=5)
    star_league = cid(s, STAR_LEAGUE, "post1")
    assert star_league not in legal_targets(s, 0, (cid(s, DRAGON, "patrol0"),))
    mission(s, cid(s, DRAGON, "patrol0"))
    assert initiative(s, 1) == 1 - 1 and initiative(s, 0) == 0
    scrap_card(s, star_league, "(an effect)")
    assert star_league in s.zones["post1"]


def test_a_legacy_loses_its_house_to_the_star_leagues_deck_clause():
    s = game({"post": [STAR_LEAGUE, HANSE], "patrol": [BLACKJACK, IDLE]}, {}, stock=5)
    scrap_card(s, cid(s, IDLE, "patrol0"), "(an effect)")   # the check runs as a card leaves play
    assert HANSE in names(s, "scrap0")   # its Davion 'Mech lost its affiliation


def test_arc_royal_taxes_every_card_but_support_resources():
    s = game({"post": [ARC_ROYAL], "build": [BLACKJACK, ASSEMBLY, MARIK_ARMS]}, {"build": [BLACKJACK]}, stock=5,
             phase="deploy")
    assert activation_cost(s, 0, cid(s, BLACKJACK, "build0")) == 3 + 2 + 2
    assert activation_cost(s, 0, cid(s, ASSEMBLY, "build0")) == 0
    assert activation_cost(s, 1, cid(s, BLACKJACK, "build1")) == 3 + 2   # Does not apply: the opponent's
    s = game({"post": [ARC_ROYAL, POLITICS], "build": [BLACKJACK]}, {}, stock=5, phase="deploy")
    assert activation_cost(s, 0, cid(s, BLACKJACK, "build0")) == 3 + 2   # 0+2P: nothing more with Politics


def test_the_federated_commonwealth_taxes_non_resource_command_cards():
    s = game({"post": [FEDCOM], "build": [BLACKJACK, ASSEMBLY, MARIK_ARMS, MARISSA]}, {}, stock=5, phase="deploy")
    assert activation_cost(s, 0, cid(s, MARISSA, "build0")) == 1 + 3 + 1
    assert activation_cost(s, 0, cid(s, MARIK_ARMS, "build0")) == 1 + 2   # a Resource Command card
    assert activation_cost(s, 0, cid(s, BLACKJACK, "build0")) == 3 + 2   # a 'Mech
    assert activation_cost(s, 0, cid(s, ASSEMBLY, "build0")) == 0        # a Resource


def test_cost_changes_add_up_and_never_go_below_zero():
    s = game({"post": [JANOS, MARIK_ARMS, FEDCOM, ASSEMBLY], "build": [CICADA]}, {}, stock=5, phase="deploy")
    assert activation_cost(s, 0, cid(s, CICADA, "build0")) == 0   # 1 - 1, Assembly in play
    s = game({"post": [JANOS, MARIK_ARMS, ARC_ROYAL, ASSEMBLY], "build": [CICADA]}, {}, stock=5, phase="deploy")
    assert activation_cost(s, 0, cid(s, CICADA, "build0")) == 0 + 2


def test_a_deck_with_two_alliances_is_refused():
    with pytest.raises(RulesError, match=r"a deck may contain only one Alliance card, not 2: The Star League, "
                                         r"The Federated Commonwealth"):
        R.new_game(1, {"decks": [[STAR_LEAGUE, FEDCOM] + FILLER, "wolf"]})


def to_p1_assignments(s):
    """Play the mission on to P1's damage assignment: no block, P2's damage all to its first destination."""
    while not any(o[0] == "assign" for o in options(s)) or s.decision.player != 0:
        everything = [o for o in options(s) if o[0] == "assign all"]
        do(s, ("no block",) if ("no block",) in options(s) else everything[0] if everything else ("done",))


def test_the_invading_clans_lets_at_most_two_of_your_units_damage_one_opposing_unit():
    s = game({"post": ["The Invading Clans"], "patrol": [COMMANDO, COMMANDO, COMMANDO]}, {"patrol": ["Atlas (AS7-D)"]},
             stock=5)
    atlas = cid(s, "Atlas (AS7-D)", "patrol1")
    commandos = [cid(s, COMMANDO, "patrol0", k) for k in range(3)]
    mission(s, *commandos, target=atlas)
    to_p1_assignments(s)
    assert {o[1] for o in options(s) if o[0] == "assign" and o[2] == atlas} == set(commandos)
    do(s, ("assign", commandos[0], atlas), ("assign", commandos[1], atlas))
    offered = {o[1] for o in options(s) if o[0] in ("assign", "assign all") and o[2] == atlas}
    assert commandos[2] not in offered and commandos[0] in offered   # the two may still add to it


def test_does_not_apply_the_invading_clans_limit_without_the_card():
    s = game({"patrol": [COMMANDO, COMMANDO, COMMANDO]}, {"patrol": ["Atlas (AS7-D)"]}, stock=5)
    atlas = cid(s, "Atlas (AS7-D)", "patrol1")
    commandos = [cid(s, COMMANDO, "patrol0", k) for k in range(3)]
    mission(s, *commandos, target=atlas)
    to_p1_assignments(s)
    do(s, ("assign", commandos[0], atlas), ("assign", commandos[1], atlas))
    assert ("assign", commandos[2], atlas) in options(s)


def test_the_invading_clans_strips_its_decks_clan_cards_of_their_affiliations():
    fenris = "Fenris A (Ice Ferret)"
    s = game({"post": ["The Invading Clans"], "patrol": [fenris]}, {"patrol": [fenris]}, stock=5)
    assert affiliations(s, cid(s, fenris, "patrol0")) == (frozenset({"Clan"}), frozenset())
    assert affiliations(s, cid(s, fenris, "patrol1")) == (frozenset({"Clan"}), frozenset({"Wolf"}))   # the other deck

#!/usr/bin/env python3
"""Build the card data and preset decks of the BattleTech Trading Card Game from the shared sources.

Reads
  * ``data/tcg/cards.json``          -- every card of the pool (1,179 records of the LackeyCCG plugin data);
  * ``data/tcg/sample_decks.json``   -- the two proposed base-set decks (House Kurita, Clan Wolf);
  * ``rules/tcg-players-guide.txt``  -- "Individual Card Rulings": every erratum applied below is quoted from it;
and writes, under ``src/mechdeck/games/battletech_tcg/data/``: ``cards.json`` (one record a card, the record format
of the package), ``card.schema.json`` (JSON Schema draft 2020-12 for it) and ``decks/kurita.txt`` /
``decks/wolf.txt`` (the sample decks in the deck-list format of ``battletech_tcg.decks``).

Every record is checked on the way: the cost string against the cost fields, the stat claims of the source's
"Errata: ..." notes against the stats, and each Player's Guide erratum against the card (and the guide's own
wording); any disagreement stops the build with an error.  A card's text is its printing's text with the errata it
plays by: a Guide erratum the source lacks (Counterstrike, Mercenaries, MechWarrior) is applied to the text and its
note quotes the printed wording; transcription faults of later-set texts (an encoding fault, typing slips) are
repaired and noted the same way.  The Guide's citations whose set or spelling differs from the source's are checked
and kept as the source has them.  ``--report`` lists the base-set 'Mechs whose text holds more than their parsed
options (abilities that need code of their own), those citations, and the Commander's Edition cards of an earlier
title that play by their own text.

Commander's Edition (rulings T1105, T1106): a name that spells an earlier card's name another way
(``TITLE_VARIANTS``) records that card's name as its ``title``; a reprint with the earlier printing's text (up to
"'Mech"/"Unit" and the reminders), cost, stats and options records that printing's number as its ``plays_as``.

Usage (from the repository root)::

    python tools/build_tcg_data.py [--shared-dir DIR] [--out-dir DIR] [--check] [--report]

Needs jsonschema (a dependency of mechdeck) to validate the output.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT_DIR = REPO_ROOT / "src" / "mechdeck" / "games" / "battletech_tcg" / "data"
CARDS_FILE = Path("data") / "tcg" / "cards.json"
DECKS_FILE = Path("data") / "tcg" / "sample_decks.json"
GUIDE_FILE = Path("rules") / "tcg-players-guide.txt"
CARD_COUNT = 1179
BASE_SET_COUNT = 293

#: collector-number prefix -> the set it belongs to (as the source's "set" column names it)
SET_CODES = {
    "LT": "Limited/Unlimited",
    "CS": "Counterstrike",
    "ME": "Mercenaries",
    "MW": "MechWarrior",
    "AR": "Arsenal",
    "CE": "Commander's Edition",
    "CEB": "Commander's Edition",
    "CR": "Crusade",
    "DCI": "DCI promo",
}
#: the preference order when a name is printed in several sets (deck lists, name look-up): base set first
SET_ORDER = tuple(SET_CODES)
ASSETS = "ALMPT"
SPEEDS = ("slow", "moderate", "fast")
COMMAND_SUBTYPES = ("Resource", "Pilot", "Subterfuge", "Enhancement", "Artillery", "Operation", "Faction",
                    "Legacy", "Alliance")
UNIT_SUBTYPES = ("Vehicle", "Battle Armor")
#: the source's spellings of affiliation keywords -> the printed ones (Player's Guide, "Universe Rules")
AFFILIATION_SPELLING = {"St Ives": "St. Ives", "Comstar": "ComStar", "Wolfs Dragoons": "Wolf's Dragoons"}

PRESET_DECKS = {"house_kurita_base": "kurita", "clan_wolf_base": "wolf"}


class DataError(Exception):
    """The sources disagree or could not be parsed."""


def clean(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def name_key(name: str) -> str:
    """The look-up form of a card name: case, parentheses, apostrophes, '!' and hyphens do not matter.
    (Same rule as ``battletech_tcg.cards.name_key``.)"""
    name = name.lower().replace("-", " ")
    return " ".join(re.sub(r"[()'!.,;:\"]", "", name).split())


# --------------------------------------------------------------------------------------------------------------------
# options
# --------------------------------------------------------------------------------------------------------------------

_NAME = r"[^.()\x00]+?"  # the card's (short) name inside an option's text; \x00 marks text already taken
_REMINDER = r"(?:\s*\((?:[^()\x00]*)\)?)?"  # an optional reminder text "( ... )"; its ")" is missing on a few cards


@dataclass
class OptionParse:
    options: dict
    leftover: str


#: (option key, pattern).  A key parsed more than once: overheat / alpha_strike / jump collect a list, the others
#: must agree.
_OPTION_PATTERNS: list[tuple[str, re.Pattern]] = [
    ("missile", re.compile(r"\bMissile (\d+)\b")),
    ("overheat", re.compile(r"\bOverheat (\d+):\s*\+(\d+) attack\b")),
    ("alpha_strike", re.compile(r"\bAlpha Strike:\s*\+(\d+) attack\b")),
    ("jump", re.compile(r"\bJump \((?:-(\d+) attack|attack ?-(\d+)):\s*\+(\d+) initiative\)")),
    ("anti_missile", re.compile(r"\bAnti-[Mm]issile\b" + _REMINDER)),
    ("anti_missile", re.compile(rf"\bEach missile assigned to a 'Mech in a group that includes {_NAME} deals -1 "
                                r"damage\.")),
    ("through", re.compile(r"\bLong-Range (\d+)\b" + _REMINDER)),
    # "to its target" on Black Hawk C (CS009), "to the target" everywhere else
    ("through", re.compile(rf"\bIf {_NAME} (?:attacks and )?is blocked, it may deal (?:up to )?(\d+) (?:of its )?"
                           r"damage to (?:the|its) target\.\)?")),
    ("ecm", re.compile(r"\bECM\b" + _REMINDER)),
    ("narc", re.compile(r"\bN[Aa][Rr][Cc]\b" + _REMINDER)),
    ("ap", re.compile(r"\bAP\b" + _REMINDER)),
    ("ap", re.compile(rf"\b{_NAME} deals \+1 damage to any target other than a '?Mech\.")),
    ("c3", re.compile(r"\bC3\b" + _REMINDER)),
    ("vtol", re.compile(r"\bVTOL\b" + _REMINDER)),
    ("hand_to_hand", re.compile(r"\bHand-to-Hand (\d+)\b" + _REMINDER)),
    ("hand_to_hand", re.compile(rf"\b{_NAME} has \+(\d+) attack, (?:only usable|usable only) against Units of the "
                                r"same speed or slower\.?")),
    ("hand_to_hand", re.compile(rf"\b{_NAME} deals \+(\d+) damage to (?:an engaged |a )'Mech that is the same "
                                r"speed or slower\.")),
]
_LIST_OPTIONS = ("overheat", "alpha_strike", "jump")
#: reminder texts of the unit types: part of the card's kind, not options
_TYPE_REMINDERS = [
    re.compile(r"\bVehicle \((?:[^()\x00]*)\)"),
    re.compile(r"\bBattle Armor \((?:[^()\x00]*)\)"),
]


def parse_options(text: str, where: str) -> OptionParse:
    """The options printed on a unit's text, and what is left of the text once they are taken out."""
    options: dict = {}
    work = text  # each match is blanked out (same length) so that later patterns cannot reach into it

    def take(m: re.Match) -> None:
        nonlocal work
        work = work[:m.start()] + "\x00" * (m.end() - m.start()) + work[m.end():]

    for key, pattern in _OPTION_PATTERNS:
        for m in list(pattern.finditer(work)):
            take(m)
            numbers = [int(g) for g in m.groups() if g is not None]
            if key in _LIST_OPTIONS:
                # overheat: [damage X, attack Y]; jump: [attack cost, initiative]; alpha strike: Y
                options.setdefault(key, []).append(numbers[0] if key == "alpha_strike" else numbers)
                continue
            value = numbers[0] if numbers and key != "ap" else True
            if key in options and options[key] != value:
                raise DataError(f"{where}: option {key} printed twice with different values "
                                f"({options[key]!r}, {value!r})")
            options[key] = value
    for pattern in _TYPE_REMINDERS:
        for m in list(pattern.finditer(work)):
            take(m)
    leftover = clean(re.sub(r"^[\s.,;)]+|[\s.,;]+$", "", clean(work.replace("\x00", " "))))
    return OptionParse(dict(sorted(options.items())), leftover)


# --------------------------------------------------------------------------------------------------------------------
# errata
# --------------------------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class GuideErratum:
    """One erratum of the Player's Guide "Individual Card Rulings" for one printing.

    ``heading`` and ``quote`` must both occur in the guide (whitespace-normalised).  ``replace`` lists (printed
    wording, errata wording) pairs: where the source text still has the printed wording, the errata wording replaces
    it and the note quotes what was printed (the card text a player sees is the printing's text with the errata it
    plays by).  The card must then carry the erratum: each string of ``text_has`` in its text, none of
    ``text_lacks``, the listed ``keywords`` and stats.  (The source data carries every base-set erratum already; the
    build checks that it does.)"""

    number: str
    heading: str
    quote: str
    change: str
    text_has: tuple[str, ...] = ()
    text_lacks: tuple[str, ...] = ()
    stats: dict = field(default_factory=dict)
    chosen: str = ""  # where the Limited and Unlimited errata differ: which one is followed, and why
    replace: tuple[tuple[str, str], ...] = ()
    keywords: tuple[str, ...] = ()


GUIDE_ERRATA: tuple[GuideErratum, ...] = (
    GuideErratum("LT002", "Aerospace Fighter Mission (Limited, Unlimited, Commander's Edition)",
                 "The base cost of this card should be 4.", "base cost 4", stats={"cost": 4}),
    GuideErratum("LT013", "Axeman (Limited, Unlimited)",
                 "Axeman has +1 attack, usable only against Units of the same speed or slower.",
                 "its speed ability reads \"Axeman has +1 attack, usable only against Units of the same speed or "
                 "slower.\" (Hand-to-Hand 1)",
                 text_has=("Axeman has +1 attack, usable only against Units of the same speed or slower.",),
                 stats={"hand_to_hand": 1}),
    GuideErratum("LT027", "Cataphract (Limited, Unlimited)", "It should be a Liao Unit.",
                 "a Liao Unit (the Unlimited printing lists Davion; the Limited one is correct)",
                 stats={"affiliation": ["Inner Sphere", "Liao"]}),
    GuideErratum("LT038", "Combat Engineers (Limited, Unlimited)",
                 "Combat Engineers is incorrectly listed as Infantry Support in its own card text.",
                 "its text names Combat Engineers, not Infantry Support (Limited printing)",
                 text_lacks=("Infantry Support",)),
    GuideErratum("LT041", "Communications Failure (Limited, Unlimited, Commander's Edition)",
                 "4-6: Remove all static counters from that Unit and untap it.",
                 "the 4-6 result reads \"Remove all static counters from that Unit and untap it.\"",
                 text_has=("4-6: Remove all static counters from that Unit and untap it.",)),
    GuideErratum("LT076", "Extra Armor Plating (Limited, Unlimited)",
                 "Draw a card when you activate Extra Armor Plating.",
                 "adds \"Draw a card when you activate Extra Armor Plating.\"",
                 text_has=("Scrap Extra Armor Plating to prevent up to 2 damage to that Mech.",
                           "You may deploy Extra Armor Plating revealed to make an additional deployment this turn.",
                           "Draw a card when you activate Extra Armor Plating."),
                 chosen="the Unlimited erratum is followed (printed text plus the draw); the Limited erratum's "
                        "\"Card text should read\" is taken to replace only the deployment sentence, which gives "
                        "the same text (ruling T1)"),
    GuideErratum("LT083", "Ferro-Fibrous Armor (Limited, Unlimited)",
                 "You may deploy Ferro-Fibrous Armor revealed to make an additional deployment this turn. Draw a "
                 "card when you activate Ferro-Fibrous Armor.",
                 "deploys revealed for an additional deployment and draws a card when activated",
                 text_has=("Add +1 to that Mech's Armor.",
                           "You may deploy Ferro-Fibrous Armor revealed to make an additional deployment this turn.",
                           "Draw a card when you activate Ferro-Fibrous Armor."),
                 chosen="\"Card text should read\" replaces the deployment sentence only; the armor bonus stays "
                        "(ruling T2)"),
    GuideErratum("LT088", "Forged Mission Orders (Limited, Unlimited)",
                 "Play only when blocked. Choose any blocking Unit. Remove that Unit from battle and untap it.",
                 "text reads \"Play only when blocked. Choose any blocking Unit. Remove that Unit from battle and "
                 "untap it.\"",
                 text_has=("Play only when blocked. Choose any blocking Unit. Remove that Unit from battle and "
                           "untap it.",)),
    GuideErratum("LT099", "Guerrilla Support (Limited, Unlimited)",
                 "opponent scraps a card from his or her Stockpile at the beginning of his or her turn until the "
                 "end of the game.",
                 "the opponent scraps a card at the beginning of each of his or her turns",
                 text_has=("opponent scraps a card from his or her Stockpile at the beginning of his or her turn "
                           "until the end of the game.",)),
    *(GuideErratum(number, "Hatchetman (Limited, Unlimited)",  # the two Hatchetman cards share the erratum
                   "Hatchetman has +1 attack, usable only against Units of the same speed or slower.",
                   "its speed ability reads \"Hatchetman has +1 attack, usable only against Units of the same speed "
                   "or slower.\" (Hand-to-Hand 1)",
                   text_has=("Hatchetman has +1 attack, usable only against Units of the same speed or slower.",),
                   stats={"hand_to_hand": 1}) for number in ("LT103", "LT104")),
    GuideErratum("LT109", "Heroic Sacrifice (Limited, Unlimited, Commander's Edition)",
                 "Play only if you have Tactics in play and only when blocked.",
                 "opens \"Play only if you have Tactics in play and only when blocked.\" (Limited printing; the "
                 "Unlimited one reads so)",
                 text_has=("Play only if you have Tactics in play and only when blocked.",)),
    GuideErratum("LT121", "Inside Job (Limited, Unlimited, Commander's Edition)",
                 "Scrap this card when it is revealed. You may activate this card only when one of your Units "
                 "attacks alone. This mission cannot be blocked.",
                 "text reads \"Scrap this card when it is revealed. You may activate this card only when one of "
                 "your Units attacks alone. This mission cannot be blocked.\"",
                 text_has=("Scrap this card when it is revealed. You may activate this card only when one of your "
                           "Units attacks alone. This mission cannot be blocked.",)),
    GuideErratum("LT147", "Long-Range Targeting System (Limited, Unlimited, Commander's Edition)",
                 "(Limited version only) Long-Range Targeting System lets you redirect up to half the Unit's attack "
                 "to the target.",
                 "the 'Mech deals up to half its damage to the target even if blocked",
                 text_has=("one-half its non-missile damage (rounded down) to the target it is attacking, even if "
                           "that 'Mech is blocked.",),
                 chosen="the Unlimited text (half the non-missile damage, rounded down) is followed; the Limited "
                        "erratum (\"up to half the Unit's attack\") is read the same way (ruling T3)"),
    GuideErratum("LT169", "Master Spy (Limited, Unlimited)", "Replace the word \"reveal\" with \"show.\"",
                 "\"reveal\" replaced by \"show\"",
                 text_has=("If that card shown in this way",), text_lacks=("reveal",)),
    GuideErratum("LT195", "Pryde's Pride (Limited, Unlimited, Commander's Edition)",
                 "Ignore all references to the die roll. The 3-6 ability happens automatically.",
                 "no die roll: the 3-6 result always happens",
                 text_has=("each 'Mech that dealt damage to that 'Mech receives 2 structure damage.",),
                 text_lacks=("roll", "die")),
    GuideErratum("LT219", "Sacrifice for the Dragon (Limited, Unlimited, Commander's Edition)",
                 "1-2: Draw a card after the mission. 3-6: That Unit gets +(3-6) attack but receives 2 damage.",
                 "text reads \"Choose one of your Units. Roll a die: 1-2: Draw a card after the mission. 3-6: That "
                 "Unit gets +(3-6) attack but receives 2 damage.\"",
                 text_has=("Choose one of your Units. Roll a die: 1-2: Draw a card after the mission. 3-6: That "
                           "Unit gets +(3-6) attack but receives 2 damage.",)),
    GuideErratum("LT255", "Teachings of the Unfinished Book (Limited, Unlimited, Commander's Edition)",
                 "You may make an additional deployment the turn that you activate this card. Draw a card when you "
                 "activate this card.",
                 "adds an additional deployment the turn it is activated and a card draw",
                 text_has=("You may make an additional deployment the turn that you activate this card. Draw a "
                           "card when you activate this card.",)),
    GuideErratum("LT263", "Long-Range Targeting System (Limited, Unlimited, Commander's Edition)",
                 "Thor D (Limited, Unlimited) has a base attack of 6 and the ability to deal 2 damage to the target "
                 "even if blocked.",
                 "base attack 6; deals up to 2 of its damage to the target when blocked (through 2)",
                 text_has=("If Thor D attacks and is blocked, it may deal up to 2 of its damage to the target.",),
                 stats={"attack": 6, "through": 2}),
    GuideErratum("LT279", "Victor Steiner-Davion (Limited, Unlimited)",
                 "This card should not have armor and structure ratings.",
                 "no armor and structure ratings (Limited printing)",
                 stats={"armor": None, "structure": None}),
    # -- Counterstrike, Mercenaries, MechWarrior (docs/tcg-later-sets.md, sections 1.1 and 2) ---------------------
    GuideErratum("CS007", "Bait and Switch (Counterstrike, Commander's Edition)",
                 "Play only during battle. Roll a die. 1-2: Draw a card after the mission. 3-6: Choose one of your "
                 "engaged Units that has not dealt damage. That Unit is removed from battle. Tap one of your untapped "
                 "Units that is not engaged in the battle; that Unit joins the battle.",
                 "text reads as the Guide's (the removed Unit stays tapped: \"Removing Units from Battle\")",
                 text_has=("Play only during battle. Roll a die. 1-2: Draw a card after the mission. 3-6: Choose one "
                           "of your engaged Units that has not dealt damage. That Unit is removed from battle. Tap "
                           "one of your untapped Units that is not engaged in the battle; that Unit joins the "
                           "battle.",)),
    GuideErratum("CS012", "Blitzkrieg (Counterstrike, Commander's Edition)",
                 "Play only when attacking. Remove from battle each blocking Unit that is not guarding and untap it. "
                 "If no blocking Units remain, deal damage to the target as if unblocked.",
                 "text reads as the Guide's (removed blockers take their NARC and Anti-Missile along)",
                 text_has=("Play only when attacking. Remove from battle each blocking Unit that is not guarding and "
                           "untap it. If no blocking Units remain, deal damage to the target as if unblocked.",)),
    GuideErratum("CS072", "Quick Salvage Operation (Counterstrike, Commander's Edition)",
                 "(Counterstrike version only) Remove the phrase \"and tap it.\"",
                 "the phrase \"and tap it\" is removed (the salvaged 'Mech enters play untapped)",
                 text_lacks=("and tap it",)),
    GuideErratum("CS084", "Strafing Run (Counterstrike, Commander's Edition)",
                 "(Counterstrike version only) The base cost of this card should be 4.", "base cost 4",
                 stats={"cost": 4}),
    GuideErratum("ME028", "Difficult Terrain (Mercenaries, Commander's Edition)",
                 "(Mercenaries version only) Add the keyword Terrain.", "has the keyword Terrain",
                 keywords=("Terrain",),
                 chosen="played on a site as printed; its region is that site's region (ruling T752)"),
    GuideErratum("ME029", "Disguised Coordinates (Mercenaries, Commander's Edition)",
                 "\"...choose any site that is a legal target for that attack and redirect it to that site.\"",
                 "the redirection reads \"choose any site that is a legal target for that attack and redirect it to "
                 "that site.\"",
                 text_has=("choose any site that is a legal target for that attack and redirect it to that site.",)),
    # The Guide heads this card "(Counterstrike, Commander's Edition)"; the source prints the pre-CE version in
    # Mercenaries (ME033), the only printing the "Counterstrike version only" erratum can mean (SET_CONFLICTS).
    GuideErratum("ME033", "First Circuit Summons (Counterstrike, Commander's Edition)",
                 "(Counterstrike version only) Add the phrase \"other than a Unit\" to the first sentence of the "
                 "card's ability.",
                 "\"other than a Unit\" added to the first sentence of its ability (the CE printing reads so)",
                 replace=(("choose a ComStar card.", "choose a ComStar card other than a Unit."),),
                 text_has=("Search your Stockpile and choose a ComStar card other than a Unit.",)),
    # "Card text should read" replaces the choice and the scrapping; the die results that follow stay as printed
    # (the Commander's Edition printing, CE244, has the same two results after the same new opening).
    GuideErratum("ME073", "Reactor Breach (Mercenaries, Commander's Edition)",
                 "(Mercenaries version only) Card text should read: \"Choose one of your Units. When damage is "
                 "resolved, if that Unit is still in the battle, scrap it and roll a die for each other Unit in the "
                 "battle.\"",
                 "opens \"Choose one of your Units. When damage is resolved, if that Unit is still in the battle, "
                 "scrap it and roll a die for each other Unit in the battle\"; the die results stay (ruling T753)",
                 replace=(("Scrap one of your 'Mechs. Roll a die for each engaged 'Mech:",
                           "Choose one of your Units. When damage is resolved, if that Unit is still in the battle, "
                           "scrap it and roll a die for each other Unit in the battle:"),),
                 text_has=("Choose one of your Units. When damage is resolved, if that Unit is still in the battle, "
                           "scrap it and roll a die for each other Unit in the battle:",)),
    GuideErratum("ME086", "Sun-Tzu Liao (Mercenaries, Commander's Edition)",
                 "(Mercenaries version only) You may retrieve a Subterfuge card from anywhere in your Scrapheap, not "
                 "just the top.",
                 "any Subterfuge card of the Scrapheap, not just the top one",
                 text_has=("Take a Subterfuge card from your Scrapheap",), text_lacks=("top",)),
    GuideErratum("ME092", "Tracking System Failure (Mercenaries, Commander's Edition)",
                 "(Mercenaries version only) Add the text: \"When you activate this card, put it on any opposing "
                 "Unit.\"",
                 "adds \"When you activate this card, put it on any opposing Unit.\"",
                 text_has=("When you activate this card, put it on any opposing Unit.",)),
    GuideErratum("MW059", "OmniMech-Pod Cache (MechWarrior, Commander's Edition)",
                 "You can't trade a Blackjack BJ2-08 for a Blackjack BJ2.",
                 "a ruling on the printed text, which stays: only Omni configurations trade, so a Blackjack "
                 "(BJ2-OB) (the Guide misprints \"BJ2-08\") cannot become the non-Omni Blackjack (BJ2)"),
    # The Guide's text begins ": Choose" (its tap symbol did not survive); the source's "{T}:" is that symbol.
    GuideErratum("MW083", "Single Combat (MechWarrior, Commander's Edition)",
                 "Choose one of your 'Mechs and one 'Mech an opponent controls. Tap these 'Mechs and engage them in "
                 "battle. Treat this battle as if it occurred during a mission, but Mission cards may not be played. "
                 "If that opponent controls no Clan or Kurita cards, he or she may avoid this battle by untapping "
                 "your 'Mech. Use this ability only during the Missions phase but not during a mission.",
                 "text reads as the Guide's",
                 text_has=("{T}: Choose one of your 'Mechs and one 'Mech an opponent controls. Tap these 'Mechs and "
                           "engage them in battle. Treat this battle as if it occurred during a mission, but Mission "
                           "cards may not be played. If that opponent controls no Clan or Kurita cards, he or she "
                           "may avoid this battle by untapping your 'Mech. Use this ability only during the Missions "
                           "phase but not during a mission.",)),
)

#: The source's "Errata: ..." notes: (pattern, what it claims).  Each claim is checked against the record; a
#: Long-Range or Missile claim is an option the card gains.
_NOTE_CLAIMS: list[tuple[re.Pattern, str]] = [
    (re.compile(r"\b[Cc]ost (?:is now|is|was changed to|changed to) (\d+(?:\+\d+[ALMPT])*),?( and)?"), "cost"),
    (re.compile(r"\b[Aa]ttack (?:is now|is|changed to) (\d+)\.?( and)?"), "attack"),
    (re.compile(r"\b(?:has|[Gg]ains|[Gg]ained) Long-Range (\d+)\.?"), "through"),
    (re.compile(r"\bMissile (\d+)( and)?"), "missile"),
    (re.compile(r"\bModerate Speed\.?"), "speed_moderate"),
    (re.compile(r"\bNow affiliated with ComStar(?: and (\w+))?\.?"), "comstar"),
    (re.compile(r"\bNo longer associated with ComStar\.?"), "not_comstar"),
    (re.compile(r"\bNot an Omni-Mech\.?"), "not_omni"),
    (re.compile(r"\bNo longer Unique\.?"), "not_unique"),
    (re.compile(r"\bM buyout should be (\d+)M"), "asset_m"),
    (re.compile(r"\bNot Inner Sphere,?"), "not_inner_sphere"),
    (re.compile(r"\bno extra \+1 attack to 'Mech piloted by [^.]+\."), "pilot_others_only"),
    (re.compile(r"\bTarget 'Mech gets \+(\d+) armor\."), "armor_bonus"),
]
#: Notes that change rules text the source does not carry; recorded in ``errata`` only (no base-set card).
TEXT_ONLY_NOTES = {"CE200", "CE249", "CE304", "ME028"}

#: Faults of the source's transcription in later-set texts: number -> ((as transcribed, as printed, what), ...).
#: Each is repaired before the text is read and recorded in the card's ``errata``; the build fails if the faulty
#: wording is gone (the source was corrected) so that a repair never outlives its fault.  Base-set texts are not
#: touched (their games are recorded); their own slips ("Urban Mech") stay, and the same slip in a later set stays
#: with them.
TEXT_REPAIRS: dict[str, tuple[tuple[str, str, str], ...]] = {
    # an encoding fault: the e-acute of "communique" was lost (the counter is named after a ComStar communique)
    "ME020": (("communiqu?", "communiqu\u00e9", "encoding fault"),),
    # an encoding fault: the apostrophe of 'Mech became "?" (the MechWarrior printing, MW083, has the apostrophes)
    "CE268": (("?Mech", "'Mech", "encoding fault"),),
    # typing slips that change how the text reads: a self-reference to another name, or a word that means nothing
    "CS035": (("your are attacking", "you are attacking", "typing slip"),),
    "CS081": (("reveled", "revealed", "typing slip"),),
    "CS085": (("uncaps", "untaps", "typing slip"),),
    "CS096": (("Choose one your 'Mechs", "Choose one of your 'Mechs", "typing slip"),),
    "MW002": (("Air strikes Close to Home", "Airstrikes Close to Home", "typing slip in the card's own name"),),
    "MW020": (("Play Drop Ship Intercept", "Play DropShip Intercept", "typing slip in the card's own name"),),
    "MW021": (("at leas tone", "at least one", "typing slip"),),
    "MW099": (("If Turkish A attacks", "If Turkina A attacks", "typing slip in the card's own name"),),
    # Arsenal, Commander's Edition and Crusade (docs/tcg-last-sets.md, section 4)
    "AR046": (("Scrap Holovid Frame up", "Scrap Holovid Frameup", "typing slip in the card's own name"),),
    "CE171": (("at leas tone", "at least one", "typing slip"),),
    "CR066": (("piloted by Marthe Dryden", "piloted by Marthe Pryde", "typing slip in the card's own name"),),
    # a leftover of the transcription: these 'Mechs have no text, as their earlier printings (LT035, CS022, LT059,
    # MW024, ME040, CS078, LT274) show
    **{number: (("()", "", "an empty pair of parentheses"),)
       for number in ("CE048", "CE052", "CE088", "CE098", "CE136", "CE257", "CE329")},
    # the asset icons the card provides (its ``provides``) transcribed as letters after its reminder
    "CR005": (("roll of 3.) M P", "roll of 3.)", "the provided assets' icons as letters"),),
    "CR056": (("from your hand.)L", "from your hand.)", "the provided asset's icon as a letter"),),
    # a word lost: the sentence has no verb; the card's earlier printing, LT276, untaps (ruling T1234)
    "CE336": (("initiative 'Mech piloted by Veteran MechWarrior at the end",
               "initiative Untap 'Mech piloted by Veteran MechWarrior at the end", "a lost word, as LT276 reads"),),
}
#: Texts the source cuts off: number -> (the cut end, the end as printed, why).  The cut end must end the text.
CUT_OFF_TEXTS: dict[str, tuple[str, str, str]] = {
    # stops mid-word; CS073's last sentences, which every Commander's Edition reprint of a free-deploying Pilot or
    # Retrofit keeps where its earlier printing had them (ruling T1230)
    "CE245": ("an additional deployment this tur",
              "an additional deployment this turn. Draw a card when you activate Recon Pilot.",
              "the text is cut off mid-word; its end as CS073's"),
}
#: Stats the source lacks: number -> (field -> value, why).  The build fails once the source has them.
STAT_REPAIRS: dict[str, tuple[dict, str]] = {
    # a Command Post card with no armor and structure could never be destroyed; the Mercenaries printing's (ME076)
    "CE248": ({"armor": 4, "structure": 2}, "no armor and structure in the source; ME076's 4/2"),
}
#: Type lines of the source that misname the card's type: number -> (as transcribed, as printed, why).  Repaired
#: before the type is read and noted in ``errata``; the build fails once the source has the type right.
TYPE_REPAIRS: dict[str, tuple[str, str, str]] = {
    "CR043": ("Command", "Unit - Vehicle", "type line 'Command' is a Vehicle (keyword, stats and reminder)"),
}


def _split_errata_notes(text: str) -> tuple[str, list[str], bool]:
    """(text without the notes and markers, the "Errata: ..." notes, whether an "(Errata...)" marker was there)."""
    notes = [clean(n) for n in re.findall(r"\bErrata: (.*)$", text)]
    text = re.sub(r"\s*\bErrata: .*$", "", text)
    marked = False

    def unmark(m: re.Match) -> str:
        nonlocal marked
        marked = True
        before = m.string[:m.start()].rstrip()
        # "(Errata)" right after the last word of a sentence: the sentence keeps its full stop
        return "." if before and before[-1].isalnum() and m.end() == len(m.string.rstrip()) else ""

    text = re.sub(r"\s*\(Errata[^)]*\)", unmark, text)
    return clean(text), notes, marked


#: Player's Guide headings that place a card in other sets than the source prints it in: (number, heading).  The
#: source's sets are kept -- the set counts of the issue (Counterstrike 99, Mercenaries 101, MechWarrior 108) and
#: the recorded base-set games rest on them -- and the Guide's rulings under such a heading apply to the card of that
#: name (ruling T751).  The build checks that the Guide still says so and that no printing of the cited sets exists.
SET_CONFLICTS: tuple[tuple[str, str], ...] = (
    ("CS032", "Deploy Reinforcements (Limited, Unlimited, Commander's Edition)"),
    ("CS086", "Tactical Nuke (Limited, Unlimited, Commander's Edition)"),
    ("ME089", "Targeting Ace (Limited, Unlimited)"),
    ("ME033", "First Circuit Summons (Counterstrike, Commander's Edition)"),
)
#: The Guide's spellings of card names that differ from the source's: (numbers, the Guide's citation).  The source's
#: names stay (both printings of Contract with Kell Hounds agree, and "Kell Hounds" is the unit's name in the
#: BattleTech setting); the Guide's rulings under the variant apply to these cards (ruling T751).
NAME_VARIANTS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("ME032",), "Expert Negotiation Team (Mercenaries)"),
    (("CS023", "CE062"), "Contract with Kell's Hounds (CE)"),
)
_GUIDE_SETS = {"Limited": "LT", "Unlimited": "LT", "Counterstrike": "CS", "Mercenaries": "ME", "MechWarrior": "MW",
               "Arsenal": "AR", "Commander's Edition": "CE", "CE": "CE", "Crusade": "CR"}


def check_guide_citations(records: dict[str, dict], guide_text: str) -> list[str]:
    """Check ``SET_CONFLICTS`` and ``NAME_VARIANTS`` against the Guide and the cards; one report line each."""
    guide = clean(guide_text)
    lines = []
    for number, heading in SET_CONFLICTS:
        card = records[number]
        name, _, sets = heading.partition(" (")
        cited = {_GUIDE_SETS[s.strip()] for s in sets.rstrip(")").split(",")}
        if heading not in guide:
            raise DataError(f"{number} {card['name']}: the Player's Guide does not cite {heading!r}")
        if card["name"] != name or card["set_code"] in cited:
            raise DataError(f"{number} {card['name']}: not in conflict with the Guide's {heading!r}")
        clash = [r["number"] for r in records.values()
                 if name_key(r["name"]) == name_key(name) and r["set_code"] in cited - {"CE"}]
        if clash:
            raise DataError(f"{number} {card['name']}: the Guide's {heading!r} is printed after all: {clash}")
        lines.append(f"  {number} {card['name']}: the Guide cites \"{heading}\"; the source prints it in "
                     f"{card['set']} (kept)")
    for numbers, citation in NAME_VARIANTS:
        name = citation.partition(" (")[0]
        if citation not in guide:
            raise DataError(f"the Player's Guide does not cite {citation!r}")
        if any(name_key(r["name"]) == name_key(name) for r in records.values()):
            raise DataError(f"{citation!r}: a card of that name exists; the variant is gone")
        for number in numbers:
            lines.append(f"  {number} {records[number]['name']}: the Guide spells it \"{name}\" (kept)")
    return lines


# Option an errata note may grant: (label in the text, whether the label goes before the printed text).
GRANTED_OPTIONS = {"through": ("Long-Range", False), "missile": ("Missile", True)}


def grant_option(record: dict, options: dict, key: str, value: int, where: str) -> str:
    """Apply an errata note's "gains <option> N": check it against the text's option, add it when missing."""
    label, first = GRANTED_OPTIONS[key]
    if options.get(key, value) != value:
        raise DataError(f"{where}: errata note says {label} {value}, text says {options[key]}")
    if key in options:
        return f"{label} {value}"
    options[key] = value
    text = f"{label} {value} {record['text']}" if first else f"{record['text']} {label} {value}"
    record["text"] = clean(text)
    return f"gains {label} {value} (added to the text)"


def _check_note(record: dict, options: dict, note: str) -> tuple[list[str], str]:
    """Check a source note's claims against the record; return (what it says, what is left unexplained)."""
    said: list[str] = []
    rest = note
    where = f"{record['number']} {record['name']}"
    for pattern, claim in _NOTE_CLAIMS:
        for m in list(pattern.finditer(rest)):
            if claim == "cost":
                printed = _cost_text(record)
                if printed != m.group(1):
                    cost, assets = _read_cost(m.group(1), where)
                    record["cost"], record["assets"] = cost, assets
                    said.append(f"cost {m.group(1)} (applied; the data had {printed})")
                else:
                    said.append(f"cost {m.group(1)}")
            elif claim == "attack":
                if record["attack"] != int(m.group(1)):
                    said.append(f"attack {m.group(1)} (applied; the data had {record['attack']})")
                    record["attack"] = int(m.group(1))
                else:
                    said.append(f"attack {m.group(1)}")
            elif claim in ("through", "missile"):
                said.append(grant_option(record, options, claim, int(m.group(1)), where))
            elif claim == "speed_moderate":
                if record["speed"] != "moderate":
                    raise DataError(f"{where}: errata note says moderate speed but the card is {record['speed']}")
                said.append("moderate speed")
            elif claim == "comstar":
                wanted = {"ComStar"} | ({m.group(1)} if m.group(1) else set())
                if not wanted <= set(record["affiliation"]):
                    raise DataError(f"{where}: errata note says affiliated with {sorted(wanted)} but the card lists "
                                    f"{record['affiliation']}")
                said.append("affiliated with " + " and ".join(sorted(wanted)))
            elif claim == "not_comstar":
                if "ComStar" in record["affiliation"]:
                    raise DataError(f"{where}: errata note says not ComStar but the card lists ComStar")
                said.append("not affiliated with ComStar")
            elif claim == "not_omni":
                if "Omni" in record["keywords"]:
                    raise DataError(f"{where}: errata note says not an OmniMech but the card has the Omni keyword")
                said.append("not an OmniMech")
            elif claim == "not_unique":
                if record["unique"]:
                    raise DataError(f"{where}: errata note says not Unique but the card is Unique")
                said.append("not Unique")
            elif claim == "not_inner_sphere":
                if "Inner Sphere" in record["keywords"]:
                    raise DataError(f"{where}: errata note says not Inner Sphere but the card has the keyword")
                said.append("not Inner Sphere")
            elif claim == "pilot_others_only":
                # the bonus goes to "each other 'Mech" of the group, not to the piloted 'Mech itself
                if "Each other 'Mech in a group" not in record["text"]:
                    raise DataError(f"{where}: errata note says the piloted 'Mech gets no bonus but the text does "
                                    f"not say \"Each other 'Mech\"")
                said.append("the piloted 'Mech itself gets no +1 attack")
            elif claim == "armor_bonus":
                if not re.search(rf"gets \+\d+ attack and \+{m.group(1)} armor", record["text"]):
                    raise DataError(f"{where}: errata note says +{m.group(1)} armor but the text does not")
                said.append(f"+{m.group(1)} armor")
            elif claim == "asset_m":
                if record["assets"].get("M") != int(m.group(1)):
                    raise DataError(f"{where}: errata note says {m.group(1)}M but the card costs {record['assets']}")
                said.append(f"asset cost {m.group(1)}M")
            rest = rest.replace(m.group(0), " ", 1)
    return said, clean(re.sub(r"[.,;]", " ", rest))


def _cost_text(record: dict) -> str | None:
    if record["cost"] is None:
        return None
    return str(record["cost"]) + "".join(f"+{n}{a}" for a, n in record["assets"].items())


# --------------------------------------------------------------------------------------------------------------------
# records
# --------------------------------------------------------------------------------------------------------------------

def _read_cost(text: str, where: str) -> tuple[int, dict[str, int]]:
    """"7+2A+2L+1M" -> (7, {"A": 2, "L": 2, "M": 1}) (assets in ALMPT order)."""
    m = re.fullmatch(r"(\d+)((?:\+\d+[ALMPT])*)", text)
    if not m:
        raise DataError(f"{where}: cannot read the cost string {text!r}")
    assets: dict[str, int] = {}
    for n, letter in re.findall(r"\+(\d+)([ALMPT])", m.group(2)):
        if letter in assets:
            raise DataError(f"{where}: asset {letter} twice in the cost string {text!r}")
        assets[letter] = int(n)
    return int(m.group(1)), {a: assets[a] for a in ASSETS if a in assets}


def parse_cost(src: dict, where: str) -> tuple[int | None, dict[str, int]]:
    """Cost and asset cost from the cost string ("7+2A+2L+1M"), checked against the source's cost fields."""
    text = src["cost_string"]
    if text is None:
        if src["cost"] is not None or src["asset_cost"]:
            raise DataError(f"{where}: no cost string but cost {src['cost']!r} / assets {src['asset_cost']!r}")
        return None, {}
    cost, assets = _read_cost(text, where)
    if cost != src["cost"] or assets != (src["asset_cost"] or {}):
        raise DataError(f"{where}: cost string {text!r} disagrees with cost {src['cost']!r} and asset cost "
                        f"{src['asset_cost']!r}")
    if src["total_cost"] != cost + sum(assets.values()):
        raise DataError(f"{where}: total cost {src['total_cost']!r} is not {text!r} summed")
    return cost, assets


def kind_of(src: dict, where: str) -> tuple[str, list[str], list[str]]:
    """(kind, subtypes, corrections) from the type line."""
    card_type = src["card_type"]
    head, _, sub = (part.strip() for part in card_type.partition(" - "))
    corrections: list[str] = []
    if head == "Mission" and not sub:
        return "mission", [], corrections
    if head == "Command":
        subtypes = [sub] if sub else []
        if sub and sub not in COMMAND_SUBTYPES:
            raise DataError(f"{where}: unknown Command subtype {sub!r}")
        if not sub and re.search(rf"'?Mech piloted by {re.escape(src['name'])}\b", src["text"] or ""):
            subtypes = ["Pilot"]
            corrections.append("type line 'Command' lacks '- Pilot', but the card is played as a Pilot (its "
                               "text: \"'Mech piloted by ...\"); subtype Pilot added (ruling T4)")
        return "command", subtypes, corrections
    if head == "Unit":
        if sub == "'Mech":
            return "mech", [], corrections
        if sub in UNIT_SUBTYPES:
            return "unit", [sub], corrections
        if not sub and src["speed"] and src["attack"] is not None and not (
                set(src["keywords"]) & {"Vehicle", "Battle Armor"}):
            corrections.append("type line 'Unit' lacks '- 'Mech'; a 'Mech by its name and stats (ruling T4)")
            return "mech", [], corrections
    raise DataError(f"{where}: cannot classify the type line {card_type!r}")


def repair_type(src: dict, where: str) -> tuple[dict, list[str]]:
    """The source record with its type line repaired (``TYPE_REPAIRS``), and a note on the repair.  A Unit type needs
    the card's keyword for it and a speed and attack, so that only a misnamed Unit is ever retyped."""
    repair = TYPE_REPAIRS.get(src["collector_number"])
    if repair is None:
        return src, []
    wrong, right, why = repair
    if src["card_type"] != wrong:
        raise DataError(f"{where}: the type line is no longer {wrong!r} (it reads {src['card_type']!r}); drop its "
                        f"repair")
    subtype = right.partition(" - ")[2]
    if subtype not in src["keywords"] or not src["speed"] or src["attack"] is None:
        raise DataError(f"{where}: retyped as {right!r} without the keyword {subtype!r}, a speed and an attack")
    return {**src, "card_type": right}, [f"source type repaired: {why}; typed {right!r}"]


def repair_text(number: str, text: str, where: str) -> tuple[str, list[str]]:
    """The source text with its transcription faults (``TEXT_REPAIRS``) repaired, and a note on each repair."""
    notes = []
    for wrong, right, what in TEXT_REPAIRS.get(number, ()):
        if wrong not in text:
            raise DataError(f"{where}: the transcription fault {wrong!r} is no longer in the source text; drop "
                            f"its repair")
        text = text.replace(wrong, right)
        notes.append(f"source text repaired ({what}): \"{wrong}\" reads \"{right}\"")
    if number in CUT_OFF_TEXTS:
        cut, printed, what = CUT_OFF_TEXTS[number]
        if not text.endswith(cut):
            raise DataError(f"{where}: the text no longer ends {cut!r}; drop its repair")
        text = text[:-len(cut)] + printed
        notes.append(f"source text repaired ({what}): \"{cut}\" reads \"{printed}\"")
    return text, notes


def repair_stats(src: dict, where: str) -> tuple[dict, list[str]]:
    """The source record with the stats it lacks (``STAT_REPAIRS``), and a note on the repair."""
    repair = STAT_REPAIRS.get(src["collector_number"])
    if repair is None:
        return src, []
    stats, why = repair
    if any(src[field] is not None for field in stats):
        raise DataError(f"{where}: the source now has {sorted(stats)}; drop its repair")
    return {**src, **stats}, [f"source stats repaired ({why})"]


def build_record(src: dict) -> tuple[dict, str]:
    """One card record and the leftover of its text after its options (units only; '' otherwise)."""
    number = src["collector_number"]
    where = f"{number} {src['name']}"
    set_code = re.match(r"[A-Z]+", number).group(0)
    set_name = src["set"].removesuffix(" (base set)")
    if SET_CODES.get(set_code) != set_name:
        raise DataError(f"{where}: number prefix {set_code!r} does not fit the set {src['set']!r}")
    cost, assets = parse_cost(src, where)
    src, retyped = repair_type(src, where)
    src, restated = repair_stats(src, where)
    kind, subtypes, corrections = kind_of(src, where)
    corrections = retyped + restated + corrections
    speed = src["speed"].lower() if src["speed"] else None
    if speed is not None and speed not in SPEEDS:
        raise DataError(f"{where}: unknown speed {src['speed']!r}")
    if kind == "mech" and speed is None:
        raise DataError(f"{where}: a 'Mech without a speed")
    mass = None
    if src["mass"] is not None:
        m = re.fullmatch(r"(\d+) tons", src["mass"])
        if not m:
            raise DataError(f"{where}: cannot read the mass {src['mass']!r}")
        mass = int(m.group(1))
    keywords = [AFFILIATION_SPELLING.get(k, k) for k in src["keywords"]]
    if kind == "mech" and "Mech" not in keywords:
        keywords.insert(0, "Mech")
    if "Pilot" in subtypes and "Pilot" not in keywords:
        keywords.insert(0, "Pilot")
    affiliation = [AFFILIATION_SPELLING.get(a, a) for a in (src["affiliation"] or [])]
    if src["unique"] != ("Unique" in src["keywords"]):
        raise DataError(f"{where}: unique flag and Unique keyword disagree")
    provides = list(src["asset_provided"] or [])
    if any(a not in ASSETS for a in provides):
        raise DataError(f"{where}: unknown asset provided in {provides}")

    raw_text, repaired = repair_text(number, src["text"] or "", where)
    text, notes, marked = _split_errata_notes(raw_text)
    if text == "n/a":
        text = ""
    record = {
        "number": number, "name": clean(src["name"]), "set": set_name, "set_code": set_code,
        "kind": kind, "subtypes": subtypes, "cost": cost, "assets": assets, "speed": speed,
        "attack": src["attack"], "armor": src["armor"], "structure": src["structure"], "provides": provides,
        "keywords": keywords, "affiliation": affiliation, "unique": src["unique"], "mass": mass,
        "rarity": src["rarity"], "options": {}, "text": text, "errata": None, "source": src["source"],
    }
    leftover = ""
    options: dict = {}
    if kind in ("mech", "unit"):
        parsed = parse_options(text, where)
        options, leftover = parsed.options, parsed.leftover
    errata: list[str] = list(corrections) + repaired
    for note in notes:
        said, unexplained = _check_note(record, options, note)
        if unexplained and number not in TEXT_ONLY_NOTES:
            raise DataError(f"{where}: cannot check the errata note {note!r} (left: {unexplained!r})")
        if unexplained:
            errata.append(f"source data note \"Errata: {note}\" (not reflected in the text)")
        else:
            changed = any("(applied" in s or "(added" in s for s in said)
            errata.append(f"source data note \"Errata: {note}\": {', '.join(said)}"
                          + ("" if changed else "; the data already has it"))
    if marked and not any(e.startswith("Player's Guide") for e in errata):
        errata.append("the source text carries an erratum (marked \"(Errata)\")")
    record["options"] = options
    record["errata"] = errata
    return record, leftover


def _stat(card: dict, stat: str):
    """A stat an erratum names: a field of the record, or Long-Range / Hand-to-Hand from its options."""
    return card["options"].get(stat) if stat in ("through", "hand_to_hand") else card[stat]


#: Where a Commander's Edition printing words an erratum of an older printing its own way: CE number -> (text it
#: has, text it lacks) instead of the erratum's own.
CE_ERRATA_WORDING: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "CE107": (("Search your Stockpile for any ComStar card other than a Unit",), ()),            # First Circuit Summons
    "CE179": (("gains Long-Range X, where X is equal to half its attack, rounded down",), ()),  # Long-Range Targeting
    "CE232": (("receives 2 structure damage",), ("roll", "die")),                               # Pryde's Pride
    "CE286": (("Put any Subterfuge card from your Scrapheap into your hand",), ("top",)),        # Sun-Tzu Liao
    "CE315": (("Long-Range 2 (If Thor D is blocked, it may deal up to 2 of its damage to the target.)",), ()),
}


#: Stats the Guide's examples give otherwise than the data, kept as the data has them (the example is weak evidence;
#: docs/tcg-last-sets.md section 4): (numbers, the Guide's words, the stats the data keeps as "armor/structure").
EXAMPLE_STATS: tuple[tuple[tuple[str, ...], str, str], ...] = (
    (("LT138", "CE169"), "blocked by a Koshi Prime (0/4)", "0/3"),
)


def example_stats_lines(records: dict[str, dict], guide_text: str) -> list[str]:
    """Check ``EXAMPLE_STATS`` against the Guide and the data; one report line each."""
    guide = clean(guide_text)
    lines = []
    for numbers, words, kept in EXAMPLE_STATS:
        if words not in guide:
            raise DataError(f"the Player's Guide no longer says {words!r}")
        for number in numbers:
            card = records[number]
            if f"{card['armor']}/{card['structure']}" != kept:
                raise DataError(f"{number} {card['name']}: armor/structure {card['armor']}/{card['structure']}, "
                                f"not the {kept} kept against the Guide's {words!r}")
            lines.append(f"  {number} {card['name']}: {kept} kept; the Guide's example says \"{words}\"")
    return lines


def check_ce_printings(records: dict[str, dict]) -> None:
    """The Guide's errata of the older printings leave the Commander's Edition printing as it is: its text already
    says what the erratum asks (docs/tcg-last-sets.md, section 3; ruling T1105).  Check each CE printing of a title
    whose erratum heading cites Commander's Edition; a printing that does not say it stops the build."""
    for erratum in GUIDE_ERRATA:
        if "Commander's Edition" not in erratum.heading:
            continue
        title = name_key(records[erratum.number]["name"])
        printings = [r for r in records.values() if r["set_code"] == REPRINT_SET and name_key(r["name"]) == title]
        if not printings:
            raise DataError(f"{erratum.heading}: no Commander's Edition printing of {erratum.number}")
        for card in printings:
            has, lacks = CE_ERRATA_WORDING.get(card["number"], (erratum.text_has, erratum.text_lacks))
            faults = [f"lacks {t!r}" for t in has if t not in card["text"]]
            faults += [f"says {t!r}" for t in lacks if re.search(rf"\b{re.escape(t)}", card["text"])]
            faults += [f"has {stat} {_stat(card, stat)!r}, not {value!r}" for stat, value in erratum.stats.items()
                       if _stat(card, stat) != value]
            faults += [f"lacks the keyword {k!r}" for k in erratum.keywords if k not in card["keywords"]]
            if faults:
                raise DataError(f"{card['number']} {card['name']}: the Commander's Edition printing does not carry "
                                f"the Player's Guide erratum of {erratum.number}: {'; '.join(faults)}")


def apply_guide_errata(records: dict[str, dict], guide_text: str) -> None:
    guide = clean(guide_text)
    for erratum in GUIDE_ERRATA:
        card = records[erratum.number]
        where = f"{card['number']} {card['name']}"
        for quoted in (erratum.heading, erratum.quote):
            if clean(quoted) not in guide:
                raise DataError(f"{where}: the Player's Guide does not say {quoted!r}")
        applied = []
        for printed, corrected in erratum.replace:
            if corrected in card["text"]:
                continue
            if printed not in card["text"]:
                raise DataError(f"{where}: neither the printed wording {printed!r} nor the Player's Guide "
                                f"erratum {corrected!r} is in the text")
            card["text"] = card["text"].replace(printed, corrected, 1)
            applied.append(printed)
        for needed in erratum.text_has:
            if needed not in card["text"]:
                raise DataError(f"{where}: Player's Guide erratum not in the text: {needed!r}")
        for banned in erratum.text_lacks:
            if re.search(rf"\b{re.escape(banned)}", card["text"]):
                raise DataError(f"{where}: Player's Guide erratum: the text should not say {banned!r}")
        for stat, value in erratum.stats.items():
            have = _stat(card, stat)
            if have != value:
                raise DataError(f"{where}: Player's Guide erratum says {stat} {value!r}, the card has {have!r}")
        for keyword in erratum.keywords:
            if keyword not in card["keywords"]:
                raise DataError(f"{where}: Player's Guide erratum adds the keyword {keyword!r}, the card lacks it")
        if applied:
            state = "applied to the text (printed: " + "; ".join(f'"{p}"' for p in applied) + ")"
        else:
            state = ("the source text already carries it" if erratum.text_has or erratum.text_lacks
                     else "the source data already has it")
        note = f"Player's Guide, Individual Card Rulings, {erratum.heading.split(' (')[0]}: {erratum.change}; {state}"
        if erratum.chosen:
            note += f"; {erratum.chosen}"
        card["errata"] = [e for e in card["errata"] if not e.startswith("the source text carries")] + [note]


# --------------------------------------------------------------------------------------------------------------------
# Commander's Edition: name variants and reprints (docs/tcg-last-sets.md, section 1.7 and 6; rulings T1105, T1106)
# --------------------------------------------------------------------------------------------------------------------

#: Commander's Edition names that spell an earlier card's name another way (ruling T1106): number -> the earlier
#: printing's name.  Each pair is one title (the record's ``title``: the Unique rule, "counts as", copy limits).  The
#: build checks that the earlier name is printed and that the two printings are the same card (cost and stats).
TITLE_VARIANTS: dict[str, str] = {
    "CE032": "Blackjack (BJ2)",
    "CE073": "Daikyu (DAI-01)",
    "CE080": "Death From Above",
    "CE092": "Dropship Site",
    "CE098": "Falcon Hawk (FNKH-9K1A)",
    "CE127": "Haakon Magnussen",
    "CE154": "JagerMech (JM6-DD)",
    "CE160": "Katana (CRK5003-2)",
    "CE168": "Koshi C Mist Lynx",
    "CE169": "Koshi Prime (Mist Lynx)",
    "CE258": "Ryoken D (Storm Crow)",
    "CE284": "Sun Zhang MechWarrior Academy",
}
#: what a reprint must share with the earlier printing to be the same card (its cost, stats and options)
SAME_CARD_FIELDS = ("kind", "subtypes", "cost", "assets", "speed", "attack", "armor", "structure", "provides",
                    "unique", "options")
REPRINT_SET = "CE"
EARLIER_SETS = ("LT", "CS", "ME", "MW", "AR")
#: The readers' verdicts on reworded reprints (docs/tcg-last-sets.md section 6, third list): one file per reader
READINGS_DIR = REPO_ROOT / "tools" / "tcg_reprint_readings"


def title_of(record: dict) -> str:
    return TITLE_VARIANTS.get(record["number"], record["name"])


def _reminderless(text: str) -> str:
    """A text as T1105 compares it: reminders in parentheses dropped, "'Mech" read as "Unit" (T1102), and case,
    punctuation and spacing ignored."""
    text = re.sub(r"\([^()]*\)", "", text)
    text = re.sub(r"'?Mech(s?)\b", r"Unit\1", text)
    return " ".join(re.sub(r"[^a-z0-9+{}]+", " ", text.lower()).split())


def same_text(reprint: dict, earlier: dict) -> bool:
    """Do the two printings say the same, up to "'Mech"/"Unit" and the keyword reminders (T1105)?  Units whose texts
    are only options say the same when their options do (an option's reminder may be worded anew or left out)."""
    if _reminderless(reprint["text"]) == _reminderless(earlier["text"]):
        return True
    if reprint["kind"] in ("mech", "unit"):
        where = f"{reprint['number']} {reprint['name']}"
        return not parse_options(reprint["text"], where).leftover and \
            not parse_options(earlier["text"], where).leftover and reprint["options"] == earlier["options"]
    return False


def earlier_printings(records: dict[str, dict]) -> dict[str, dict]:
    """The earlier printing of each Commander's Edition card of an earlier title: the first of that title in set
    order, then by number (as a deck list's name means)."""
    first: dict[str, dict] = {}
    for r in sorted(records.values(), key=lambda r: (SET_ORDER.index(r["set_code"]), r["number"])):
        if r["set_code"] in EARLIER_SETS:
            first.setdefault(name_key(r["name"]), r)
    return {n: first[name_key(title_of(r))] for n, r in records.items()
            if r["set_code"] == REPRINT_SET and name_key(title_of(r)) in first}


@dataclass(frozen=True)
class ReprintReading:
    """One reader's verdict that a reworded reprint's rewording changes nothing the card does (a row of a file of
    ``READINGS_DIR``)."""
    reprint: str
    earlier: str
    why: str
    where: str   # "file.tsv:line"


def read_reprint_readings(folder: Path) -> dict[str, ReprintReading]:
    """The verdicts of ``folder``'s ``*.tsv`` files (one per reader), by reprint number.  A line is
    "reprint<TAB>earlier<TAB>why the rewording changes nothing"; "#" starts a comment line (the header)."""
    readings: dict[str, ReprintReading] = {}
    for path in sorted(folder.glob("*.tsv")):
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip() or line.startswith("#"):
                continue
            where = f"{path.name}:{i}"
            parts = [part.strip() for part in line.split("\t")]
            if len(parts) != 3 or not all(parts):
                raise DataError(f"{where}: a reading is \"reprint<TAB>earlier<TAB>why\", not {line!r}")
            reprint, earlier, why = parts
            if reprint in readings:
                raise DataError(f"{where}: {reprint} is read already ({readings[reprint].where})")
            readings[reprint] = ReprintReading(reprint, earlier, clean(why), where)
    return readings


def _differences(reprint: dict, earlier: dict, reading: ReprintReading | None) -> list[str]:
    """The fields of ``SAME_CARD_FIELDS`` in which the two printings differ.  For a Command card read as the same
    (a reading), a stat the earlier record leaves None is not compared: the CE record restates its text there."""
    lenient = reading is not None and reprint["kind"] == "command"
    return [f for f in SAME_CARD_FIELDS if reprint[f] != earlier[f] and not (lenient and earlier[f] is None)]


def mark_reprints(records: dict[str, dict], readings: dict[str, ReprintReading]) -> list[str]:
    """Give each name variant its ``title`` and each Commander's Edition reprint that is the earlier printing's card
    its ``plays_as``: same text up to T1105's wording, or reworded and read as the same (``readings``: the reason
    goes into its ``reprint_reading``), with the same cost, stats and options.  Returns a report line for each
    reprint with the same text that is not the same card, and for each title variant that is not a reprint.  A
    reading of a card that is no reworded reprint of that earlier printing, or of another card, stops the build."""
    lines = []
    earlier_of = earlier_printings(records)
    for reading in readings.values():
        earlier = earlier_of.get(reading.reprint)
        if earlier is None:
            raise DataError(f"{reading.where}: {reading.reprint} is no Commander's Edition card of an earlier title")
        if earlier["number"] != reading.earlier:
            raise DataError(f"{reading.where}: the earlier printing of {reading.reprint} is {earlier['number']}, not "
                            f"{reading.earlier}")
        if same_text(records[reading.reprint], earlier):
            raise DataError(f"{reading.where}: {reading.reprint} has {earlier['number']}'s text already: it needs no "
                            f"reading")
    for number, name in TITLE_VARIANTS.items():
        if not any(r["name"] == name and r["set_code"] in EARLIER_SETS for r in records.values()):
            raise DataError(f"{number} {records[number]['name']}: title variant of {name!r}, which is not printed")
        if records[number]["name"] == name:
            raise DataError(f"{number}: {name!r} is its own name, not a variant")
        records[number]["title"] = name
    for number, earlier in earlier_of.items():
        reprint = records[number]
        reading = readings.get(number)
        differ = _differences(reprint, earlier, reading)
        if reading is not None and differ:
            raise DataError(f"{reading.where}: {number} is not {earlier['number']}'s card: it differs in "
                            + ", ".join(f"{f} ({earlier[f]!r}, here {reprint[f]!r})" for f in differ))
        if number in TITLE_VARIANTS and differ:
            raise DataError(f"{number} {reprint['name']}: a title variant of {earlier['number']} {earlier['name']} "
                            f"that differs in {', '.join(differ)}")
        if reading is not None:
            reprint["plays_as"], reprint["reprint_reading"] = earlier["number"], reading.why
            continue
        if not same_text(reprint, earlier):
            if number in TITLE_VARIANTS:
                lines.append(f"  {number} {reprint['name']}: one title with {earlier['number']} {earlier['name']}, "
                             f"reworded (plays by its own text)")
            continue
        if differ:
            lines.append(f"  {number} {reprint['name']}: the text of {earlier['number']} but not its "
                         + ", ".join(f"{f} ({earlier[f]!r}, here {reprint[f]!r})" for f in differ)
                         + " (plays by its own text)")
            continue
        reprint["plays_as"] = earlier["number"]
    return lines


def build_cards(source: list[dict], guide_text: str, readings: dict[str, ReprintReading] | None = None
                ) -> tuple[dict, list[tuple[str, str, str]]]:
    """Return ({"cards": [...]}, [(number, name, leftover)] of the base-set 'Mechs with text beyond options).
    ``readings``: the reprint readings (by default those of ``READINGS_DIR``)."""
    if len(source) != CARD_COUNT:
        raise DataError(f"the source holds {len(source)} cards, expected {CARD_COUNT}")
    records: dict[str, dict] = {}
    leftovers: list[tuple[str, str, str]] = []
    for src in source:
        record, leftover = build_record(src)
        if record["number"] in records:
            raise DataError(f"collector number {record['number']} twice")
        records[record["number"]] = record
        if record["set_code"] == "LT" and record["kind"] == "mech" and leftover:
            leftovers.append((record["number"], record["name"], leftover))
    base = [n for n in records if records[n]["set_code"] == "LT"]
    if len(base) != BASE_SET_COUNT or sorted(base) != [f"LT{i:03d}" for i in range(1, BASE_SET_COUNT + 1)]:
        raise DataError(f"the base set is not LT001-LT{BASE_SET_COUNT:03d} ({len(base)} cards)")
    apply_guide_errata(records, guide_text)
    check_guide_citations(records, guide_text)
    check_ce_printings(records)
    mark_reprints(records, read_reprint_readings(READINGS_DIR) if readings is None else readings)
    cards = []
    for r in sorted(records.values(), key=lambda r: (SET_ORDER.index(r["set_code"]), r["number"])):
        r["errata"] = "; ".join(r["errata"]) or None
        cards.append(r)
    return {"cards": cards}, leftovers


# --------------------------------------------------------------------------------------------------------------------
# schema
# --------------------------------------------------------------------------------------------------------------------

def card_schema() -> dict:
    count = {"type": "integer", "minimum": 0}
    stat = {"type": ["integer", "null"]}
    positive = {"type": "integer", "minimum": 1}
    pair = {"type": "array", "prefixItems": [positive, positive], "minItems": 2, "maxItems": 2}
    word = {"type": "string", "minLength": 1, "pattern": r"^\S(?:.*\S)?$"}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://mechdeck.invalid/schemas/battletech_tcg/card.schema.json",
        "title": "BattleTech Trading Card Game card data",
        "description": "Every card of the BattleTech TCG pool (all sets): each printing's text with the Player's "
                       "Guide errata it plays by, recorded in its errata field. Generated by tools/build_tcg_data.py.",
        "type": "object",
        "additionalProperties": False,
        "required": ["cards"],
        "properties": {"cards": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/card"}}},
        "$defs": {
            "card": {
                "type": "object",
                "additionalProperties": False,
                "required": ["number", "name", "set", "set_code", "kind", "subtypes", "cost", "assets", "speed",
                             "attack", "armor", "structure", "provides", "keywords", "affiliation", "unique",
                             "mass", "rarity", "options", "text", "errata", "source"],
                "properties": {
                    "number": {"type": "string", "pattern": r"^(LT|CS|ME|MW|AR|CE|CEB|CR)\d{3}$|^DCI\d{2}$"},
                    "name": word,
                    "set": {"enum": sorted(set(SET_CODES.values()))},
                    "set_code": {"enum": list(SET_CODES)},
                    "kind": {"enum": ["mech", "unit", "command", "mission"]},
                    "subtypes": {"type": "array", "uniqueItems": True,
                                 "items": {"enum": list(COMMAND_SUBTYPES + UNIT_SUBTYPES)}},
                    "cost": {"type": ["integer", "null"], "minimum": 0},
                    "assets": {"type": "object", "additionalProperties": False,
                               "properties": {a: positive for a in ASSETS}},
                    "speed": {"enum": [*SPEEDS, None]},
                    "attack": stat,
                    "armor": stat,
                    "structure": stat,
                    "provides": {"type": "array", "uniqueItems": True, "items": {"enum": list(ASSETS)}},
                    "keywords": {"type": "array", "uniqueItems": True, "items": word},
                    "affiliation": {"type": "array", "uniqueItems": True, "items": word},
                    "unique": {"type": "boolean"},
                    "mass": {"type": ["integer", "null"], "minimum": 1},
                    "rarity": {"enum": ["Common", "Uncommon", "Rare", "Vital", "Box", "Fixed", "Promo"]},
                    "options": {
                        "type": "object",
                        "additionalProperties": False,
                        "properties": {
                            "missile": positive,
                            "overheat": {"type": "array", "minItems": 1, "items": pair,
                                         "description": "[overheat damage X, attack bonus Y] per option"},
                            "alpha_strike": {"type": "array", "minItems": 1, "items": positive},
                            "jump": {"type": "array", "minItems": 1, "items": pair,
                                     "description": "[attack cost, initiative bonus] per option"},
                            "anti_missile": {"const": True},
                            "ecm": {"const": True},
                            "narc": {"const": True},
                            "ap": {"const": True},
                            "c3": {"const": True},
                            "vtol": {"const": True},
                            "through": {**positive, "description": "Long-Range N: up to N of its damage to the "
                                                                   "target when blocked"},
                            "hand_to_hand": {**positive, "description": "+N attack against Units of the same speed "
                                                                        "or slower"},
                        },
                    },
                    "text": {"type": "string"},
                    "errata": {"type": ["string", "null"], "minLength": 1},
                    "source": {"type": "string", "pattern": "^https://"},
                    "title": {**word, "description": "a name variant's title (ruling T1106): the earlier "
                                                     "printing's name; absent where the title is the name"},
                    "plays_as": {"type": "string", "pattern": r"^(LT|CS|ME|MW|AR)\d{3}$",
                                 "description": "a Commander's Edition reprint with the earlier printing's text, "
                                                "cost and stats: the number whose rules it plays by (ruling T1105); "
                                                "absent where a card plays by its own"},
                    "reprint_reading": {"type": "string", "minLength": 1,
                                        "description": "a reworded reprint that plays as the earlier printing: why "
                                                       "its rewording changes nothing (tools/tcg_reprint_readings)"},
                },
                "dependentRequired": {"reprint_reading": ["plays_as"]},
                "allOf": [
                    # stats on Command cards (Pilots, Enhancements) are modifiers and may be negative
                    {"if": {"properties": {"kind": {"enum": ["mech", "unit"]}}},
                     "then": {"properties": {"attack": count, "armor": count, "structure": count}}},
                    {"if": {"properties": {"kind": {"const": "mech"}}},
                     "then": {"properties": {"speed": {"enum": list(SPEEDS)}, "subtypes": {"maxItems": 0}}}},
                    {"if": {"properties": {"kind": {"const": "unit"}}},
                     "then": {"properties": {"subtypes": {"minItems": 1, "maxItems": 1,
                                                         "items": {"enum": list(UNIT_SUBTYPES)}}}}},
                    {"if": {"properties": {"kind": {"const": "mission"}}},
                     "then": {"properties": {"cost": {"const": None}, "assets": {"maxProperties": 0}}}},
                    {"if": {"properties": {"kind": {"enum": ["command", "mission"]}}},
                     "then": {"properties": {"options": {"maxProperties": 0}}}},
                ],
            },
        },
    }


# --------------------------------------------------------------------------------------------------------------------
# preset decks
# --------------------------------------------------------------------------------------------------------------------

def deck_files(decks_source: dict, cards: list[dict]) -> dict[str, str]:
    """The sample decks in the deck-list format of ``battletech_tcg.decks.format_deck`` (the same output)."""
    by_number = {c["number"]: c for c in cards}
    # a name stands for the first card of that title in set order (cards are sorted so), else the number is written
    named: dict[str, str] = {}
    for c in cards:
        named.setdefault(name_key(c["name"]), c["number"])
    files = {}
    for key, stem in PRESET_DECKS.items():
        deck = decks_source["decks"].get(key)
        if deck is None:
            raise DataError(f"sample decks: deck {key!r} not found")
        lines = [f"Deck: {deck['name']}"]
        total = 0
        for entry in deck["entries"]:
            card = by_number.get(entry["collector_number"])
            if card is None or card["name"] != entry["name"]:
                raise DataError(f"sample deck {key}: {entry['collector_number']} {entry['name']!r} does not match "
                                f"the card data")
            total += entry["count"]
            if named[name_key(card["name"])] == card["number"]:
                lines.append(f"{entry['count']} {card['name']}  # {card['number']}")
            else:
                lines.append(f"{entry['count']} {card['number']}  # {card['name']}")
        if total != deck["total_cards"]:
            raise DataError(f"sample deck {key}: {total} cards, the file says {deck['total_cards']}")
        files[f"decks/{stem}.txt"] = "\n".join(lines) + "\n"
    return files


# --------------------------------------------------------------------------------------------------------------------
# main
# --------------------------------------------------------------------------------------------------------------------

def dump_cards(data: dict) -> str:
    """One card a line: compact, and a change shows as a one-line diff."""
    rows = ",\n".join("  " + json.dumps(c, ensure_ascii=True) for c in data["cards"])
    return '{"cards": [\n' + rows + "\n]}\n"


def find_shared_dir() -> Path:
    candidates = []
    if os.environ.get("MECHDECK_SHARED_DIR"):
        candidates.append(Path(os.environ["MECHDECK_SHARED_DIR"]))
    candidates += [REPO_ROOT / "shared", REPO_ROOT.parent / "shared"]
    for c in candidates:
        if (c / CARDS_FILE).is_file() and (c / GUIDE_FILE).is_file():
            return c
    raise DataError("shared directory not found (tried: " + ", ".join(map(str, candidates))
                    + "); pass --shared-dir or set MECHDECK_SHARED_DIR")


def build_outputs(shared: Path) -> tuple[dict[str, str], list[tuple[str, str, str]], int]:
    """{relative path: file text}, the leftover report and the card count."""
    import jsonschema

    data, leftovers = build_cards(json.loads((shared / CARDS_FILE).read_text(encoding="utf-8")),
                                  (shared / GUIDE_FILE).read_text(encoding="utf-8"))
    schema = card_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    errors = list(jsonschema.Draft202012Validator(schema).iter_errors(data))
    if errors:
        e = errors[0]
        raise DataError(f"built data fails its schema at {'/'.join(map(str, e.path))}: {e.message}")
    outputs = {"cards.json": dump_cards(data), "card.schema.json": json.dumps(schema, indent=2) + "\n"}
    outputs.update(deck_files(json.loads((shared / DECKS_FILE).read_text(encoding="utf-8")), data["cards"]))
    return outputs, leftovers, len(data["cards"])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shared-dir", type=Path, help="folder holding data/tcg/ and rules/ (default: ../shared)")
    ap.add_argument("--out-dir", type=Path, default=DEFAULT_OUT_DIR, help=f"output folder (default {DEFAULT_OUT_DIR})")
    ap.add_argument("--check", action="store_true", help="do not write; fail if the files are not up to date")
    ap.add_argument("--report", action="store_true",
                    help="list the base-set 'Mechs whose text holds more than their parsed options, and the "
                         "Player's Guide citations whose set or name differs from the source's")
    args = ap.parse_args(argv)
    try:
        shared = args.shared_dir or find_shared_dir()
        outputs, leftovers, count = build_outputs(shared)
    except DataError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    if args.report or not args.check:
        print(f"{len(leftovers)} base-set 'Mechs have text beyond their options:")
        for number, name, rest in leftovers:
            print(f"  {number} {name}: {rest}")
    if args.report:
        records = {c["number"]: c for c in json.loads(outputs["cards.json"])["cards"]}
        print("Player's Guide citations that differ from the source's sets or names (ruling T751):")
        print("\n".join(check_guide_citations(records, (shared / GUIDE_FILE).read_text(encoding="utf-8"))))
        print("Stats of the Guide's examples that differ from the data's (kept):")
        print("\n".join(example_stats_lines(records, (shared / GUIDE_FILE).read_text(encoding="utf-8"))))
        print("Commander's Edition cards of an earlier title that play by their own text (rulings T1105, T1106):")
        print("\n".join(mark_reprints(records, read_reprint_readings(READINGS_DIR))))
    if args.check:
        stale = [p for p, text in outputs.items()
                 if not (args.out_dir / p).is_file() or (args.out_dir / p).read_text(encoding="utf-8") != text]
        if stale:
            print(f"error: not up to date: {', '.join(stale)} in {args.out_dir}; rerun without --check",
                  file=sys.stderr)
            return 1
        print(f"{args.out_dir} is up to date ({count} cards, {len(outputs) - 2} preset decks)")
        return 0
    for rel, text in outputs.items():
        path = args.out_dir / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    print(f"wrote {', '.join(outputs)} in {args.out_dir} ({count} cards)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

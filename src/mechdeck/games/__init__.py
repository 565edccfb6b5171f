"""Rule sets, one package each: rules (ops over the kernel) plus schema-validated card data in the package's data/.
A game package imports only ``mechdeck.kernel`` (and shared modules of its own family, e.g. mechdeck.games.domination
for the Domination rule sets); importing this package registers every rule set by id (the BattleTech TCG's and War
Rig's packages are imported when that rule set is first asked for).

Order matters: the Domination family gives each rule set's cards type ids after the previous ones', so v2.2 is
imported first and keeps ids 0..83 (its saved games and states stay valid)."""
from . import domination_v22  # noqa: F401  (registers "domination-v2.2")
from . import domination_v4  # noqa: F401  (registers "domination-v4")
from mechdeck.kernel import register

BATTLETECH_TCG = "battletech-tcg"


def _battletech_tcg():
    """The TCG's pool of 1,179 cards takes a third of a second to load and validate, so it loads when the rule set
    is first used, not in every command and every simulation worker."""
    from .battletech_tcg.rules import BattleTechTCG
    return BattleTechTCG()


register(BATTLETECH_TCG, _battletech_tcg)
WAR_RIG = "war-rig"


def _war_rig():
    """War Rig's content is loaded and validated on first use, like the TCG's cards (``import mechdeck`` stays fast)."""
    from .war_rig.rules import sample_rule_set
    return sample_rule_set()


register(WAR_RIG, _war_rig)


# War Rig's content files name their base "sample" (docs/war-rig-content.md); any other variant file names its rule
# set's id.
VARIANT_BASE_ALIASES = {"sample": WAR_RIG}


def register_variant_file(path, rules_id: str | None = None) -> str:
    """The id of the variant rule set a variant file (or War Rig content file) makes, registered now; ``rules_id``:
    the rule set it must change (needed for a whole War Rig content document, which names none).  ValueError with
    one line (the file, the line, the field) for a bad file."""
    from mechdeck.kernel.variant import read_variant_file
    return read_variant_file(path, rules_id, VARIANT_BASE_ALIASES).id


def register_variant_text(text: str, source: str, rules_id: str | None = None) -> str:
    """``register_variant_file`` for a file's text (a simulation worker re-reads the file its job carries)."""
    from mechdeck.kernel.variant import read_variant
    return read_variant(text, source, rules_id, VARIANT_BASE_ALIASES).id


def register_variant(rules_id: str, document: dict, info: dict | None = None) -> str:
    """Register again the variant rule set a recorded game was played with, from the whole document kept with it
    (a results folder's variant.json); ValueError for a document that is not one, or not of that rule set."""
    from mechdeck.kernel.variant import variant_from_document
    return variant_from_document(rules_id, document, info).id


def variant_document(rules_id: str) -> dict | None:
    """The whole changed document of a variant rule set (what its games are kept with), or None for a shipped one."""
    from mechdeck.kernel import get_rules
    return get_rules(rules_id).variant_data


# The rule sets this package ships; others are registered at run time (a designer's War Rig content file, a test's own
# rule set), so a check that "every rule set" is covered compares against these.
SHIPPED_RULE_SETS = (domination_v22.core.RULES_ID, domination_v4.core.RULES_ID, BATTLETECH_TCG, WAR_RIG)

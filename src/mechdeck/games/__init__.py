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


def register_content_file(rules_id: str, path) -> str:
    """The id of rule set ``rules_id`` played with the content file at ``path`` (``--content``), registered now;
    ValueError with one line (the file, the line, the field) for a bad file or a rule set that takes none."""
    if rules_id != WAR_RIG:
        raise ValueError(f"rule set {rules_id} takes no content file (only {WAR_RIG} does)")
    from .war_rig.rules import register_content_file as register_file
    return register_file(path)


def register_content(rules_id: str, document: dict) -> str:
    """Register again the rule set a recorded game was played with, from the whole content document kept with it
    (a results folder's content.json); ValueError for a document that is not one, or not of that rule set."""
    from .war_rig.rules import register_content as register_document
    if not rules_id.startswith(WAR_RIG + "@"):
        raise ValueError(f"rule set {rules_id} is played with no content file")
    made = register_document(document)
    if made != rules_id:
        raise ValueError(f"the content kept with the games is {made}, not {rules_id}: it was changed after they were "
                         "played")
    return made


def content_document(rules_id: str) -> dict | None:
    """The whole content document of a rule set registered from a content file (what its games are kept with), or
    None for a rule set without one."""
    if not rules_id.startswith(WAR_RIG + "@"):
        return None
    from mechdeck.kernel import get_rules
    return get_rules(rules_id).document

# The rule sets this package ships; others are registered at run time (a designer's War Rig content file, a test's own
# rule set), so a check that "every rule set" is covered compares against these.
SHIPPED_RULE_SETS = (domination_v22.core.RULES_ID, domination_v4.core.RULES_ID, BATTLETECH_TCG, WAR_RIG)

"""War Rig's rule set: ``import mechdeck`` registers it lazily; registering it here again is harmless and keeps
these tests independent of import order."""
from mechdeck.games.war_rig.rules import register_war_rig

register_war_rig()

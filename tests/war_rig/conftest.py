"""War Rig's rule set is registered here, for the tests only, until the whole game is played (``mechdeck rules``
does not list it)."""
from mechdeck.games.war_rig.rules import register_war_rig

register_war_rig()

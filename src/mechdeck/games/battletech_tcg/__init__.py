"""The BattleTech Trading Card Game (rule set id ``battletech-tcg``): Richard Garfield's 1996 rules with the Player's
Guide rulings, on the kernel.  board.py holds the zones, card markers and derived values; turn.py the phases,
resources, construction and revealing; missions.py missions, blocking, battles and damage; abilities/ the card
abilities (registry.py is how cards plug in); cards.py and decks.py the card data and deck lists; rules.py set-up,
visibility and the result.  Imports only mechdeck.kernel.  mechdeck.games registers the rule set and imports
this package only when the rule set is first used."""

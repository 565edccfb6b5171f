"""The Domination family: what every BattleTech: Domination rule set shares (v2.2, v4).

* cards.py   -- the card definition and the schema-validated loader each rule set uses for its own data/cards.json;
* table.py   -- the family card table: every rule set's cards under disjoint type ids (so per-type lookups such as
  ``COST[t]`` need no rule set) and one ``RuleTable`` per rule set (its CARDS, name -> id, and its hooks), looked up
  through ``state.rules_id`` where a card *name* or a rule-set-specific behaviour is needed;
* core.py    -- zones, drawing and revealing, and the generic resumable ops (choose, pick, damage, hit, gain);
* script.py  -- the card-ability script runner (each rule set registers its script table);
* effects.py -- card effects both rule sets print (Reinforcements, Staging Ground, SCOUT, VERSATILE, JUMP JETS, ...);
* turn.py    -- the turn skeleton (start of turn, Combat, Action, Buy, Clean-up, end check, next turn) and the
  Action and Buy phases (playing Supports, deploying, printed "+N" bonuses, Resources then buys), with the rule
  set's hooks (``TurnHooks``);
* scenario.py -- the scenario reader and ``expect:`` checker, parameterised by the rule set.

A rule-set package (domination_v22, domination_v4) registers its cards with ``table.add_rule_set`` at import and
supplies the rest: set-up, its Combat phase and totals, its card abilities, its Supply and scoring.  Imports only mechdeck.kernel."""

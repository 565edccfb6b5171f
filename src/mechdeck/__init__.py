"""mechdeck: BattleTech card and board games on one game-agnostic rules kernel.

Layout (each package says what it may import):
  kernel/      the rules engine core: state, decisions, frames, RNG, observation, JSON, replay. Imports nothing else here.
  games/       one package per rule set (rules + card data); each imports only the kernel.
  agents/      bots that play any rule set through the kernel API.
  simulation/  running many games between agents.
  interfaces/  command line (and later server and web); may import everything above.
"""
__version__ = "0.1.0"

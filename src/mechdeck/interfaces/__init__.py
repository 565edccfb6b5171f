"""User-facing front ends over the rules kernel: the ``mechdeck`` command line (cli.py: rule sets, card lists,
scenario runs, terminal play; balance.py: sim, replay, report; common.py: shared option parsing), the terminal game
against a bot (terminal.py) and the browser game (web/: FastAPI + WebSocket server, SQLite store, static page).  This
is the outermost layer: it may import everything else in mechdeck (kernel, games, agents, simulation), and nothing
else in mechdeck imports it.  Front ends show each player only what ``rules.observe(state, seat)`` gives that seat."""

"""User-facing front ends over the rules kernel: the ``mechdeck`` command line (cli.py: card lists, scenario runs,
rule-set listing) and the terminal game against a bot (terminal.py), later a server and a web client.  This is the
outermost layer: it may import everything else in mechdeck (kernel, games, agents, simulation), and nothing else in
mechdeck imports it.  Front ends show each player only what ``rules.observe(state, seat)`` gives that seat."""

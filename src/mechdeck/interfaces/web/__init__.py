"""The browser game: a FastAPI + WebSocket server (app.py) over an SQLite event-log store (store.py) and a static
page (static/: plain HTML/CSS/JS, no CDN).  Clients receive only ``rules.observe`` output for their seat.  May import
the kernel, the rule sets (through the registry) and the agents."""

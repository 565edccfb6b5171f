"""The browser game: a FastAPI + WebSocket server (app.py) over an SQLite store (store.py) and a static page."""

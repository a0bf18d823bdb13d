"""In-memory session store built from the front desk's CSV export."""
import csv
import sqlite3


def open_sessions(path):
    db = sqlite3.connect(":memory:")
    db.execute("CREATE TABLE sessions (lane INTEGER, session TEXT, swimmers INTEGER)")
    with open(path, newline="") as fh:
        db.executemany("INSERT INTO sessions VALUES (:lane, :session, :swimmers)", csv.DictReader(fh))
    return db


def sample_count(db):
    (total,) = db.execute("SELECT SUM(swimmers) FROM sessions").fetchone()
    return total * 64


def lanes(db):
    return [row[0] for row in db.execute("SELECT DISTINCT lane FROM sessions ORDER BY lane")]

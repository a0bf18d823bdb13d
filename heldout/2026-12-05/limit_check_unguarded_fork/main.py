"""Nightly limit check (run as a script by the scheduler)."""
from checker import check_all

POSITIONS_PER_DESK = 100

verdicts = check_all(POSITIONS_PER_DESK)
for desk, ok in sorted(verdicts.items()):
    print(f"{desk:10} {'ok' if ok else 'BREACH'}")

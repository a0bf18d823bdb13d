"""Staff the workroom for the day (no main guard)."""
import sys
from pathlib import Path

from workroom import Workroom

room = Workroom.from_ini(Path(__file__).with_name("milliners.ini"))
codes = room.staff()
if any(codes):
    sys.exit(f"milliners failed: exit codes {codes}")
print("all trimmed")

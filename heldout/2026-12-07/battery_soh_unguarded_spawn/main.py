"""Nightly battery state-of-health report (run as a script)."""
import sys

from fleet import assess_fleet

PACKS = list(range(int(sys.argv[1]) if len(sys.argv) > 1 else 2))

report = assess_fleet(PACKS)
for pack, soh in sorted(report.items()):
    print(f"pack {pack}: {soh}")

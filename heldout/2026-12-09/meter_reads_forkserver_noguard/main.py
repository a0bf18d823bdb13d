import sys

from pipeline import validate_all

results = validate_all(list(range(8)))
bad = [m for m, ok in results if not ok]
print(f"{len(results)} meters validated, {len(bad)} with non-monotonic reads")
sys.exit(1 if bad else 0)

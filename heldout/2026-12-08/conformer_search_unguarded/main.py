import sys

from runner import search

ATOMS = int(sys.argv[1]) if len(sys.argv) > 1 else 24
CONFORMERS = 50

results = search(list(range(4)), ATOMS, CONFORMERS)
for seed, best in results:
    print("molecule", seed, "lowest-energy conformer", best)

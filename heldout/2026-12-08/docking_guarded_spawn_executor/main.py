import sys

from docking import pose_scores
from screen import dock_library

LIGAND_ATOMS = 30
POCKET_ATOMS = int(sys.argv[1]) if len(sys.argv) > 1 else 400
POSES = 64


def main():
    print("redock native pose ->", pose_scores(0, LIGAND_ATOMS, POCKET_ATOMS, POSES)[1])
    for seed, best in dock_library(list(range(1, 5)), LIGAND_ATOMS, POCKET_ATOMS, POSES):
        print("ligand", seed, "best pose", best)


if __name__ == "__main__":
    main()

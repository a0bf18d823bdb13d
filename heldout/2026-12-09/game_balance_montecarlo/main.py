import sys

from battle import BattleSim


def main(argv):
    sim = BattleSim(n_units=4096, n_abilities=64, matches_per_shard=8192)
    for shard, score in sorted(sim.run()):
        print(f"shard {shard}: mean dominant-ability share {score:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

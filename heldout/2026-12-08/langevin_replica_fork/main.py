import argparse

from md import Replica, build_lattice, pair_forces


def main():
    ap = argparse.ArgumentParser(description="parallel-tempering warm-up for a LJ lattice")
    ap.add_argument("--side", type=int, default=10)
    ap.add_argument("--cutoff", type=float, default=2.5)
    ap.add_argument("--temperatures", type=float, nargs="+", default=[0.5, 0.8, 1.2])
    ap.add_argument("--steps", type=int, default=5)
    args = ap.parse_args()
    pos = build_lattice(args.side, 1.1, jitter_seed=0)
    f0 = pair_forces(pos, args.cutoff)
    print("initial max force %.3f" % float(f0.abs().max()))
    replicas = [Replica(t, pos, args.cutoff, args.steps) for t in args.temperatures]
    statuses = Replica.launch_all(replicas)
    print("replicas ok:", all(s == 0 for s in statuses))


if __name__ == "__main__":
    main()

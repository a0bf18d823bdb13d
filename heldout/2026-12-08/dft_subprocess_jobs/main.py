import argparse

from qm.hamiltonian import huckel_spectrum
from dispatch import run_jobs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--orbitals", type=int, default=300)
    ap.add_argument("--jobs", type=int, default=3)
    args = ap.parse_args()
    ref = huckel_spectrum(args.orbitals, seed=0)
    print("reference gap %.4f" % float(ref[args.orbitals // 2] - ref[args.orbitals // 2 - 1]))
    for seed, energy in run_jobs(range(1, args.jobs + 1), args.orbitals):
        print("molecule", seed, "pi energy", energy)


if __name__ == "__main__":
    main()

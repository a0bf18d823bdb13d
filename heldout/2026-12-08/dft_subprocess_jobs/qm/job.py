"""One SCF-like job; run as `python -m qm.job SEED N`."""
import sys

from qm.hamiltonian import huckel_spectrum


def run(seed, n):
    e = huckel_spectrum(n, seed)
    print(seed, round(float(e[: n // 2].sum() * 2), 3))


if __name__ == "__main__":
    run(int(sys.argv[1]), int(sys.argv[2]))

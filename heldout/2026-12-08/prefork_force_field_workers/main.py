import argparse

import torch

from forcefield import PreforkPool, morse_forces


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--atoms", type=int, default=800)
    ap.add_argument("--configs", type=int, default=4)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    pool = PreforkPool(args.workers)
    try:
        g = torch.Generator().manual_seed(0)
        ref = morse_forces(torch.rand(args.atoms, 3, generator=g) * 8)
        print("reference force norm %.2f" % float(ref.norm()))
        for seed, norm in pool.map([(s, args.atoms) for s in range(1, args.configs + 1)]):
            print("config", seed, "force norm", norm)
    finally:
        pool.close()


if __name__ == "__main__":
    main()

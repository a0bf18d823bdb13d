import argparse

import torch

from retrieval import MatrixFactorization, RetrievalService


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--users", type=int, default=5000)
    ap.add_argument("--items", type=int, default=20000)
    ap.add_argument("--dim", type=int, default=64)
    ap.add_argument("--k", type=int, default=10)
    ap.add_argument("--warmup-users", type=int, default=1,
                    help="users scored once before serving (checks the index is loaded)")
    args = ap.parse_args()
    torch.manual_seed(0)
    svc = RetrievalService(MatrixFactorization(args.users, args.items, args.dim), args.k,
                           args.warmup_users)
    print("warm-up recommendations", svc.warm_up().shape[1])
    for seed, distinct in svc.serve_batches(range(4)):
        print("request batch", seed, "distinct top items", distinct)


if __name__ == "__main__":
    main()

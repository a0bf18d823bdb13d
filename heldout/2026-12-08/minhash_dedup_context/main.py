import argparse

import torch

from dedup import Deduper, MinHasher


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--num-perm", type=int, default=128)
    ap.add_argument("--docs", type=int, default=8)
    ap.add_argument("--reference-shingles", type=int, default=4000)
    args = ap.parse_args()
    hasher = MinHasher(args.num_perm)
    g = torch.Generator().manual_seed(99)
    reference = hasher.signature(torch.randint(0, 1 << 20, (args.reference_shingles,), generator=g))
    with Deduper(hasher, workers=2) as dd:
        sigs = dd.signatures(range(args.docs))
    for doc_id in sorted(sigs):
        sim = float((sigs[doc_id] == reference).float().mean())
        print("doc", doc_id, "jaccard estimate vs reference %.3f" % sim)


if __name__ == "__main__":
    main()

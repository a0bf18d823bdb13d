import torch

from features import ClaimEncoder
from scoring import ScoringWorker

CONFIG = {"n_codes": 20_000, "dim": 64, "claims_per_batch": 8192, "codes_per_claim": 8, "batches": 2}


def main():
    enc = ClaimEncoder.from_config(CONFIG)
    ref_codes = torch.randint(0, CONFIG["n_codes"], (CONFIG["claims_per_batch"] * CONFIG["codes_per_claim"],))
    offsets = torch.arange(0, ref_codes.numel(), CONFIG["codes_per_claim"])
    centroid = enc.encode(ref_codes, offsets).mean(dim=0)
    workers = []
    for b in range(CONFIG["batches"]):
        w = ScoringWorker(enc, b, CONFIG["claims_per_batch"], CONFIG["codes_per_claim"], centroid)
        w.start()
        workers.append(w)
    for w in workers:
        w.join()


if __name__ == "__main__":
    main()

import json
import multiprocessing

import torch

import conveyor
import parcels


def jobs(assign, chutes, steps):
    loads = torch.bincount(assign, minlength=chutes)
    for chute in range(chutes):
        yield chute, int(loads[chute]), steps


def main():
    with open("shift.json") as f:
        cfg = json.load(f)
    feats = parcels.parcel_features(cfg["parcels"], cfg["feature_dim"])
    assign = parcels.chute_affinity(feats, cfg["chutes"])
    with multiprocessing.Pool(cfg["workers"]) as pool:
        worst = dict(pool.imap_unordered(conveyor.simulate_chute, jobs(assign, cfg["chutes"], cfg["conveyor_steps"])))
    print(cfg["depot"], "worst backlog", max(worst.values()))


if __name__ == "__main__":
    main()

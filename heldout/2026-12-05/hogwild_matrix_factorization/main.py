import torch.multiprocessing as mp

from models import build_model
from train import ratings, run_epoch, train_worker

CFG = {"model": "mf", "users": 5000, "items": 2000, "dim": 32, "ratings": 100_000,
       "batch": 50_000, "lr": 0.05, "workers": 2}


def main():
    model = build_model(CFG)
    print("warm start", round(run_epoch(model, ratings(CFG, seed=0), CFG["lr"], CFG["batch"]), 2))
    model.share_memory()
    procs = []
    for rank in range(CFG["workers"]):
        p = mp.Process(target=train_worker, args=(rank, model, CFG))
        p.start()
        procs.append(p)
    for p in procs:
        p.join()


if __name__ == "__main__":
    main()

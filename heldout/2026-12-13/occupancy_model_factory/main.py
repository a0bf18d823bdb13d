import configparser
from concurrent.futures import ProcessPoolExecutor
from functools import partial

import torch

from models import make_model

cfg = configparser.ConfigParser()
cfg.read("occupancy.ini")


def simulate_histories(sites, visits, seed):
    g = torch.Generator().manual_seed(seed)
    return (torch.rand(sites, visits, generator=g) < 0.2).float()


def bootstrap_once(model, histories, seed):
    g = torch.Generator().manual_seed(seed)
    idx = torch.randint(0, histories.shape[0], (histories.shape[0],), generator=g)
    ll = model.log_likelihood(histories[idx])
    return float(model.psi_grid[ll.argmax()])


def main():
    sites, visits = cfg.getint("model", "sites"), cfg.getint("model", "visits")
    model = make_model(cfg.get("model", "kind"))
    histories = simulate_histories(sites, visits, seed=1)
    ll = model.log_likelihood(histories)
    print(f"psi estimate: {float(model.psi_grid[ll.argmax()]):.3f}")
    reps = cfg.getint("bootstrap", "replicates")
    with ProcessPoolExecutor(max_workers=cfg.getint("bootstrap", "workers")) as ex:
        boot = list(ex.map(partial(bootstrap_once, model, histories), range(reps), chunksize=2))
    print("bootstrap psi:", [round(b, 3) for b in boot])


if __name__ == "__main__":
    main()

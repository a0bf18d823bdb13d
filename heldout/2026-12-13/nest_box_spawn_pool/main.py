import json
import multiprocessing as mp

from occupancy import fledging_index, visit_matrix
from workers import predation_rate


def load_config(path="nestbox.json"):
    with open(path) as f:
        return json.load(f)


if __name__ == "__main__":
    cfg = load_config()
    m = visit_matrix(cfg["boxes"], cfg["visits"], cfg["seed"])
    idx = fledging_index(m)
    print("median fledging index:", round(float(idx.mean()), 4))
    ctx = mp.get_context(cfg["start_method"])
    with ctx.Pool(cfg["workers"]) as pool:
        rates = pool.map(predation_rate, list(enumerate(m.chunk(4))))
    print("predation by block:", [(b, round(r, 3)) for b, r in rates])

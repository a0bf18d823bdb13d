import json
import multiprocessing as mp

import platform_setup  # noqa: F401
from logs import density_stats
from runtime import configure_runtime

CONFIG = '{"start_method": "forkserver", "workers": 2, "holes": [11, 12, 13]}'

if __name__ == "__main__":
    cfg = json.loads(CONFIG)
    workers = configure_runtime(cfg)
    with mp.Pool(workers) as pool:
        print(pool.starmap(density_stats, [(h, 3000) for h in cfg["holes"]]))

import multiprocessing as mp

import yaml

from ens import predict
from ens.members import load_ensemble

CONFIG = """
ensemble:
  width: 640
  seeds: [11, 12, 13]
shards: 4
"""


def main():
    cfg = yaml.safe_load(CONFIG)
    predict.ENSEMBLE[:] = load_ensemble(cfg["ensemble"]["width"], cfg["ensemble"]["seeds"])
    with mp.Pool(2) as pool:
        for sid, conf in pool.imap_unordered(predict.predict_shard, range(cfg["shards"])):
            print(f"shard {sid}: mean confidence {conf:.3f}")


if __name__ == "__main__":
    main()

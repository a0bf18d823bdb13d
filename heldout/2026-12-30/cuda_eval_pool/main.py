import json
from multiprocessing import Pool

from evaluation.env import setup_device
from evaluation.score import score_batch


def main():
    cfg = json.load(open("config.json"))
    dev = setup_device(cfg)
    print("using", dev, flush=True)
    with Pool(2) as pool:
        res = pool.map(score_batch, [(i, cfg["batch_size"]) for i in range(cfg["batches"])])
    print(res)


if __name__ == "__main__":
    main()

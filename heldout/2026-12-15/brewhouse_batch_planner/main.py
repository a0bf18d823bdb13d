import contextlib
import json
import os
import shutil
import tempfile

import torch.multiprocessing as tmp

import batches
import hops


@contextlib.contextmanager
def scratch_dir(name):
    path = tempfile.mkdtemp(prefix=name + "-")
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


def main():
    with open("recipes.json") as f:
        cfg = json.load(f)
    util = hops.utilisation_curve(cfg["boil_minutes"], cfg["simulations"])
    print("peak utilisation", round(float(util.max()), 4))
    with contextlib.ExitStack() as stack:
        log_dir = stack.enter_context(scratch_dir(cfg["log_dir"]))
        pool = stack.enter_context(tmp.Pool(cfg["workers"]))
        jobs = [(name, spec, util, log_dir) for name, spec in cfg["styles"].items()]
        for name, line in pool.starmap(batches.plan_style, jobs):
            print(line)
        print("logs", sorted(os.listdir(log_dir)))


if __name__ == "__main__":
    main()

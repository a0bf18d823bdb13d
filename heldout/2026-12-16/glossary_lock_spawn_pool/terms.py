import torch.multiprocessing as tmp

import worker


def check_terms(files, lock):
    ctx = tmp.get_context("spawn")
    with ctx.Pool(2, initializer=worker.init, initargs=(lock,)) as pool:
        return pool.map(worker.check_file, files)

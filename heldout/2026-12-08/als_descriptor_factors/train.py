import multiprocessing as mp

import torch


def _user_block(model, rows):
    f = model.solve_users(rows)
    return int(rows[0]), round(float(f.norm()), 2)


def user_sweep(model, block_size, processes):
    blocks = torch.arange(model.ratings.shape[0]).split(block_size)
    pool = mp.Pool(processes)
    pending = [pool.apply_async(_user_block, (model, b)) for b in blocks]
    pool.close()
    out = [p.get() for p in pending]
    pool.join()
    return out

import multiprocessing as mp

from augment import augment_batch


def launch(cfg, n_workers=2):
    ctx = mp.get_context("fork")
    with ctx.Pool(n_workers) as pool:
        return pool.starmap(augment_batch, [(cfg.image_size, s) for s in cfg.seeds])

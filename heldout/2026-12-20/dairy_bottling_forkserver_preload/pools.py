import multiprocessing


def bottling_pool(cfg):
    ctx = multiprocessing.get_context(cfg["start_method"])
    if cfg["start_method"] == "forkserver":
        ctx.set_forkserver_preload(cfg["preload"])
    return ctx.Pool(cfg["workers"])

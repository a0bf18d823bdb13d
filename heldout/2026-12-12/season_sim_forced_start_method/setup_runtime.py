import multiprocessing as mp


def use_forkserver():
    """The club's cluster image preloads torch in a forkserver; always switch to it."""
    mp.set_start_method("forkserver", force=True)
    mp.set_forkserver_preload(["torch"])
    return mp.get_start_method()

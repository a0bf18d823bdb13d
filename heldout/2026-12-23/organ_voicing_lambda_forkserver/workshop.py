import multiprocessing as mp


def voice_rank(voicer, pipes, start_method, workers):
    ctx = mp.get_context(start_method)
    with ctx.Pool(workers) as pool:
        return dict(pool.map(voicer.shape, pipes))

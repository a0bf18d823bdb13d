import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor


def segment_all(segmenter, donors, shards):
    ctx = mp.get_context("forkserver")
    with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as ex:
        parts = list(ex.map(segmenter, donors.chunk(shards)))
    return [sum(col) for col in zip(*parts)]

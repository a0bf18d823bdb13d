import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch

_EXECUTOR = ProcessPoolExecutor(max_workers=2, mp_context=mp.get_context("fork"))


def _match_chunk(chunk_id, hotlist_size):
    gen = torch.Generator().manual_seed(chunk_id)
    sims = torch.rand(hotlist_size, generator=gen)
    return int((sims.pow(3) > 0.97).sum())


class HotlistMatcher:
    @staticmethod
    def match(codes, chunks=4, hotlist_size=250_000, executor=_EXECUTOR):
        hits = executor.map(_match_chunk, range(chunks), [hotlist_size] * chunks)
        return sum(hits)

    @staticmethod
    def shutdown(executor=_EXECUTOR):
        executor.shutdown()

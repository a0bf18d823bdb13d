import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch


def voice(pipe_set, rows):
    mouth = torch.randn(rows, 512)
    languid = torch.randn(512, 512)
    return pipe_set, float((mouth @ languid).abs().mean())


def voice_all(voicers, rows):
    with ProcessPoolExecutor(voicers, mp_context=mp.get_context("fork")) as ex:
        futures = [ex.submit(voice, v, rows) for v in range(voicers)]
        return [f.result() for f in futures]

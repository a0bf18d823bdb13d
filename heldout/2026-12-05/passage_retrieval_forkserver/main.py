import asyncio

import torch

from encoder import BagEncoder
from retrieval import RetrievalServer

CORPUS = {"vocab": 30000, "dim": 64, "passages": 5000, "passage_len": 40}


def build_passages():
    g = torch.Generator().manual_seed(1)
    n, length = CORPUS["passages"], CORPUS["passage_len"]
    ids = torch.randint(0, CORPUS["vocab"], (n * length,), generator=g)
    offsets = torch.arange(0, n * length, length)
    return BagEncoder(CORPUS["vocab"], CORPUS["dim"]).encode(ids, offsets)


async def run():
    server = RetrievalServer(build_passages())
    try:
        for batch, top in await server.handle(range(4)):
            print(batch, top)
    finally:
        server.shutdown()


if __name__ == "__main__":
    asyncio.run(run())

import random

import torch.multiprocessing as tmp


def render_tile(tile, stars, chans):
    rng = random.Random(tile)
    brightest = max(rng.random() for _ in range(stars))
    chans.tiles.put((tile, round(brightest, 4)))


def render_sky(method, tiles, stars, chans):
    ctx = tmp.get_context(method)
    procs = [ctx.Process(target=render_tile, args=(t, stars, chans)) for t in range(tiles)]
    for p in procs:
        p.start()
    sky = dict(chans.tiles.get() for _ in procs)
    chans.done.set()
    for p in procs:
        p.join()
    return sky

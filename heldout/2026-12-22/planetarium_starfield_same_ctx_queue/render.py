import multiprocessing as mp
import random

from channels import Channels


def render_tile(tile, stars, chans):
    rng = random.Random(tile)
    brightest = max(rng.random() for _ in range(stars))
    chans.tiles.put((tile, round(brightest, 4)))


def render_sky(method, tiles, stars):
    ctx = mp.get_context(method)
    chans = Channels.open(ctx)
    procs = [ctx.Process(target=render_tile, args=(t, stars, chans)) for t in range(tiles)]
    for p in procs:
        p.start()
    sky = dict(chans.tiles.get() for _ in procs)
    chans.done.set()
    for p in procs:
        p.join()
    return sky

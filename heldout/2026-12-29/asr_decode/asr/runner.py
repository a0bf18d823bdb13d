import functools
import multiprocessing as mp


def decode_all(decoder, posteriors, beam, num_workers=1):
    fn = functools.partial(decoder, beam=beam)
    if num_workers > 1:
        with mp.Pool(num_workers) as pool:
            return pool.map(fn, posteriors)
    return [fn(p) for p in posteriors]

import multiprocessing as mp

from corpus import references, system_outputs
from metrics import METRICS

SEGMENTS = 2048
DIM = 128


def score_system(system):
    ref_lens, ref_emb = references(SEGMENTS, DIM)
    hyp_lens, hyp_emb = system_outputs(system, SEGMENTS, DIM)
    return system, {name: fn(hyp_lens, ref_lens, hyp_emb, ref_emb) for name, fn in METRICS.items()}


def sanity_check():
    ref_lens, ref_emb = references(SEGMENTS, DIM)
    return {name: fn(ref_lens, ref_lens, ref_emb, ref_emb) for name, fn in METRICS.items()}


def leaderboard(systems, workers=2):
    with mp.Pool(workers) as pool:
        return dict(pool.imap(score_system, systems))

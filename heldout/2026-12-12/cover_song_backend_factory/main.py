from functools import partial

from backends import make_backend
from chroma_match import chroma_sequence, cross_similarity
from config import SearchConfig


def match_reference(query, ref, cfg):
    return ref, cross_similarity(query, chroma_sequence(ref, cfg.frames, cfg.n_fft_bins))


def main():
    cfg = SearchConfig()
    query = chroma_sequence("live_bootleg", cfg.frames, cfg.n_fft_bins)
    self_sim = cross_similarity(query, query)
    print(f"query self-similarity {self_sim:.3f}")
    pool = make_backend(cfg)
    with pool:
        ranked = sorted(pool.map(partial(match_reference, query, cfg=cfg), cfg.catalogue),
                        key=lambda r: -r[1])
    print("best cover candidates:", ranked[:3])


if __name__ == "__main__":
    main()

"""Compute normalised log-mel + delta features for a corpus.

Global CMVN statistics are estimated over the whole corpus first, then the
per-utterance normalisation / delta computation is farmed out to a pool.
"""
import argparse
import time
from concurrent.futures import ProcessPoolExecutor

import yaml

from features.corpus import synth_corpus
from features.cmvn import GlobalCMVN
from features import pipeline


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config.yaml")
    args = ap.parse_args()
    with open(args.config) as f:
        cfg = yaml.safe_load(f)

    utts = synth_corpus(**cfg["corpus"], n_mels=cfg["features"]["n_mels"])
    cmvn = GlobalCMVN.estimate(utts.values())
    print(f"cmvn over {cmvn.count} frames")

    t0 = time.time()
    jobs = [(k, v, cmvn.mean, cmvn.std, cfg["features"]["delta_window"]) for k, v in utts.items()]
    with ProcessPoolExecutor(max_workers=cfg["parallel"]["jobs"]) as ex:
        results = dict(ex.map(pipeline.process_utt, jobs, chunksize=cfg["parallel"]["chunk"]))
    dims = {v.shape[1] for v in results.values()}
    print(f"{len(results)} utterances, feat dims {dims}, {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()

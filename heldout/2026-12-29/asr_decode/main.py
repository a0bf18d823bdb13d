"""CTC beam-search decoding of acoustic-model posteriors.

    python main.py --num-workers 4   # parallel decoding of utterances
"""
import argparse

import torch

from asr.acoustic import AcousticModel
from asr.beam import ctc_beam_search
from asr.runner import decode_all


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--utterances", type=int, default=8)
    ap.add_argument("--frames", type=int, default=100)
    ap.add_argument("--feat-dim", type=int, default=80)
    ap.add_argument("--beam", type=int, default=4)
    ap.add_argument("--num-workers", type=int, default=1)
    args = ap.parse_args()

    torch.manual_seed(0)
    am = AcousticModel(args.feat_dim, hidden=512, vocab=32).eval()
    feats = torch.randn(args.utterances, args.frames, args.feat_dim)
    with torch.no_grad():
        posteriors = am(feats).log_softmax(-1)
    hyps = decode_all(ctc_beam_search, list(posteriors), beam=args.beam, num_workers=args.num_workers)
    for i, h in enumerate(hyps[:3]):
        print(f"utt{i}: {len(h)} tokens")
    print(f"decoded {len(hyps)} utterances")


if __name__ == "__main__":
    main()

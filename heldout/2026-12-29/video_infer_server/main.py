"""Multi-worker video-frame classifier service.

The master process loads the model onto the GPU and checks it once; worker
processes are forked to handle streams.
"""
import argparse
import os

import torch

from vis.model import FrameClassifier
from vis.streams import handle_stream


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--streams", type=int, default=2)
    ap.add_argument("--frames", type=int, default=16)
    ap.add_argument("--device", default="cuda")
    args = ap.parse_args()

    model = FrameClassifier().to(args.device).eval()
    with torch.no_grad():
        model(torch.zeros(1, 3, 112, 112, device=args.device))  # compile kernels / allocate

    pids = []
    for s in range(args.streams):
        pid = os.fork()
        if pid == 0:
            ok = handle_stream(model, stream_id=s, frames=args.frames, device=args.device)
            os._exit(0 if ok else 1)
        pids.append(pid)
    failed = 0
    for pid in pids:
        _, status = os.waitpid(pid, 0)
        failed += os.waitstatus_to_exitcode(status) != 0
    print(f"{len(pids) - failed}/{len(pids)} streams ok")
    raise SystemExit(1 if failed else 0)


if __name__ == "__main__":
    main()

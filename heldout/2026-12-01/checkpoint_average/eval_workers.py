import multiprocessing as mp

import torch

from net import build_model


def eval_snapshot(idx, state):
    model = build_model()
    model.load_state_dict(state)
    with torch.no_grad():
        out = model(torch.randn(8, 512))
    print(f"snapshot {idx}: {out.mean().item():.4f}", flush=True)


def evaluate_all(snapshots):
    workers = []
    for idx, state in enumerate(snapshots):
        w = mp.Process(target=eval_snapshot, args=(idx, state))
        w.start()
        workers.append(w)
    for w in workers:
        w.join()

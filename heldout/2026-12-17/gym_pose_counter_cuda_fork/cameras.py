import multiprocessing as mp

import torch


def _camera_loop(cam_id, model, frames):
    keypoints = torch.rand(frames, 17, 2).to(next(model.parameters()).device)
    with torch.no_grad():
        reps = (model(keypoints) > 0.5).sum().item()
    print(f"camera {cam_id}: {reps} reps", flush=True)


def watch(cameras, model, frames=64):
    procs = [mp.Process(target=_camera_loop, args=(c, model, frames)) for c in cameras]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    if any(p.exitcode for p in procs):
        raise SystemExit("a camera worker failed")

import multiprocessing as mp

import torch

import depth


def _camera_worker(name, net, frame, classes, q):
    dev = depth.device()
    frames = torch.rand(4, 3, frame, frame)
    q.put((name, depth.estimate(net, frames, dev).argmax(dim=1).tolist()))


def poll_cameras(cfg, net):
    q = mp.Queue()
    procs = [mp.Process(target=_camera_worker, args=(c, net, cfg["frame"], cfg["depth_classes"], q))
             for c in cfg["cameras"]]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    if any(p.exitcode != 0 for p in procs):
        raise SystemExit("a snow-depth camera worker failed")
    return sorted(q.get() for _ in procs)

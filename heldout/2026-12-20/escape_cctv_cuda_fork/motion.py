import os

import torch


def motion_score(camera, frames, size, device):
    g = torch.Generator().manual_seed(len(camera))
    clip = torch.rand(frames, size, size, generator=g).to(device)
    return float((clip[1:] - clip[:-1]).abs().mean())


def per_camera(cameras, frames, size, device):
    pids = {}
    for cam in cameras:
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                print(f"{cam}: motion {motion_score(cam, frames, size, device):.3f}", flush=True)
            except Exception as exc:
                print(f"{cam}: failed: {exc}", flush=True)
                code = 1
            os._exit(code)
        pids[pid] = cam
    failed = []
    for pid, cam in pids.items():
        _, status = os.waitpid(pid, 0)
        if os.waitstatus_to_exitcode(status):
            failed.append(cam)
    return failed

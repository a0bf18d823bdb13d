import multiprocessing as mp

import torch


def _grade_scan(args):
    scan_id, device = args
    g = torch.Generator().manual_seed(scan_id)
    image = torch.rand(1, 3, 128, 128, generator=g).to(device)
    return scan_id, float(image.mean())


def grade_clinic(clinic, model, device, workers):
    with torch.no_grad():
        warm = model(torch.zeros(1, 3, 32, 32, device=device))
    print(f"{clinic}: model warm, {warm.shape[1]} grades", flush=True)
    with mp.Pool(workers) as pool:
        return sorted(pool.map(_grade_scan, [(i, device) for i in range(6)]))

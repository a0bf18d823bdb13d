"""Camera calibration: per-ray norms of the homography rays of the stadium rig."""
import torch

PITCH = {"length": 105.0, "width": 68.0, "rays": 50000, "ray_dim": 64}


def _load_rig(seed=7):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(PITCH["rays"], PITCH["ray_dim"], generator=g)


# computed at import time so every consumer shares the same calibration
CAMERA_NORMS = torch.linalg.norm(_load_rig(), dim=1)

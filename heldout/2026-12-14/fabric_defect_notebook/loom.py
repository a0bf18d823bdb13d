import torch
import torch.nn.functional as F

FRAMES, HEIGHT, WIDTH = 8, 128, 128
PANELS = 2

SOBEL = torch.tensor([[-1.0, 0.0, 1.0], [-2.0, 0.0, 2.0], [-1.0, 0.0, 1.0]])


def capture_frames(n, h, w):
    gen = torch.Generator().manual_seed(3)
    return torch.rand(n, 3, h, w, generator=gen)


def edge_response(frames):
    kernel = SOBEL.expand(16, 3, 3, 3).contiguous()
    return F.conv2d(frames, kernel)


def score_panel(panel, width):
    gen = torch.Generator().manual_seed(panel)
    threads = torch.rand(64, 8, width * 40, generator=gen)
    pooled = F.avg_pool1d(threads, 8)
    print(f"panel {panel}: slub score {float(pooled.max()):.3f}", flush=True)
    return 0

import torch
import torch.nn.functional as F

from base_worker import PinnedWorker


class FeatureWorker(PinnedWorker):
    def work(self):
        g = torch.Generator().manual_seed(self.worker_id)
        images = torch.rand(8, 3, 32, 32, generator=g)
        kernels = torch.randn(8, 3, 3, 3, generator=g)
        return round(float(F.conv2d(images, kernels).abs().mean()), 4)

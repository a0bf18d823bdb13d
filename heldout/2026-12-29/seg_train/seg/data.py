import torch
from torch.utils.data import Dataset


class SyntheticSegmentation(Dataset):
    def __init__(self, n_images, size, augment_on_gpu=False):
        self.n, self.size, self.gpu_aug = n_images, size, augment_on_gpu

    def __len__(self):
        return self.n

    def _augment(self, img, mask):
        # photometric + flip augmentation; done on the GPU when enabled because
        # it is much faster for large crops
        dev = "cuda" if self.gpu_aug else "cpu"
        img, mask = img.to(dev), mask.to(dev)
        if torch.rand(1).item() < 0.5:
            img, mask = img.flip(-1), mask.flip(-1)
        img = (img * (0.8 + 0.4 * torch.rand(3, 1, 1, device=dev))).clamp(0, 1)
        return img.cpu(), mask.cpu()

    def __getitem__(self, i):
        g = torch.Generator().manual_seed(i)
        img = torch.rand(3, self.size, self.size, generator=g)
        mask = (img.mean(0) * 5).long().clamp(max=4)
        return self._augment(img, mask)

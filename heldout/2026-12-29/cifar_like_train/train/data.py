import torch
from torch.utils.data import DataLoader, Dataset


class RandomCrops(Dataset):
    def __init__(self, n, size, seed):
        self.n, self.size, self.seed = n, size, seed

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        g = torch.Generator().manual_seed(self.seed * 100_000 + i)
        img = torch.rand(3, self.size + 8, self.size + 8, generator=g)
        y, x = torch.randint(0, 9, (2,), generator=g).tolist()
        crop = img[:, y:y + self.size, x:x + self.size]
        if torch.rand(1, generator=g).item() < 0.5:
            crop = crop.flip(-1)
        crop = (crop - crop.mean((1, 2), keepdim=True)) / crop.std((1, 2), keepdim=True)
        return crop, i % 10


def build_loaders(cfg):
    d, l = cfg["data"], cfg["loader"]
    train = DataLoader(RandomCrops(d["n_train"], d["image_size"], 0), batch_size=l["batch_size"], shuffle=True,
                       num_workers=l["num_workers"], pin_memory=l["pin_memory"], persistent_workers=False)
    val = DataLoader(RandomCrops(d["n_val"], d["image_size"], 1), batch_size=l["batch_size"],
                     num_workers=l["num_workers"])
    return train, val

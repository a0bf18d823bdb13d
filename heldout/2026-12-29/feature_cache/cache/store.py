import os

import torch


class FeatureStore:
    def __init__(self, root):
        self.root = root
        os.makedirs(root, exist_ok=True)

    def put(self, split, feats):
        path = os.path.join(self.root, f"{split}.pt")
        torch.save({"features": feats, "mean": feats.mean(0)}, path)
        return path

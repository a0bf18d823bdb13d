import torch.nn as nn
import torch.nn.functional as F


class ToyCLIP(nn.Module):
    def __init__(self, embed_dim, image_dim, text_dim):
        super().__init__()
        self.visual = nn.Sequential(nn.Linear(image_dim, 1024), nn.GELU(), nn.Linear(1024, embed_dim))
        self.textual = nn.Sequential(nn.Linear(text_dim, 1024), nn.GELU(), nn.Linear(1024, embed_dim))
        self.image_dim, self.text_dim = image_dim, text_dim

    def encode_image(self, x):
        return F.normalize(self.visual(x), dim=-1)

    def encode_text(self, x):
        return F.normalize(self.textual(x), dim=-1)

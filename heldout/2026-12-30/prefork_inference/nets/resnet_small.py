import torch
import torch.nn as nn


class SmallResNet(nn.Module):
    def __init__(self, width=32, classes=10):
        super().__init__()
        self.stem = nn.Conv2d(3, width, 3, padding=1)
        self.block = nn.Sequential(nn.Conv2d(width, width, 3, padding=1), nn.BatchNorm2d(width), nn.ReLU())
        self.head = nn.Linear(width, classes)

    def forward(self, x):
        x = torch.relu(self.stem(x))
        x = x + self.block(x)
        return self.head(x.mean((2, 3)))


class Predictor:
    """Wraps a model for serving; runs a warm-up batch so the first request is not slow."""

    def __init__(self, model, warmup_batch=8, image_size=32):
        self.model = model.eval()
        with torch.no_grad():
            self.model(torch.zeros(warmup_batch, 3, image_size, image_size))

    @torch.no_grad()
    def predict(self, images):
        return self.model(images).softmax(-1)

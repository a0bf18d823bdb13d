import torch.nn as nn


class Block(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.f = nn.Sequential(nn.Conv2d(c, c, 3, padding=1, bias=False), nn.BatchNorm2d(c), nn.ReLU(),
                               nn.Conv2d(c, c, 3, padding=1, bias=False), nn.BatchNorm2d(c))

    def forward(self, x):
        return (x + self.f(x)).relu()


class ResNetTiny(nn.Module):
    def __init__(self, width=32, n_classes=10):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, width, 3, padding=1), nn.BatchNorm2d(width), nn.ReLU())
        self.blocks = nn.Sequential(Block(width), nn.MaxPool2d(2), Block(width))
        self.head = nn.Sequential(nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(width, n_classes))

    def forward(self, x):
        return self.head(self.blocks(self.stem(x)))

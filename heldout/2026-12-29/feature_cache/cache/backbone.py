import torch.nn as nn


class Backbone(nn.Module):
    def __init__(self, width=32):
        super().__init__()
        self.net = nn.Sequential(nn.Conv2d(3, width, 3, stride=2, padding=1), nn.ReLU(),
                                 nn.Conv2d(width, 2 * width, 3, stride=2, padding=1), nn.ReLU(),
                                 nn.AdaptiveAvgPool2d(1), nn.Flatten())

    def forward(self, x):
        return self.net(x)

import torch.nn as nn


class FrameClassifier(nn.Module):
    def __init__(self, n_classes=400):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 32, 7, stride=2, padding=3), nn.ReLU(), nn.AdaptiveAvgPool2d(1))
        self.fc = nn.Linear(32, n_classes)

    def forward(self, x):
        return self.fc(self.stem(x).flatten(1))

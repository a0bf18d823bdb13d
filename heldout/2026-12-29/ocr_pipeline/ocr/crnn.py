import torch.nn as nn


class CRNN(nn.Module):
    def __init__(self, n_classes=64, hidden=1024):
        super().__init__()
        self.cnn = nn.Sequential(nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
                                 nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d((1, 64)))
        self.proj = nn.Linear(32, hidden)
        self.mix = nn.Linear(hidden, hidden)
        self.cls = nn.Linear(hidden, n_classes)

    def forward(self, x):
        f = self.cnn(x).squeeze(2).transpose(1, 2)     # B x T x C
        return self.cls(self.mix(self.proj(f).relu()).relu()).log_softmax(-1)

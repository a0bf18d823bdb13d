import torch
from torch import nn


def device():
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")


class TeatDetector(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, padding=1)
        self.head = nn.Linear(8, 4)

    def forward(self, x):
        return self.head(torch.relu(self.conv(x)).mean(dim=(2, 3)))


def load_detector(size):
    torch.manual_seed(0)
    det = TeatDetector().to(device()).eval()
    with torch.no_grad():
        det(torch.zeros(1, 3, size, size, device=device()))  # warm-up
    return det

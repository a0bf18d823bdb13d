import torch


class PuckDetector(torch.nn.Module):
    def __init__(self, filters):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, filters, 3, padding=1)
        self.head = torch.nn.Linear(filters, 1)

    def forward(self, frames):
        x = torch.relu(self.conv(frames)).mean(dim=(2, 3))
        return torch.sigmoid(self.head(x))


def load_detector(filters):
    device = "cuda" if torch.cuda.is_available() else "cpu"
    torch.manual_seed(0)
    det = PuckDetector(filters).to(device).eval()
    with torch.no_grad():
        det(torch.zeros(1, 3, 64, 64, device=device))
    return det, device

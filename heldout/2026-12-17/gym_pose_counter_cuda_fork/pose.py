import torch


class RepCounter(torch.nn.Module):
    def __init__(self, joints=17):
        super().__init__()
        self.head = torch.nn.Linear(joints * 2, 1)

    def forward(self, keypoints):
        return torch.sigmoid(self.head(keypoints.flatten(1)))


def load_counter(device):
    model = RepCounter().to(device).eval()
    with torch.no_grad():
        model(torch.zeros(1, 17, 2, device=device))  # warm-up
    return model

import torch


class LabelReader(torch.nn.Module):
    def __init__(self, glyphs=40):
        super().__init__()
        self.conv = torch.nn.Conv2d(1, 8, 3, padding=1)
        self.head = torch.nn.Linear(8, glyphs)

    def forward(self, x):
        return self.head(self.conv(x).mean(dim=(2, 3)))


def read_labels(images):
    torch.set_num_threads(1)
    with torch.no_grad():
        return LabelReader()(images).argmax(dim=1).tolist()

import torch


class Grout:
    def __init__(self, rows, width):
        self.rows, self.width = rows, width
        self.readings = []

    def measure(self, row):
        joints = torch.randn(self.rows, self.width)
        self.readings.append(torch.softmax(joints, dim=1).max().item() + row)

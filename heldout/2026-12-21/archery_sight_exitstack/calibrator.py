import torch


class SightCalibrator:
    def __init__(self, marks, width):
        self.marks, self.width = marks, width
        self.table = None

    def __enter__(self):
        torch.manual_seed(30)
        marks = torch.randn(self.marks, self.width)
        self.table = torch.linalg.qr(marks).Q.T @ marks
        return self

    def __exit__(self, *exc):
        self.table = None
        return False

import torch


class DeskReport:
    def __init__(self, desk, fmt=None):
        self.desk = desk
        self.fmt = fmt or (lambda x: f"{x:,.2f}")

    def run(self, n_trades):
        gen = torch.Generator().manual_seed(len(self.desk))
        pnl = torch.normal(0.0, 1000.0, size=(n_trades,), generator=gen)
        return f"{self.desk}: pnl {self.fmt(float(pnl.sum()))}"

import torch

WIDTH = 512
BENCH_ROWS = 1024


def make_torque_estimator(strength, width=WIDTH):
    """Fit the let-down curve now; return a closure that estimates torque from readings."""
    torch.manual_seed(int(strength * 100))
    bench = torch.randn(BENCH_ROWS, width)
    curve = torch.nn.functional.linear(bench, torch.randn(width, width) * strength)
    response = curve.T @ bench / BENCH_ROWS

    def estimate(turns, rows=512):
        readings = torch.randn(rows, width) * turns
        return float((readings @ response).mean())

    return estimate

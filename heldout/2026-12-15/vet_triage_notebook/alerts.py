import torch


def ward_alerts(ward, weights, out_q):
    scores = torch.sigmoid((weights - weights.mean()) * 50.0)
    flagged = int((scores > 0.9).sum())
    out_q.put((ward, flagged))

import torch


def classify_batch(alerts):
    """Real/bogus: logistic score of the cutout's normalised flux profile."""
    z = torch.nn.functional.layer_norm(alerts, (alerts.shape[1],))
    return int((torch.sigmoid(z[:, :8].sum(dim=1)) > 0.5).sum())

import torch.nn.functional as F


def listnet_loss(scores, labels):
    return -(F.softmax(labels, dim=1) * F.log_softmax(scores, dim=1)).sum(1).mean()

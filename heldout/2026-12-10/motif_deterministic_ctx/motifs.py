import torch


def position_weight_matrix(sites):
    onehot = torch.nn.functional.one_hot(sites, 4).float()
    return (onehot.mean(dim=0) + 0.01).log()


def scan(genome_onehot, pwm):
    w = pwm.T.unsqueeze(0)
    return torch.nn.functional.conv1d(genome_onehot, w).squeeze(0)

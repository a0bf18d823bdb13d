import torch.nn as nn


def build_rnn_cell(hidden):
    cell = nn.Linear(hidden, hidden)
    nn.init.orthogonal_(cell.weight)
    return cell

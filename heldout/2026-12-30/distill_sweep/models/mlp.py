import torch.nn as nn


def mlp(in_dim, hidden, out_dim):
    return nn.Sequential(nn.Linear(in_dim, hidden), nn.GELU(), nn.Linear(hidden, hidden), nn.GELU(),
                         nn.Linear(hidden, out_dim))


def load_teacher(hidden):
    src = mlp(256, hidden, 10)
    ckpt = {k: v.clone() for k, v in src.state_dict().items()}
    teacher = mlp(256, hidden, 10)
    teacher.load_state_dict(ckpt)
    return teacher.eval()

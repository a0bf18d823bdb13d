import torch

from kinematics import forward


def solve_ik(targets, steps, lr=0.1):
    angles = torch.zeros(targets.shape[0], 3, requires_grad=True)
    opt = torch.optim.SGD([angles], lr=lr)
    for _ in range(steps):
        opt.zero_grad()
        loss = ((forward(angles) - targets) ** 2).sum()
        loss.backward()
        opt.step()
    return angles.detach()

import torch


def age_wheel(wheel, ripening):
    g = torch.Generator().manual_seed(int(wheel[2:]))
    state = torch.rand(1024, ripening.shape[0], generator=g)
    for _ in range(3):
        state = state @ ripening
    return wheel, round(float(state.sum(dim=1).mean()), 2)

import torch


def kfold_indices(n, k, seed=0):
    perm = torch.randperm(n, generator=torch.Generator().manual_seed(seed))
    chunks = perm.chunk(k)
    return [(torch.cat([c for j, c in enumerate(chunks) if j != i]), chunks[i]) for i in range(k)]


def fit_fold(x, y, train_idx, val_idx, epochs=5, lr=0.5):
    xt, yt = x[train_idx], y[train_idx].float()
    w = torch.zeros(x.shape[1], requires_grad=True)
    b = torch.zeros(1, requires_grad=True)
    opt = torch.optim.LBFGS([w, b], lr=lr, max_iter=5)

    def closure():
        opt.zero_grad()
        loss = torch.nn.functional.binary_cross_entropy_with_logits(xt @ w + b, yt)
        loss.backward()
        return loss

    for _ in range(epochs):
        opt.step(closure)
    with torch.no_grad():
        pred = (x[val_idx] @ w + b > 0).long()
    return (pred == y[val_idx]).float().mean().item()

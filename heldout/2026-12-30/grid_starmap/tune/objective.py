import torch
import torch.nn.functional as F


def label_smoothing_loss(logits, targets, eps):
    logp = F.log_softmax(logits, -1)
    nll = -logp.gather(1, targets[:, None]).squeeze(1)
    return ((1 - eps) * nll - eps * logp.mean(-1)).mean()


def trial(lr, eps, classes=1000, batch=100):
    torch.manual_seed(0)
    w = torch.zeros(128, classes, requires_grad=True)
    x = torch.randn(batch, 128)
    y = torch.randint(0, classes, (batch,))
    for _ in range(3):
        loss = label_smoothing_loss(x @ w, y, eps)
        (g,) = torch.autograd.grad(loss, w)
        w = (w - lr * g).detach().requires_grad_()
    return lr, eps, loss.item()

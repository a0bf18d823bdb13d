import torch


def inference_worker(rank, weight, q):
    torch.set_num_threads(1)
    x = torch.randn(256, weight.shape[1])
    q.put((rank, (x @ weight.T).tanh().mean().item()))

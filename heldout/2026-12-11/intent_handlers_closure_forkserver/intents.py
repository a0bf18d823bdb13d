import torch


def make_handler(intent, threshold):
    def handle(n_messages):
        scores = torch.rand(n_messages, generator=torch.Generator().manual_seed(len(intent)))
        return intent, int((scores > threshold).sum())
    return handle

import torch

MODEL = None


def sample_continuation(seed, length=16):
    g = torch.Generator().manual_seed(seed)
    idx = torch.randint(0, 512, (1,), generator=g)
    out = []
    with torch.no_grad():
        for _ in range(length):
            logits = MODEL(idx)
            idx = torch.multinomial(logits.softmax(-1), 1, generator=g)[0]
            out.append(int(idx))
        score = (MODEL.out.weight @ MODEL.out.weight.T).diagonal().mean()
    return out[:4], float(score)

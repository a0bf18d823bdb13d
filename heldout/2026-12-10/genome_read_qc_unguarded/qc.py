import torch


def phred_summary(lane, reads, read_len, out):
    g = torch.Generator().manual_seed(lane)
    quals = torch.randint(2, 41, (reads, read_len), generator=g).float()
    out.put((lane, round(float(quals.mean()), 2), int((quals < 20).sum())))

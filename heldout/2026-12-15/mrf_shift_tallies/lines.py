import torch


def count_line(line, writer, picks):
    g = torch.Generator().manual_seed(len(line))
    grades = torch.randint(0, 3, (picks,), generator=g)
    writer.write({"line": line, "picks": picks, "rejects": int((grades == 0).sum())})

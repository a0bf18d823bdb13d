import torch


def export_neighbours(table, rows, k=5):
    block = table[:rows]
    sims = block @ block.T
    top = sims.topk(k + 1, dim=1).indices[:, 1:]
    print("neighbours of token 0:", top[0].tolist())
    print("mean top-1 similarity:", round(float(sims.topk(2, dim=1).values[:, 1].mean()), 4))

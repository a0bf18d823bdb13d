import torch

from data import make_split


def evaluate_rank(rank, model, cfg, results):
    ids = make_split(100 + rank, cfg["eval_examples"], cfg["seq_len"], cfg["vocab"])
    with torch.no_grad():
        pred = model(ids).argmax(1)
    results.put((rank, int(pred.bincount(minlength=cfg["classes"]).argmax())))

import json

import torch
import torch.multiprocessing as tmp


def _load():
    with open("products.json") as f:
        return json.load(f)


def _product_plan(args):
    product, demand = args
    smooth = torch.softmax(demand, dim=1)
    return product, float((smooth * demand).sum())


def plan(args):
    cfg = _load()
    gen = torch.Generator().manual_seed(args.seed)
    history = torch.rand(cfg["shops"], cfg["days"], generator=gen)
    weekday = torch.rand(cfg["days"], cfg["days"], generator=gen)
    demand = history @ weekday
    per_product = demand.chunk(len(cfg["products"]))
    with tmp.Pool(processes=args.workers) as pool:
        for product, trays in pool.imap(_product_plan, zip(cfg["products"], per_product), chunksize=2):
            print(f"{args.day}: {product:10s} {trays:12.0f} units")


def show(args):
    print(json.dumps(_load(), indent=2))

import argparse

import torch

from orders import load_orders, surfacing_index
from lab import surface_in_children


def build_parser():
    ap = argparse.ArgumentParser(prog="lensorders")
    ap.add_argument("--orders", type=int, default=20000)
    ap.add_argument("--threads", type=int, default=1,
                    help="intra-op threads in the coordinator (the lab children fork from it)")
    ap.add_argument("--stations", type=int, default=2)
    return ap


if __name__ == "__main__":
    args = build_parser().parse_args()
    torch.set_num_threads(args.threads)
    orders = load_orders(args.orders)
    print("surfacing index", round(float(surfacing_index(orders)), 3), flush=True)
    print("station statuses", surface_in_children(orders, args.stations))

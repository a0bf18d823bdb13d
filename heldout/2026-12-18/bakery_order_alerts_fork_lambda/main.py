import csv

import torch

from notify import send_async


def main():
    with open("orders.csv") as f:
        rows = list(csv.DictReader(f))
    qty = torch.tensor([int(r["qty"]) for r in rows], dtype=torch.float32)
    trays = torch.ceil(qty / 12).int().tolist()
    for r, t in zip(rows, trays):
        r["trays"] = t
    p = send_async(lambda r: f"[{r['due']}] {r['customer']}: {r['qty']} x {r['item']} ({r['trays']} trays)", rows)
    p.join()
    print("notifier exit code", p.exitcode)


if __name__ == "__main__":
    main()

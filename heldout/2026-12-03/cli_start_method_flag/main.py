import argparse

import runtime
from trainer import Trainer


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--start-method", default="forkserver", choices=["fork", "spawn", "forkserver"])
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    print("start method", runtime.configure(args))
    for rank, loss in Trainer(args).fit():
        print(rank, loss)


if __name__ == "__main__":
    main()

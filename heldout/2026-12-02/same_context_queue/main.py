import torch

from context import CTX, make_channels
from writer import write_shard


def main():
    stats = torch.zeros(50000).add_(1.0).sum()
    print("stats:", int(stats))
    queue, lock = make_channels()
    procs = [CTX.Process(target=write_shard, args=(s, queue, lock)) for s in range(2)]
    for p in procs:
        p.start()
    rows = sorted(queue.get() for _ in procs)
    for p in procs:
        p.join()
    print("shards:", rows)


if __name__ == "__main__":
    main()

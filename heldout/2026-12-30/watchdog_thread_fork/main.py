import torch

from ops.snapshot import SnapshotThread


def main():
    w = torch.randn(512, 512)
    snaps = []
    for _ in range(2):
        w = torch.tanh(w @ torch.randn(512, 512) / 22)
        snaps.append(w.clone())
    t = SnapshotThread(snaps)
    t.start()
    t.join()


if __name__ == "__main__":
    main()

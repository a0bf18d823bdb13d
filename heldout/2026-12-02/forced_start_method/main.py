import torch
import torch.multiprocessing as mp

from augment_plugin import jitter


def main():
    base = torch.ones(300, 300).cumsum(dim=1)
    print("base max:", float(base.max()))
    with mp.Pool(2) as pool:
        print("jitter:", pool.map(jitter, range(4)))


if __name__ == "__main__":
    mp.set_start_method("spawn", force=True)
    main()

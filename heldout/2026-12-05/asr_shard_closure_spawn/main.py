import torch.multiprocessing as mp

from decoding import make_worker

CFG = {"utterances": 16, "frames": 200, "vocab": 32, "world_size": 2}


def main():
    mp.spawn(make_worker(CFG), nprocs=CFG["world_size"], join=True)


if __name__ == "__main__":
    main()

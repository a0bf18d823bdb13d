import torch.multiprocessing as mp

from actors import actor
from policy import make_policy

if __name__ == "__main__":
    policy = make_policy()
    mp.start_processes(actor, args=(policy, 8), nprocs=2, join=True, start_method="fork")
    print("rollouts complete")

import torch.multiprocessing as mp

from hogwild import HogwildTrainer
from models import MLP

if __name__ == "__main__":
    mp.set_start_method("spawn")
    HogwildTrainer(MLP()).fit()
    print("training finished")

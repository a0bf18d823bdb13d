import torch

from pose import load_counter
from cameras import watch

if __name__ == "__main__":
    device = "cuda" if torch.cuda.is_available() else "cpu"
    watch(["squat-rack-1", "squat-rack-2"], load_counter(device))

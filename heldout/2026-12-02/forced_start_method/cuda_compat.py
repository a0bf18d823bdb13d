"""Imported by plugins that may touch CUDA: make sure workers never fork a CUDA context."""
import torch.multiprocessing as mp

mp.set_start_method("spawn", force=True)

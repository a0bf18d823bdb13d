import torch.multiprocessing


def setup(registry):
    torch.multiprocessing.set_start_method("spawn")
    registry["video"] = "mp4,webm"

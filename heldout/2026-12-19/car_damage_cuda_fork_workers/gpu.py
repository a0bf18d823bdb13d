import torch


def device():
    if torch.cuda.is_available():
        torch.cuda.init()
        return torch.device("cuda", torch.cuda.current_device())
    return torch.device("cpu")


def describe(dev):
    if dev.type == "cuda":
        free, total = torch.cuda.mem_get_info(dev)
        return f"{torch.cuda.get_device_name(dev)}, {free / 2**30:.1f} GiB free"
    return "no GPU"

import torch


def describe_device():
    if not torch.cuda.is_available():
        raise SystemExit("this job needs a GPU")
    name = torch.cuda.get_device_name(0)
    free, total = torch.cuda.mem_get_info()
    return f"{name} ({free / 2**30:.1f}/{total / 2**30:.1f} GiB free)"

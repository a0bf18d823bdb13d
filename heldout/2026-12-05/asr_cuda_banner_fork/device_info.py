import torch


def describe_device():
    if not torch.cuda.is_available():
        return "cpu"
    props = torch.cuda.get_device_properties(0)
    return f"{props.name} ({props.total_memory // 2**20} MiB)"

import torch


class DeviceInfo:
    def __init__(self):
        self.device = torch.device("cuda:0")
        self.total = torch.cuda.get_device_properties(0).total_memory
        self.scratch = torch.empty(1024, device=self.device)

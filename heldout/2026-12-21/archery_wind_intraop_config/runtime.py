import torch


def configure(section):
    torch.set_num_threads(section["intra_op_threads"])
    return torch.get_num_threads()

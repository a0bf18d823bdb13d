import torch


def prepare_for_workers():
    """Called right before worker processes are created: the parent's own heavy lifting is done."""
    previous = torch.get_num_threads()
    torch.set_num_threads(1)
    return previous

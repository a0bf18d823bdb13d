import torch


class SingleThreaded:
    """Run a block of torch work on one intra-op thread, then restore the setting."""

    def __enter__(self):
        self.saved = torch.get_num_threads()
        torch.set_num_threads(1)
        return self

    def __exit__(self, *exc):
        torch.set_num_threads(self.saved)
        return False

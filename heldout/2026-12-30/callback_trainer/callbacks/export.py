import multiprocessing as mp

import torch

from .base import Callback


def _export(state, epoch):
    # trace-style check of the snapshot before it would be written out
    w = state["0.weight"]
    gram = w @ w.T
    spectrum_proxy = torch.sigmoid(gram).mean()
    torch.save({"epoch": epoch, "gram_trace": gram.trace(), "proxy": spectrum_proxy}, "/dev/null")


class AsyncExport(Callback):
    """Exports a snapshot in a child process so the training loop is not blocked."""

    def __init__(self):
        self.procs = []

    def on_epoch_end(self, trainer, epoch):
        state = {k: v.detach().clone() for k, v in trainer.model.state_dict().items()}
        p = mp.Process(target=_export, args=(state, epoch))
        p.start()
        self.procs.append(p)

    def on_train_end(self, trainer):
        for p in self.procs:
            p.join()

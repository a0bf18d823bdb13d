import multiprocessing as mp

import torch


class Callback:
    def on_epoch_end(self, trainer, epoch):
        pass

    def on_train_end(self, trainer):
        pass


class LossLogger(Callback):
    def on_epoch_end(self, trainer, epoch):
        print(f"epoch {epoch} loss {trainer.last_loss:.4f}")


def _export(state, path, copies):
    packed = {k: torch.tanh(v.repeat(copies, 1)).mean(dim=0) for k, v in state.items()}
    torch.save(packed, path)


class SnapshotExporter(Callback):
    """Writes a smoothed snapshot in the background so training is not blocked."""

    def __init__(self, path, every=2):
        self.path = path
        self.every = every
        self.pending = []

    def on_epoch_end(self, trainer, epoch):
        if (epoch + 1) % self.every:
            return
        state = {k: v.detach().clone() for k, v in trainer.model.state_dict().items()}
        proc = mp.Process(target=_export, args=(state, self.path, self.every * 2))
        proc.start()
        self.pending.append(proc)

    def on_train_end(self, trainer):
        for proc in self.pending:
            proc.join()

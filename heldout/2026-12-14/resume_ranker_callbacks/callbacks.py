import multiprocessing

import torch


def _export_snapshot(epoch, rows, loss):
    gen = torch.Generator().manual_seed(epoch)
    calib = torch.rand(rows, generator=gen)
    ranked = torch.sigmoid(calib * loss)
    print(f"snapshot {epoch}: {float(ranked.mean()):.4f}", flush=True)


class PrintProgress:
    def on_epoch_end(self, trainer, epoch):
        print(f"epoch {epoch}: loss {trainer.last_loss:.4f}", flush=True)


class AsyncSnapshot:
    """Writes a calibration snapshot per epoch in a background process."""

    def __init__(self, export_rows):
        self.export_rows = export_rows
        self._procs = []

    def on_epoch_end(self, trainer, epoch):
        proc = multiprocessing.Process(target=_export_snapshot,
                                       args=(epoch, self.export_rows, trainer.last_loss))
        proc.start()
        proc.join()
        self._procs.append(proc)

    def on_train_end(self, trainer):
        bad = [p.exitcode for p in self._procs if p.exitcode]
        if bad:
            raise SystemExit(f"snapshot exports failed: {bad}")

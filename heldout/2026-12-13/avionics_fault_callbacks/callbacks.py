import multiprocessing as mp

import torch


class Callback:
    def on_epoch_end(self, trainer, epoch):
        pass


class LossLogger(Callback):
    def on_epoch_end(self, trainer, epoch):
        print(f"epoch {epoch}: loss {trainer.last_loss:.4f}", flush=True)


def _evaluate(state, features, labels):
    model = torch.nn.Linear(features.shape[1], 2)
    model.load_state_dict(state)
    with torch.no_grad():
        acc = (model(features).argmax(1) == labels).float().mean()
    print(f"  held-out accuracy {float(acc):.3f}", flush=True)


class PeriodicEvaluator(Callback):
    """Evaluates a snapshot in a separate process so training is not held up."""

    def __init__(self, features, labels, every=2):
        self.features, self.labels, self.every = features, labels, every
        self.procs = []

    def on_epoch_end(self, trainer, epoch):
        if (epoch + 1) % self.every:
            return
        state = {k: v.clone() for k, v in trainer.model.state_dict().items()}
        p = mp.Process(target=_evaluate, args=(state, self.features, self.labels))
        p.start()
        self.procs.append(p)

    def close(self):
        for p in self.procs:
            p.join()

import torch


class Trainer:
    def __init__(self, model, callbacks=()):
        self.model = model
        self.callbacks = list(callbacks)
        self.opt = torch.optim.SGD(model.parameters(), lr=0.1)
        self.last_loss = float("nan")

    def _emit(self, hook, *args):
        for cb in self.callbacks:
            getattr(cb, hook)(self, *args)

    def fit(self, batches, epochs):
        for epoch in range(epochs):
            for x, y in batches:
                self.opt.zero_grad()
                loss = torch.nn.functional.cross_entropy(self.model(x), y)
                loss.backward()
                self.opt.step()
                self.last_loss = float(loss)
            self._emit("on_epoch_end", epoch)
        self._emit("on_train_end")

import torch
import torch.nn.functional as F


class Trainer:
    def __init__(self, model, callbacks, lr=0.05, batch=32):
        self.model = model
        self.callbacks = callbacks
        self.opt = torch.optim.SGD(model.parameters(), lr=lr)
        self.batch = batch
        self.history = []

    def _emit(self, hook, *args):
        for cb in self.callbacks:
            getattr(cb, hook)(self, *args)

    def fit(self, epochs, steps_per_epoch=5):
        self._emit("on_train_start")
        for epoch in range(epochs):
            for _ in range(steps_per_epoch):
                x = torch.randn(self.batch, 64)
                y = torch.randint(0, 4, (self.batch,))
                loss = F.cross_entropy(self.model(x), y)
                self.opt.zero_grad()
                loss.backward()
                self.opt.step()
            self._emit("on_epoch_end", epoch)
        self._emit("on_train_end")

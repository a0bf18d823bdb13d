import torch


class Trainer:
    def __init__(self, model, lr, batch_size, callbacks=()):
        self.model = model
        self.opt = torch.optim.Adam(model.parameters(), lr=lr)
        self.batch_size = batch_size
        self.callbacks = list(callbacks)
        self.epoch = 0

    def _emit(self, hook, **kw):
        for cb in self.callbacks:
            getattr(cb, hook, lambda *a, **k: None)(self, **kw)

    def fit(self, data, epochs):
        x, y = data
        self._emit("on_train_begin")
        for self.epoch in range(epochs):
            perm = torch.randperm(len(x))
            total = 0.0
            for i in range(0, len(x), self.batch_size):
                idx = perm[i:i + self.batch_size]
                loss = torch.nn.functional.mse_loss(self.model(x[idx]), y[idx])
                self.opt.zero_grad()
                loss.backward()
                self.opt.step()
                total += loss.item() * len(idx)
            self._emit("on_epoch_end", logs={"loss": total / len(x)})
        self._emit("on_train_end")

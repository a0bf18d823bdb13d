import torch


class Trainer:
    def __init__(self, model, callbacks=(), lr=0.05):
        self.model = model
        self.callbacks = list(callbacks)
        self.opt = torch.optim.SGD(model.parameters(), lr=lr)
        self.last_loss = float("nan")

    def fit(self, features, labels, epochs, batch_size):
        for epoch in range(epochs):
            for i in range(0, features.shape[0], batch_size):
                loss = torch.nn.functional.cross_entropy(self.model(features[i:i + batch_size]),
                                                         labels[i:i + batch_size])
                self.opt.zero_grad()
                loss.backward()
                self.opt.step()
                self.last_loss = loss.item()
            for cb in self.callbacks:
                cb.on_epoch_end(self, epoch)

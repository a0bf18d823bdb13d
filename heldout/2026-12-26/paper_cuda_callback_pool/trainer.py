import torch


class Trainer:
    def __init__(self, model, device, callbacks=()):
        self.model = model
        self.device = device
        self.callbacks = list(callbacks)
        self.history = []

    def fit(self, epochs, rows):
        opt = torch.optim.SGD(self.model.parameters(), lr=0.01)
        width = self.model.in_features
        for epoch in range(epochs):
            x = torch.randn(rows, width, device=self.device)
            loss = self.model(x).pow(2).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            self.history.append(loss.item())
            for cb in self.callbacks:
                cb.on_epoch_end(self, epoch)

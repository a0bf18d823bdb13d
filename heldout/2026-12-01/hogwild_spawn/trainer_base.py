import torch


class BaseTrainer:
    def __init__(self, model, batch_size=8):
        self.model = model
        self.batch_size = batch_size
        with torch.no_grad():
            self.model(torch.randn(batch_size, model.fc1.in_features))

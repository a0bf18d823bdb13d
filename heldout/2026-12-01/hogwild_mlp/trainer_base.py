import torch


class BaseTrainer:
    """Common trainer plumbing: holds the model and validates it once."""

    def __init__(self, model, batch_size=8):
        self.model = model
        self.batch_size = batch_size
        self._sanity_check()

    def _sanity_check(self):
        x = torch.randn(self.batch_size, self.model.fc1.in_features)
        with torch.no_grad():
            out = self.model(x)
        assert out.shape[0] == self.batch_size, out.shape

import torch


class WitherModel:
    def __init__(self, troughs, channels):
        torch.manual_seed(17)
        humidity = torch.randn(troughs, channels)
        self.q, self.r = torch.linalg.qr(humidity.T @ humidity / troughs)

    def moisture_loss(self, air):
        return (air @ self.q).abs().mean(dim=1)

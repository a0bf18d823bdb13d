import torch


class LinearRanker:
    def __init__(self, n_features, steps=10, lr=0.1):
        self.w = torch.zeros(n_features)
        self.steps = steps
        self.lr = lr

    def fit(self, X, y):
        for _ in range(self.steps):
            grad = X.T @ (X @ self.w - y) / X.shape[0]
            self.w -= self.lr * grad
        return self

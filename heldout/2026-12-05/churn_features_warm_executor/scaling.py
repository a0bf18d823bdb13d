import torch


class RobustScaler:
    def fit(self, X):
        self.center = X.median(dim=0).values
        self.scale = (X - self.center).abs().median(dim=0).values + 1e-6
        return self

    def transform(self, X):
        return (X - self.center) / self.scale

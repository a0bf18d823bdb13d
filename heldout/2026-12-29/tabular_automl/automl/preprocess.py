class Standardizer:
    def fit(self, x):
        self.mean_ = x.mean(0, keepdim=True)
        self.scale_ = x.std(0, keepdim=True).clamp_min(1e-12)
        return self

    def transform(self, x):
        return (x - self.mean_) / self.scale_

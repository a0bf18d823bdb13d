import torch


class MetricStore:
    def __init__(self, n_series, history_len, window_len, seed=0):
        self.gen = torch.Generator().manual_seed(seed)
        self.n_series = n_series
        self.history_len = history_len
        self.window_len = window_len

    def history(self):
        return torch.normal(100.0, 5.0, size=(self.history_len, self.n_series), generator=self.gen)

    def latest_windows(self, shards):
        return [torch.normal(100.0, 6.0, size=(self.window_len, self.n_series), generator=self.gen)
                for _ in range(shards)]

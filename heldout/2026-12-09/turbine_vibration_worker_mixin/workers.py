import multiprocessing

import torch


class SingleThreadedMixin:
    """Keeps each worker process on one intra-op thread (we run many of them)."""

    def run(self):
        torch.set_num_threads(1)
        super().run()


class _SpectrumProcess(multiprocessing.Process):
    def __init__(self, turbine_id, n_channels, n_samples, results):
        super().__init__(name=f"turbine-{turbine_id}")
        self.turbine_id = turbine_id
        self.n_channels = n_channels
        self.n_samples = n_samples
        self.results = results

    def run(self):
        gen = torch.Generator().manual_seed(self.turbine_id)
        signal = torch.normal(0.0, 1.0, size=(self.n_channels, self.n_samples), generator=gen)
        spectrum = torch.fft.rfft(signal, dim=1).abs()
        self.results.put((self.turbine_id, int(spectrum[:, 1:].argmax(dim=1).float().mean())))


class SpectrumWorker(SingleThreadedMixin, _SpectrumProcess):
    pass

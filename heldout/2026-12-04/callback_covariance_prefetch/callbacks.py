import torch


class Callback:
    def on_fit_start(self, trainer):
        pass

    def on_chunk(self, trainer, chunk_id, value):
        pass


class CovarianceStats(Callback):
    def on_fit_start(self, trainer):
        X = trainer.features
        centered = X - X.mean(dim=0, keepdim=True)
        cov = centered.T @ centered / (X.shape[0] - 1)
        trainer.log["cov_trace"] = round(float(cov.trace()), 3)


class PrintProgress(Callback):
    def on_chunk(self, trainer, chunk_id, value):
        print(f"chunk {chunk_id}: {value}")

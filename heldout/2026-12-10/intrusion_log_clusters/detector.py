from multiprocessing import Pool

import torch


def anomaly_scores(batch, centroids):
    d = torch.cdist(batch, centroids).min(dim=1).values
    return float(torch.quantile(d, 0.99))


class Detector:
    def __init__(self, centroids, workers=2):
        self.centroids = centroids
        self.workers = workers
        self.alerts = []

    def _collect(self, score):
        self.alerts.append(round(score, 4))

    def scan(self, batches):
        pool = Pool(self.workers)
        for b in batches:
            pool.apply_async(anomaly_scores, (b, self.centroids), callback=self._collect)
        pool.close()
        pool.join()
        return sorted(self.alerts)

from concurrent.futures import ThreadPoolExecutor

import torch


def _violations(cues):
    cps = torch.exp(cues * 0.5)
    return int((cps > 2.0).sum())


class QAChecker:
    def __init__(self, threads):
        self.threads = threads

    def check_all(self, tracks):
        with ThreadPoolExecutor(max_workers=self.threads) as ex:
            futures = {name: ex.submit(_violations, cues) for name, cues in tracks.items()}
            return [(name, f.result()) for name, f in sorted(futures.items())]

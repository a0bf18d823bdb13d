from concurrent.futures import ThreadPoolExecutor

import torch


class FeatureCache:
    def __init__(self):
        self.tables = {}

    def _build(self, name, rows, seed):
        g = torch.Generator().manual_seed(seed)
        base = torch.randn(rows, 64, generator=g)
        return name, base @ torch.randn(64, 64, generator=g)

    def warm(self, specs):
        """Build the lookup tables off the main thread while the main thread parses the config."""
        with ThreadPoolExecutor(max_workers=1) as tp:
            futures = [tp.submit(self._build, *spec) for spec in specs]
            for f in futures:
                name, table = f.result()
                self.tables[name] = table
        return self

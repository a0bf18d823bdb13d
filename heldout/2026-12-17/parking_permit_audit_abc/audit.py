from abc import ABC, abstractmethod
from concurrent.futures import ProcessPoolExecutor


class PermitAudit(ABC):
    """Template: load permits, score them here, then fan the district checks out."""
    executor_cls = ProcessPoolExecutor
    workers = 2

    def __init__(self, districts):
        self.districts = districts

    @abstractmethod
    def load(self): ...

    @abstractmethod
    def score(self, permits): ...

    @staticmethod
    @abstractmethod
    def check_district(district, threshold): ...

    def run(self):
        threshold = self.score(self.load())
        with self.executor_cls(max_workers=self.workers) as ex:
            return list(ex.map(self.check_district, self.districts, [threshold] * len(self.districts)))

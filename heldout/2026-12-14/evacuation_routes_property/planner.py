import multiprocessing

import routing


class EvacuationPlanner:
    def __init__(self, segment_times, workers):
        self.segment_times = segment_times
        self.workers = workers

    @property
    def travel_times(self):
        return self.segment_times.cumsum(dim=1)

    @property
    def bottleneck(self):
        return float(self.travel_times[:, -1].max())

    def plan_routes(self, shelters):
        jobs = [(s, self.segment_times.shape) for s in shelters]
        with multiprocessing.Pool(processes=self.workers) as pool:
            return pool.map(routing.order_streets, jobs)

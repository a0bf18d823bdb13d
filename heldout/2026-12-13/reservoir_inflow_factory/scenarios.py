from concurrent.futures import ProcessPoolExecutor


class ScenarioRunner:
    def __init__(self, workers=2):
        self.workers = workers

    def run(self, simulate, scenarios):
        with ProcessPoolExecutor(max_workers=self.workers) as ex:
            futures = {name: ex.submit(simulate, params) for name, params in scenarios.items()}
            return {name: f.result() for name, f in futures.items()}

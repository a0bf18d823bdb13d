from executors import make_executor
from similarity import screen_block


class Screen:
    def __init__(self, settings):
        self.settings = settings
        self.pool = make_executor(settings["executor"], settings["workers"])

    def run(self, library):
        jobs = [(s, library, self.settings["bits"]) for s in range(self.settings["blocks"])]
        try:
            return list(self.pool.map(screen_block, jobs, chunksize=1))
        finally:
            self.pool.shutdown()

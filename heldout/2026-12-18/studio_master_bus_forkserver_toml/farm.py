import multiprocessing as mp
import tomllib
from concurrent.futures import ProcessPoolExecutor


class RenderFarm:
    def __init__(self, path):
        with open(path, "rb") as f:
            self.cfg = tomllib.load(f)
        r = self.cfg["render"]
        self.executor = ProcessPoolExecutor(max_workers=r["workers"],
                                            mp_context=mp.get_context(r["start_method"]))

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.executor.shutdown()

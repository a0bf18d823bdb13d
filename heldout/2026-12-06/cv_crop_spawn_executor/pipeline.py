import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

from crops import crop_shard


class CropPipeline:
    start_method = "spawn"

    def __init__(self, batch, size, out_size, workers=2):
        self.batch = batch
        self.size = size
        self.out_size = out_size
        self.workers = workers

    def run(self, seeds):
        ctx = mp.get_context(self.start_method)
        with ProcessPoolExecutor(max_workers=self.workers, mp_context=ctx) as ex:
            futures = [ex.submit(crop_shard, s, self.batch, self.size, self.out_size) for s in seeds]
            return [f.result() for f in futures]

import multiprocessing as mp

import torch.nn.functional as F


def _render_loop(shade, jobs, done):
    while True:
        job = jobs.get()
        if job is None:
            jobs.task_done()
            break
        zoom = job
        factor = 2 ** (4 - zoom)
        coarse = F.avg_pool2d(shade, factor) if factor > 1 else shade
        tile = F.interpolate(coarse, size=shade.shape[-2:], mode="bilinear", align_corners=False)
        done.put((zoom, tuple(coarse.shape[-2:]), float(tile.std())))
        jobs.task_done()


class TileService:
    def __init__(self, dem_size, workers=2):
        self.dem_size = dem_size
        self.n_workers = workers
        self.jobs = mp.JoinableQueue()
        self.done = mp.Queue()
        self.shade = None
        self._procs = []

    def warm_up(self, dem, shader):
        self.shade = shader(dem)

    def start(self):
        for _ in range(self.n_workers):
            p = mp.Process(target=_render_loop, args=(self.shade, self.jobs, self.done), daemon=True)
            p.start()
            self._procs.append(p)

    def request(self, zooms):
        for z in zooms:
            self.jobs.put(z)
        self.jobs.join()
        return sorted(self.done.get() for _ in zooms)

    def stop(self):
        for _ in self._procs:
            self.jobs.put(None)
        self.jobs.join()
        for p in self._procs:
            p.join()

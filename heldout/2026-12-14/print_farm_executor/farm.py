from concurrent.futures import ProcessPoolExecutor

import torch.nn.functional as F

import raster


class PrintFarm:
    def __init__(self, presses):
        self.presses = presses
        self._executor = ProcessPoolExecutor(max_workers=presses)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self._executor.shutdown(wait=True)

    def preview(self, queue):
        pages = raster.stack_pages(queue)
        return F.interpolate(pages, scale_factor=0.5, mode="bilinear", align_corners=False)

    def render_batch(self, queue, previews):
        futures = {}
        for job in queue:
            futures[job["id"]] = self._executor.submit(raster.halftone, job, tuple(previews.shape[-2:]))
        for job_id, fut in futures.items():
            yield job_id, fut.result()

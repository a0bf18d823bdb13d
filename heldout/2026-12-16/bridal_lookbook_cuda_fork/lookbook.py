import multiprocessing as mp

import torch

from tone import tone_curve, export_page


class Lookbook:
    def __init__(self, name, pages, device="cuda"):
        self.name = name
        self.pages = pages
        self.device = torch.device(device)
        self.curve = None

    def prepare(self):
        self.curve = tone_curve(self.device)
        print(f"{self.name}: tone curve ready on {self.curve.device}", flush=True)

    def export_pages(self):
        procs = [mp.Process(target=export_page, args=(i, self.device)) for i in range(self.pages)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        failed = [i for i, p in enumerate(procs) if p.exitcode != 0]
        if failed:
            raise SystemExit(f"pages failed to export: {failed}")

import os
import time

import torch


class PreforkServer:
    def __init__(self, predictor, num_workers=2, requests_per_worker=3):
        self.predictor = predictor
        self.num_workers = num_workers
        self.requests_per_worker = requests_per_worker
        self.children = []

    def _serve(self, worker_id):
        torch.manual_seed(worker_id)
        for _ in range(self.requests_per_worker):
            probs = self.predictor.predict(torch.rand(4, 3, 32, 32))
            print(f"[worker {worker_id}] top class {probs.argmax(-1).tolist()}", flush=True)

    def serve_forever(self):
        for wid in range(self.num_workers):
            pid = os.fork()
            if pid == 0:
                code = 0
                try:
                    self._serve(wid)
                except Exception:
                    code = 1
                os._exit(code)
            self.children.append(pid)
        t0 = time.time()
        for pid in self.children:
            os.waitpid(pid, 0)
        print(f"all workers done in {time.time() - t0:.1f}s")

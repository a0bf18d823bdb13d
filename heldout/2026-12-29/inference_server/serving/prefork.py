import os
import signal


class PreforkServer:
    def __init__(self, app, workers=2, requests_per_worker=8):
        self.app = app
        self.n_workers = workers
        self.requests_per_worker = requests_per_worker
        self.children = {}

    def _worker_main(self, idx):
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        for r in range(self.requests_per_worker):
            self.app.handle(idx * 1000 + r)
        print(f"[worker {idx} pid {os.getpid()}] served {self.requests_per_worker} requests", flush=True)

    def spawn_worker(self, idx):
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                self._worker_main(idx)
            except Exception as exc:  # pragma: no cover
                print("worker error:", exc, flush=True)
                code = 1
            finally:
                os._exit(code)
        self.children[pid] = idx

    def serve_forever(self):
        for i in range(self.n_workers):
            self.spawn_worker(i)
        codes = {}
        while self.children:
            pid, status = os.wait()
            codes[self.children.pop(pid)] = os.waitstatus_to_exitcode(status)
        return codes

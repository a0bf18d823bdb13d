from runtime import init_runtime


class Uploader:
    def __init__(self, cfg):
        self.ctx = init_runtime(cfg)
        self.workers = cfg["upload_workers"]

    def upload(self, proofs):
        for name, value in proofs:
            print(f"uploaded {name} ({value:.3f})")

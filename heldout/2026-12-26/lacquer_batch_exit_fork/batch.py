import os

import torch


def _cure(size):
    lacquer = torch.randn(size, size)
    (lacquer @ lacquer).sum()


class CuringBatch:
    """Collects pieces in the body of a `with`; cures them in child processes on exit."""

    def __init__(self, curers, size):
        self.curers, self.size = curers, size
        self.pieces = []

    def __enter__(self):
        return self

    def add(self, piece):
        self.pieces.append(piece)

    def __exit__(self, exc_type, exc, tb):
        if exc_type is not None:
            return False
        children = []
        for _ in range(self.curers):
            pid = os.fork()
            if pid == 0:
                code = 0
                try:
                    _cure(self.size)
                except BaseException:
                    code = 1
                os._exit(code)
            children.append(pid)
        failed = [pid for pid in children if os.waitpid(pid, 0)[1] != 0]
        if failed:
            raise SystemExit(f"curing failed in {failed}")
        return False

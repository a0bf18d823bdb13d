import multiprocessing
import signal

import torch


def _finish(size):
    grain = torch.rand(size, size)
    print("finished", float((grain @ grain).mean()), flush=True)


def install(finishers, size):
    def on_bell(signum, frame):
        crew = [multiprocessing.Process(target=_finish, args=(size,)) for _ in range(finishers)]
        for p in crew:
            p.start()
        for p in crew:
            p.join()

    signal.signal(signal.SIGUSR1, on_bell)

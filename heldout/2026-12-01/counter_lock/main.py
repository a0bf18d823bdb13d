import torch.multiprocessing as mp

from counters import StepCounter
from worker import work


def main():
    ctx = mp.get_context("forkserver")
    counter = StepCounter()
    procs = [ctx.Process(target=work, args=(r, counter)) for r in range(2)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    print("steps", counter.value.value)


if __name__ == "__main__":
    main()

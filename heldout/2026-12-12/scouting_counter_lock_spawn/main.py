import torch.multiprocessing as tmp

from counter import ReportCounter
from scouting import rate_player

SHORTLIST = [7, 10, 23]


def main():
    counter = ReportCounter()
    ctx = tmp.get_context("spawn")
    procs = [ctx.Process(target=rate_player, args=(pid, counter)) for pid in SHORTLIST]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    print("reports:", counter.value.value)


if __name__ == "__main__":
    main()

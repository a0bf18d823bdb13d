import torch

from screening import ResultSink, screen_batches
from compositions import known_alloys, candidate_batches
from timing import stopwatch


def main():
    known = known_alloys(512, elements=32)
    sink = ResultSink()
    with stopwatch("novelty"):
        novelty_ref = torch.cdist(known, known[:64]).mean()
    print("reference spread:", float(novelty_ref))
    with stopwatch("screen"):
        screen_batches(candidate_batches(3, 512, 32), known[:64], sink)
    print("novel candidates per batch:", sink.by_batch)


if __name__ == "__main__":
    main()

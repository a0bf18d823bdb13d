import multiprocessing as mp

from features import worker
from results import RESULTS, collect

PLAYLIST = list(range(100, 108))


def main():
    ctx = mp.get_context("spawn")
    halves = [PLAYLIST[::2], PLAYLIST[1::2]]
    procs = [ctx.Process(target=worker, args=(h, RESULTS)) for h in halves]
    for p in procs:
        p.start()
    for track, lufs in sorted(collect(len(PLAYLIST))):
        print(f"track {track}: {lufs:.2f} dB")
    for p in procs:
        p.join()


if __name__ == "__main__":
    main()

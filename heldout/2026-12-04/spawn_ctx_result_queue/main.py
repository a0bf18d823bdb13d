from context import CTX, make_channels
from worker import consume


def main():
    results, done = make_channels()
    procs = [CTX.Process(target=consume, args=(i, results, done)) for i in range(2)]
    for p in procs:
        p.start()
    out = sorted(results.get(timeout=60) for _ in procs)
    done.set()
    for p in procs:
        p.join()
    print(out)


if __name__ == "__main__":
    main()

import argparse

from sessions import Runtime, encode_sessions


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--items", type=int, default=5000)
    ap.add_argument("--sessions", type=int, default=64)
    ap.add_argument("--length", type=int, default=20)
    ap.add_argument("--encoders", type=int, default=2)
    args = ap.parse_args()
    rt = Runtime()
    results, done = rt.queue(), rt.event()
    procs = [rt.process(encode_sessions, (s, args.sessions, args.length, args.items, results, done))
             for s in range(args.encoders)]
    for p in procs:
        p.start()
    out = sorted(results.get() for _ in procs)
    done.set()
    for p in procs:
        p.join()
    for seed, norm in out:
        print("encoder", seed, "state norm", norm)


if __name__ == "__main__":
    main()

import argparse

from observatory import make_stop_event, start_reducer


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", type=int, default=20)
    ap.add_argument("--size", type=int, default=64)
    args = ap.parse_args()
    stop = make_stop_event()
    proc = start_reducer(stop, args.frames, args.size)
    proc.join()
    print("reducer exit code", proc.exitcode)


if __name__ == "__main__":
    main()

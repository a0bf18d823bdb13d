import os

import waits
from threads import single_threaded


def main():
    with single_threaded():
        model = waits.arrival_model()
    r, w = os.pipe()
    pids = []
    for lift in waits.LIFTS:
        pid = os.fork()
        if pid == 0:
            os.close(r)
            waits.lift_forecast(lift, model, w)
            os._exit(0)
        pids.append(pid)
    os.close(w)
    for pid in pids:
        os.waitpid(pid, 0)
    with os.fdopen(r) as f:
        for line in sorted(f.read().splitlines()):
            lift, load = line.split(":")
            print(f"{lift:12s} expected queue {float(load):.4f}")


if __name__ == "__main__":
    main()

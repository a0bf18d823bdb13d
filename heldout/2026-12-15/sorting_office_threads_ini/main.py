import os

from runtime import Runtime
import walks


def main():
    rt = Runtime("office.ini").apply()
    loads = walks.route_loads(rt.volume("routes"), rt.volume("postcodes"))
    print("heaviest route", int(loads.argmax()))
    pids = []
    for walk in range(rt.workers):
        pid = os.fork()
        if pid == 0:
            print("walk %d: %.3f" % walks.rebalance(loads, walk), flush=True)
            os._exit(0)
        pids.append(pid)
    for pid in pids:
        os.waitpid(pid, 0)


if __name__ == "__main__":
    main()

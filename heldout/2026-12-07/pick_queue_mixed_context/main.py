from pickers import start_pickers
from queues import PICK_QUEUE


def main():
    procs = start_pickers(PICK_QUEUE, n=2, orders=50)
    done = sorted(PICK_QUEUE.get() for _ in procs)
    for p in procs:
        p.join()
    print("pickers done", done)


if __name__ == "__main__":
    main()

import json
import multiprocessing as mp

from board import JobBoard
from tickets import quote


def main():
    with open("bench.json") as f:
        cfg = json.load(f)
    board = JobBoard()
    ctx = mp.get_context(cfg["start_method"])
    procs = [ctx.Process(target=quote, args=(t, k, board.queue)) for t, k in cfg["tickets"].items()]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    for ticket, price in sorted(board.drain(len(procs)).items()):
        print(f"{ticket}: £{price}")
    board.close()


if __name__ == "__main__":
    main()

import multiprocessing

from models import create
from runtime.workers import SubgraphWorker


def main():
    model = create("gcn-2layer")
    results = multiprocessing.Queue()
    workers = [SubgraphWorker(i, model, 300, results) for i in range(2)]
    for w in workers:
        w.start()
    for _ in workers:
        wid, counts = results.get()
        print(f"subgraph {wid}: class counts {counts}")
    for w in workers:
        w.join()


if __name__ == "__main__":
    main()

import multiprocessing as mp

from consumers import start_consumers
from store import EmbeddingStore


def main():
    store = EmbeddingStore()
    version, weights = store.snapshot()
    requests, replies = mp.Queue(), mp.Queue()
    consumers = start_consumers(requests, replies, n=2)
    for batch_id in range(4):
        requests.put((batch_id, [(batch_id * 997 + k * 13) % 50000 for k in range(4096)]))
    for _ in consumers:
        requests.put(None)
    results = sorted(replies.get() for _ in range(4))
    for c in consumers:
        c.join()
    print("snapshot", version, tuple(weights.shape), "batches:", len(results))


if __name__ == "__main__":
    main()

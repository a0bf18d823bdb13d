from index import build_index
from rerankers import start_rerankers


def main():
    # start the rerank workers first: they are forked before the index exists
    procs, jobs, results = start_rerankers(2)
    order = build_index()
    for job_id in range(4):
        jobs.put((job_id, order[job_id * 128:(job_id + 1) * 128].tolist()))
    for _ in procs:
        jobs.put(None)
    picked = sorted(results.get() for _ in range(4))
    for p in procs:
        p.join()
    print("picked:", picked)


if __name__ == "__main__":
    main()

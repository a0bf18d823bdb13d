from pool_factory import make_executor
from ranking import build_corpus, rank_queries


def main():
    docs = build_corpus()
    self_sim = docs @ docs.T
    print("max off-diagonal", round(float(self_sim.fill_diagonal_(0).max()), 4))
    with make_executor(workers=2) as ex:
        futures = [ex.submit(rank_queries, qid, docs) for qid in range(4)]
        for f in futures:
            print(*f.result())


if __name__ == "__main__":
    main()

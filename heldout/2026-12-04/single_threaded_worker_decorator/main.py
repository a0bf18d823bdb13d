from multiprocessing import Pool

from stages import cluster_shard, normalize_corpus


def main():
    corpus = normalize_corpus()
    sims = corpus[:1024] @ corpus[:1024].T
    print("mean similarity", round(float(sims.mean()), 4))
    with Pool(2) as pool:
        print(sorted(pool.starmap(cluster_shard, enumerate(corpus.chunk(4)))))


if __name__ == "__main__":
    main()

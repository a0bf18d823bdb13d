from multiprocessing.pool import ThreadPool

from features import query_features


def rank_queries(ranker, query_ids, docs, n_features, workers=4):
    with ThreadPool(workers) as pool:
        return pool.starmap(query_features, [(q, docs, n_features, ranker.w) for q in query_ids])

from concurrent.futures import ThreadPoolExecutor


def rank_strategies(model, strategies, workers=2):
    with ThreadPoolExecutor(max_workers=workers) as ex:
        return sorted(ex.map(model.expected_total, strategies), key=lambda r: r[1])

from concurrent.futures import ThreadPoolExecutor


def refresh_prefixes(scorer, prefixes, workers=2):
    with ThreadPoolExecutor(max_workers=workers) as ex:
        return dict(zip(prefixes, ex.map(scorer.complete, prefixes)))

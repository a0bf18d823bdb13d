from multiprocessing import Pool

from forecast import store_error


def score_stores(args):
    stores = list(range(1, args.stores + 1))
    with Pool(args.workers) as pool:
        errors = pool.starmap(store_error, [(s, 256, args.days, args.period) for s in stores])
    return list(zip(stores, errors))

import itertools
import multiprocessing

from objective import make_data, ridge_score


def _evaluate(point):
    n, lam, seed = point
    X, y = make_data(n, 128, seed)
    return point, round(ridge_score(X, y, lam), 5)


def grid(sizes, lams, seeds):
    return list(itertools.product(sizes, lams, seeds))


def run(points, method, workers):
    ctx = multiprocessing.get_context(method)
    with ctx.Pool(workers) as pool:
        return sorted(pool.imap_unordered(_evaluate, points))

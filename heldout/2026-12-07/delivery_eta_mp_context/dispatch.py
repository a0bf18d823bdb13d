import multiprocessing
from concurrent.futures import ProcessPoolExecutor

from regression import predict_zone


def predict_zones(weights, zones, n_orders, method="fork"):
    ctx = multiprocessing.get_context(method)
    with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as ex:
        return list(ex.map(predict_zone, [weights] * len(zones), zones, [n_orders] * len(zones)))

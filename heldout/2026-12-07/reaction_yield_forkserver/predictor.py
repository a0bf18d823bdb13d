import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

from featurize import predict_batch


def make_pool(workers=2, method="forkserver"):
    return ProcessPoolExecutor(max_workers=workers, mp_context=mp.get_context(method))


def predict(batches, n_reactions, n_desc):
    with make_pool() as ex:
        return dict(ex.map(predict_batch, [(b, n_reactions, n_desc) for b in batches]))

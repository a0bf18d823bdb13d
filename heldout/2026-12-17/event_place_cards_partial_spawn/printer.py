from concurrent.futures import ProcessPoolExecutor
import multiprocessing as mp


def print_cards(renderer, guests, workers=2):
    with ProcessPoolExecutor(workers, mp_context=mp.get_context("spawn")) as ex:
        return list(ex.map(renderer, guests))

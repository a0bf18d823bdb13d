import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

from reviews import ASPECTS, aspect_scores


def cmd_aspects(hotels):
    with ProcessPoolExecutor(max_workers=2, mp_context=mp.get_context("forkserver")) as ex:
        for hotel, scores in ex.map(aspect_scores, hotels):
            print(hotel, dict(zip(ASPECTS, scores)))


def cmd_list(hotels):
    print("hotels:", hotels)


COMMANDS = {"aspects": cmd_aspects, "list": cmd_list}

import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import winding
from movement import Escapement, Movement


def main():
    m = Movement.from_ini("movement.ini")
    print("escapement", Escapement(m)())
    with ProcessPoolExecutor(max_workers=m.winders,
                             mp_context=multiprocessing.get_context("fork"),
                             initializer=winding.prime, initargs=(m.mainspring,)) as ex:
        first = ex.submit(winding.wind, 1)
        print(first.result(), list(ex.map(winding.wind, range(2, 5))))


if __name__ == "__main__":
    main()

import multiprocessing as mp


def starmap_chunks(fn, chunks, processes=2):
    with mp.Pool(processes=processes) as pool:
        return pool.starmap(fn, chunks)

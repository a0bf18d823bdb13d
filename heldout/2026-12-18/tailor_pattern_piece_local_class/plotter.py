import multiprocessing as mp


def plot_all(writer, pieces, method="spawn"):
    with mp.get_context(method).Pool(2) as pool:
        return pool.map(writer, pieces)

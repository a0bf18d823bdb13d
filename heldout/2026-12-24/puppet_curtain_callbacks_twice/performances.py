import multiprocessing as mp


def bow(name):
    return name.upper()


def make_performance(name, start_method):
    def perform():
        mp.set_start_method(start_method)
        with mp.Pool(2) as pool:
            print(name, pool.map(bow, [name, "chorus"]), flush=True)
    return perform

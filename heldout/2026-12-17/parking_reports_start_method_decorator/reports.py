import multiprocessing as mp

from mpconf import with_start_method


def _count(officer, tickets):
    return officer, sum(1 for t in tickets if t.startswith(officer[0]))


@with_start_method("forkserver")
def officer_report(tickets, officers):
    with mp.Pool(2) as pool:
        return pool.starmap(_count, [(o, tickets) for o in officers])


@with_start_method("forkserver")
def appeals_report(appeals):
    with mp.Pool(2) as pool:
        return pool.map(len, appeals)

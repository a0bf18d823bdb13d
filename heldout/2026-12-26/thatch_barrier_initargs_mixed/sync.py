import multiprocessing

_barrier = None


def make_barrier(parties):
    return multiprocessing.Barrier(parties)


def join_gang(barrier):
    global _barrier
    _barrier = barrier

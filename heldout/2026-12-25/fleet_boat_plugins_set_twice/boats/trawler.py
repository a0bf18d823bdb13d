import multiprocessing

multiprocessing.set_start_method("spawn")


def haul(n):
    return f"trawl {n} hauled"

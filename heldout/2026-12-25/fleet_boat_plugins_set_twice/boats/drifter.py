import multiprocessing

# drift nets are hauled by fresh interpreters
multiprocessing.set_start_method("spawn")


def haul(n):
    return f"drift net {n} hauled"

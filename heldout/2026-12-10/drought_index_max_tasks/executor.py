from concurrent.futures import ProcessPoolExecutor


def make_executor(workers, recycle_after=25):
    # the GRIB reader leaks; recycle workers every few basins
    return ProcessPoolExecutor(max_workers=workers, max_tasks_per_child=recycle_after)

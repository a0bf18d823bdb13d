import torch.multiprocessing as mp

DEFAULT_START_METHOD = "fork"


def launch(fn, nprocs, *args, start_method=DEFAULT_START_METHOD):
    manager_results = mp.get_context(start_method).Manager().dict()
    mp.start_processes(fn, args=(nprocs, manager_results) + args, nprocs=nprocs,
                       start_method=start_method)
    return dict(manager_results)

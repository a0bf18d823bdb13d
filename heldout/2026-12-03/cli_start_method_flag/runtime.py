import torch.multiprocessing as mp


def configure(args):
    mp.set_start_method(args.start_method)
    return mp.get_start_method()

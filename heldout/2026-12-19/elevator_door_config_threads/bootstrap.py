import torch


def configure_torch(section):
    threads = section.getint("intra_op_threads", fallback=0)
    if threads > 0:
        torch.set_num_threads(threads)

from torch.multiprocessing import start_processes

from shard_worker import checksum_shard


def launch(order, world_size=2, dim=256, start_method="fork"):
    ctx = start_processes(checksum_shard, args=(order, world_size, dim), nprocs=world_size,
                          join=True, start_method=start_method)
    return ctx

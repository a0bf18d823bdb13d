import torch
import torch.multiprocessing as tmp

from runtime import with_start_method


def _utilisation(group):
    gen = torch.Generator().manual_seed(len(group))
    return group, torch.rand(30, generator=gen).mean().item()


def _service_due(group):
    gen = torch.Generator().manual_seed(3 * len(group))
    return group, int(torch.randint(0, 12, (1,), generator=gen).item())


@with_start_method("spawn")
def utilisation(groups):
    with tmp.Pool(2) as pool:
        for group, share in pool.map(_utilisation, groups):
            print(f"{group}: {share:.0%} utilised")


@with_start_method("spawn")
def maintenance(groups):
    with tmp.Pool(2) as pool:
        for group, cars in pool.map(_service_due, groups):
            print(f"{group}: {cars} cars due for service")

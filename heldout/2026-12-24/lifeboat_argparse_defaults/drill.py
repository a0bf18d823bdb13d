import multiprocessing as mp

import torch


def nearest_buoys(args):
    casualties = torch.randn(args.rows, args.features)
    buoys = torch.randn(args.buoys, args.features)
    return torch.cdist(casualties, buoys).argmin(dim=1)


def haul(rope, volunteer):
    tension = torch.randn(rope, rope)
    print(volunteer, float((tension @ tension).mean()), flush=True)


def muster(args):
    crew = [mp.Process(target=haul, args=(args.rope, v)) for v in range(args.volunteers)]
    for person in crew:
        person.start()
    for person in crew:
        person.join()
    return [person.exitcode for person in crew]

import torch


def confirm_departures(tour, seats, queue):
    g = torch.Generator().manual_seed(len(tour))
    booked = torch.randint(0, seats + 1, (30,), generator=g)
    queue.put((tour, int((booked >= seats * 0.6).sum())))

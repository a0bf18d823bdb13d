"""Fleet pricing commands, looked up by name."""
import os
import pickle

import torch

from pricing import PriceModel


def reprice(fleet, state):
    cars, features = fleet.getint("cars"), fleet.getint("features")
    model = PriceModel(features)
    with torch.no_grad():
        state["prices"] = model(torch.rand(cars, features))
    state["model"] = model
    print(f"repriced {cars} cars, mean {state['prices'].mean().item():.2f}")


def _region_rates(model, region_index, cars, features):
    gen = torch.Generator().manual_seed(region_index)
    with torch.no_grad():
        return model(torch.rand(cars, features, generator=gen)).mean().item()


def export(fleet, state):
    regions = [r.strip() for r in fleet.get("regions").split(",")]
    cars, features = fleet.getint("cars"), fleet.getint("features")
    children = []
    for index, region in enumerate(regions):
        read_fd, write_fd = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read_fd)
            os.write(write_fd, pickle.dumps(_region_rates(state["model"], index, cars, features)))
            os._exit(0)
        os.close(write_fd)
        children.append((region, pid, read_fd))
    for region, pid, read_fd in children:
        with os.fdopen(read_fd, "rb") as fh:
            rate = pickle.loads(fh.read())
        os.waitpid(pid, 0)
        print(f"{region}: {rate:.2f} per day")


COMMANDS = {"reprice": reprice, "export": export}

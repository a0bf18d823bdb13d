import torch

from loader import discover

GRID_POINTS, TIMESTEPS, BASINS = 4096, 128, 4


def main():
    g = torch.Generator().manual_seed(2)
    pressure = torch.normal(1013.0, 12.0, size=(GRID_POINTS, TIMESTEPS), generator=g)
    state = {"pressure": pressure, "basins": BASINS}
    for plugin in discover():
        state = plugin.run(state)
    print("low-pressure cells per basin", state["lows"])


if __name__ == "__main__":
    main()

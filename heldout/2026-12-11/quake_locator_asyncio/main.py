import asyncio

from network import station_grid, travel_times
from service import locate_events


async def main():
    stations, grid = station_grid(n_stations=64, n_nodes=4096)
    tt = travel_times(grid, stations)
    events = [tt[i * 997 % grid.shape[0]] for i in range(4)]
    best = await locate_events(events, grid, stations)
    print("best nodes:", best)


if __name__ == "__main__":
    asyncio.run(main())

import torch

from acoustics import SAMPLE_RATE, count_passes, noise_floor
from runner import StationRunner

STATIONS = ["ridge", "culvert", "pond", "barn"]
CHANNELS = 4
SECONDS = 4


def load_night(station_index):
    g = torch.Generator().manual_seed(100 + station_index)
    return torch.randn(CHANNELS, SAMPLE_RATE * SECONDS, generator=g)


def main():
    nights = {name: load_night(i) for i, name in enumerate(STATIONS)}
    floors = {name: noise_floor(rec) for name, rec in nights.items()}
    runner = StationRunner(max_parallel=2)
    passes = runner.map(count_passes, ((name, (nights[name], floors[name])) for name in STATIONS))
    for name in STATIONS:
        print(f"{name:8s} {passes[name]} loud windows")


if __name__ == "__main__":
    main()

import sys

from actors import launch
from forecast import forecast_next_hour


def run(n_intersections=3, n_detectors=64, window=48, steps=20):
    demand = forecast_next_hour(n_intersections, n_detectors, window).abs()
    return launch(list(demand), steps)


if __name__ == "__main__":
    for rank, q in run():
        print(f"intersection {rank}: mean queue {q}")
    sys.exit(0)

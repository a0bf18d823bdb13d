import tomllib

from ports import predict_all
from tides import TideWindows


def main():
    with open("tides.toml", "rb") as f:
        cfg = tomllib.load(f)
    latest = None
    for index, weights in TideWindows(cfg["harmonics"], cfg["window_hours"], cfg["windows"]):
        print(f"window {index}: peak weight {float(weights.max()):.4f}")
        latest = weights
    for name, high in predict_all(cfg["ports"]["names"], cfg["ports"]["rows"], latest):
        print(f"{name}: high water index {high:.2f}")


if __name__ == "__main__":
    main()

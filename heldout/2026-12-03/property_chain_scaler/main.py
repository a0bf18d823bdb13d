import launch
from calibration import Calibration, Scaler


def main():
    scaler = Scaler(Calibration())
    print("center", round(scaler.mean.mean().item(), 4))
    for rank, spread in launch.run(scaler):
        print(f"rank {rank}: spread {spread}")


if __name__ == "__main__":
    main()

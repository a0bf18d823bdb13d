from device import Accelerator
from sweep import temperature_sweep

TEMPS = [1.5, 2.0, 2.27, 3.0]


def main():
    acc = Accelerator().warm()
    print("running on", acc.describe())
    for t, m in temperature_sweep(TEMPS):
        print("T", t, "magnetization", m)


if __name__ == "__main__":
    main()

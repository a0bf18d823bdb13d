import multiprocessing as mp

import telemetry
from train import train


def main():
    shipper = telemetry.start_shipper()
    steps = train()
    telemetry.stop_shipper(shipper)
    print("trained steps:", steps)


if __name__ == "__main__":
    mp.set_start_method("spawn")
    main()

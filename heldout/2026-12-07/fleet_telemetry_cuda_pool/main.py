from multiprocessing import Pool

from device import DeviceInfo
from telemetry import vehicle_stats


def main():
    info = DeviceInfo()
    print("gpu memory", info.total // 2**20, "MiB")
    with Pool(2) as pool:
        print(dict(pool.map(vehicle_stats, [1, 2, 3, 4])))


if __name__ == "__main__":
    main()

from inventory import Inventory
from simulator import PickSimulator

N_SKUS = 200000


def main():
    fast_movers = list(Inventory(N_SKUS))
    print("front slots:", len(fast_movers))
    PickSimulator(aisles=256, days=1024).launch(zones=[0, 1])


if __name__ == "__main__":
    main()

import json

from keyring import Keyring
from cutters import cut_all


def main():
    with open("keyring.json") as f:
        cfg = json.load(f)
    with Keyring(cfg["keys"], cfg["cuts"], cfg["device"]) as ring:
        print("masters on", ring.device, tuple(ring.masters.shape))
        print("cut:", cut_all(cfg["cutters"], ring.device))


if __name__ == "__main__":
    main()

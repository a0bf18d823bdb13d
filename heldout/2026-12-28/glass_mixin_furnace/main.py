import torch

from furnace import Furnace


def main():
    furnace = Furnace.from_file("furnace.json")
    cfg = furnace.cfg
    batch = torch.randn(cfg["rows"], cfg["width"])
    _, temps = furnace.fire(batch)
    print("annealed", len(temps), "gathers via", " -> ".join(furnace.log))


if __name__ == "__main__":
    main()

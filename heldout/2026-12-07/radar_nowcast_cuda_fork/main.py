import torch

from model import load_model
from tiles import run_tiles


def main():
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = load_model(device)
    run_tiles(model, device, tiles=[0, 1])


if __name__ == "__main__":
    main()

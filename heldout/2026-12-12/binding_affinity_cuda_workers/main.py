import torch

from model import load_model
from workers import predict_in_workers


def main():
    device = torch.device("cuda")
    model = load_model(device)
    with torch.no_grad():
        print("smoke test:", float(model(torch.zeros(1, 128, device=device))[0]))
    predict_in_workers(model, shards=3, device=device)


if __name__ == "__main__":
    main()

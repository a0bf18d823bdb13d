import torch

from dispatch import predict_zones
from regression import fit_weights

N_TRIPS, N_FEATURES = 4096, 64


def main():
    g = torch.Generator().manual_seed(3)
    feats = torch.rand(N_TRIPS, N_FEATURES, generator=g)
    eta = torch.rand(N_TRIPS, 64, generator=g)
    w = fit_weights(feats, eta)
    print("weights", tuple(w.shape))
    print(predict_zones(w, zones=[1, 2, 3, 4], n_orders=8192))


if __name__ == "__main__":
    main()

import torch

from model import build_eta_model
from service import EtaService

FEATURES, HIDDEN = 32, 256
REQUEST_BATCH, REQUESTS = 512, 4


def main():
    svc = EtaService(residual_samples=150_000)
    svc.model = build_eta_model(FEATURES, HIDDEN)
    g = torch.Generator().manual_seed(1)
    batches = [torch.rand(REQUEST_BATCH, FEATURES, generator=g) for _ in range(REQUESTS)]
    print("p90 residual", round(svc.p90, 3))
    print("mean eta per batch", svc.handle(batches))


if __name__ == "__main__":
    main()

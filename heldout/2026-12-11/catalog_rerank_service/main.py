import torch

from service import RerankService


def main():
    svc = RerankService(catalog_size=50000, dim=64, workers=2)
    svc.load_catalog()
    queries = torch.randn(64, 64)
    try:
        top = svc.rerank(queries)
        print("top-10 for first query:", top[0][0].tolist())
    finally:
        svc.close()


if __name__ == "__main__":
    main()

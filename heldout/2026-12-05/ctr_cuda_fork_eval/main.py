import torch

from evaluate import evaluate_days
from model import CTRModel

RUN = {"device": "cuda", "days": [1, 2, 3, 4]}


def main():
    model = CTRModel().to(RUN["device"])
    g = torch.Generator().manual_seed(0)
    probe = torch.randint(0, 10000, (8, 20), generator=g).to(RUN["device"])
    with torch.no_grad():
        print("probe ctr", round(float(model(probe).mean()), 4))
    print(evaluate_days(model, RUN["days"], RUN["device"]))


if __name__ == "__main__":
    main()

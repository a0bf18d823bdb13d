import torch

from models import TinyFCN
from utils import configure_runtime, load_config
from evaluate import evaluate


def main():
    cfg = load_config("configs/eval.json")
    configure_runtime(cfg)
    torch.manual_seed(0)
    model = TinyFCN(cfg["classes"]).eval()
    with torch.no_grad():
        probe = model(torch.rand(8, 3, cfg["image_size"], cfg["image_size"]))
    print("probe logits", tuple(probe.shape))
    for seed, cls in evaluate(model, cfg):
        print("val batch", seed, "most frequent class", cls)


if __name__ == "__main__":
    main()

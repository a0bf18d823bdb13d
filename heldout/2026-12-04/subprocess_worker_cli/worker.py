import json
import sys

import torch


def main():
    spec = json.loads(sys.argv[1])
    gen = torch.Generator().manual_seed(spec["seed"])
    a = torch.randn(spec["dim"], spec["dim"], generator=gen)
    print(json.dumps({"seed": spec["seed"], "trace": round(float((a @ a.T).trace()), 1)}))


if __name__ == "__main__":
    main()

import torch

from screening import Screen
from similarity import tanimoto

SETTINGS = {"executor": "process", "workers": 2, "bits": 512, "blocks": 4, "library": 2048}


def main():
    g = torch.Generator().manual_seed(5)
    library = torch.randint(0, 2, (SETTINGS["library"], SETTINGS["bits"]), generator=g, dtype=torch.float32)
    self_sim = tanimoto(library[:512], library)
    print("mean self similarity", round(float(self_sim.mean()), 4))
    hits = Screen(SETTINGS).run(library)
    print("blocks screened", len(hits))


if __name__ == "__main__":
    main()

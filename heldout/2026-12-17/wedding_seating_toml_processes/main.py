import tomllib

from affinity import survey, affinity_matrix
from anneal import anneal_all


def main():
    with open("event.toml", "rb") as fh:
        cfg = tomllib.load(fh)
    ev = cfg["event"]
    aff = affinity_matrix(survey(ev["guests"], ev["traits"]))
    scale = float(aff.diagonal().mean()) / ev["traits"]
    print(f"{ev['name']}: affinity scale {scale:.3f}")
    anneal_all(cfg["search"], scale)
    print("seating plan done")


if __name__ == "__main__":
    main()

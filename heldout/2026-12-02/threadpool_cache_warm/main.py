from cache import FeatureCache
from workers import project_all

SPECS = [("users", 4096, 0), ("items", 8192, 1)]


def main():
    cache = FeatureCache().warm(SPECS)
    print("cached:", sorted((k, tuple(v.shape)) for k, v in cache.tables.items()))
    print("projections:", project_all(range(4)))


if __name__ == "__main__":
    main()

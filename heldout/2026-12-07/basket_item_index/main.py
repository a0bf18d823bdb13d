from config import CatalogConfig
from index import ItemIndex
from recommend import recommend_all


def main():
    cfg = CatalogConfig()
    with ItemIndex(cfg) as idx:
        picks = recommend_all(idx)
    print("shards scored:", len(picks))


if __name__ == "__main__":
    main()

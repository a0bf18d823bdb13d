from index import PopularityIndex
from server import PreforkServer


def main():
    index = PopularityIndex().build()
    top = index.head(3)
    lines = PreforkServer(n_shards=2).serve()
    print("top items:", len(top), "|", "; ".join(lines))


if __name__ == "__main__":
    main()

from ranking import popularity_order
from service import RerankService


def main():
    order = popularity_order()
    print("top item", int(order[0]))
    for shard, tail in RerankService().run():
        print(f"shard {shard}: {tail}")


if __name__ == "__main__":
    main()

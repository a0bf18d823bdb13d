from index import build_sorted_index
from launch import launch


def main():
    keys, order = build_sorted_index(200_000)
    print("min key at", int(order[0]))
    launch(order)
    print("all ranks done")


if __name__ == "__main__":
    main()

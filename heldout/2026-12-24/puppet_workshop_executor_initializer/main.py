import json

from carving import HeadCarving


def main():
    with open("workshop.json") as f:
        shop = HeadCarving(json.load(f))
    print("rough", tuple(shop.rough_out().shape))
    print("finished", shop.finish())


if __name__ == "__main__":
    main()

import tomllib

from shop import Workshop


def main():
    with open("workshop.toml", "rb") as f:
        shop = Workshop(tomllib.load(f))
    print("stages visited", shop.run(), shop.log)


if __name__ == "__main__":
    main()

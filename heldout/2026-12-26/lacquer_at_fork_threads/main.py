import tomllib

from polish import polish
from sanding import sand
from workshop import limit_children


def main():
    with open("workshop.toml", "rb") as f:
        cfg = tomllib.load(f)
    shop, pol = cfg["workshop"], cfg["polish"]
    limit_children(shop["child_threads"])
    print("sanded", round(sand(shop["panels"], shop["width"]), 3))
    print("polished", polish(pol["workers"], pol["size"]))


if __name__ == "__main__":
    main()

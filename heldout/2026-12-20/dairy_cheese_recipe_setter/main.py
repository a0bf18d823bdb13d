import json

from vat import CheeseVat


def main():
    with open("recipes.json") as f:
        cfg = json.load(f)
    vat = CheeseVat()
    vat.recipe = cfg["recipe"]
    for wheel, flavour in vat.age_batches(cfg["wheels"]):
        print(f"{wheel}: flavour index {flavour}")


if __name__ == "__main__":
    main()

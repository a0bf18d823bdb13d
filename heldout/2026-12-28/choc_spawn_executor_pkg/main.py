import json

from confectionery import enrobe, whisk


def main():
    with open("confectionery.json") as f:
        cfg = json.load(f)
    print("ganache sheen %.5f" % whisk(**cfg["ganache"]))
    print("bars:", len(enrobe(**cfg["enrobing"])))


if __name__ == "__main__":
    main()

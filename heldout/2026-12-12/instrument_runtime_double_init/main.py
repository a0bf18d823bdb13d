from runtime import InstrumentRuntime
from spectra import extract_order

INSTRUMENTS = {"echelle_blue": [1, 2, 3], "echelle_red": [4, 5, 6]}


def main():
    for name, orders in INSTRUMENTS.items():
        rt = InstrumentRuntime(name)
        for order, peak in rt.map(extract_order, orders):
            print(f"{name} order {order}: peak column {peak:.0f}")


if __name__ == "__main__":
    main()

from workers import run_yard
from yard import VatYard


def main():
    print(run_yard(VatYard()))


if __name__ == "__main__":
    main()

from masons import start_masons
from yard import Yard


def main():
    print(start_masons(Yard("orders.csv")))


if __name__ == "__main__":
    main()

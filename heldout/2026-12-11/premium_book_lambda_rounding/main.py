from book import load_book
from pricing import Pricer, run_pricing


def main():
    book = load_book(n_policies=1000)
    pricer = Pricer(rounding="nearest_5", loading=1.12)
    totals = run_pricing(pricer, book)
    print("premium total:", totals)


if __name__ == "__main__":
    main()

import multiprocessing as mp

from pricing import PricingRun


def main():
    gross_exposure = mp.Value("d", 0.0)
    total = PricingRun().run(books=[1, 2, 3], n_trades=500, total=gross_exposure)
    print(f"gross exposure {total:,.0f}")


if __name__ == "__main__":
    main()

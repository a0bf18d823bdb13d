import bootstrap  # noqa: F401  (must come before torch)

from concurrent.futures import ProcessPoolExecutor

from hedging import HedgeOptimizer, backtest_window


def main():
    opt = HedgeOptimizer(n_currencies=256, n_days=8192)
    ratios = opt.hedge_ratios()
    print(f"hedge ratio range {float(ratios.min()):.3f}..{float(ratios.max()):.3f}")
    jobs = [(start, opt.rates, ratios) for start in (0, 2048, 4096, 6144)]
    with ProcessPoolExecutor(max_workers=2) as ex:
        for start, vol in ex.map(backtest_window, jobs):
            print(f"window {start}: residual vol {vol}")


if __name__ == "__main__":
    main()

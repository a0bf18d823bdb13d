from forecaster import SkuForecaster
from jobs import run_forecasts


def main():
    run_forecasts(SkuForecaster(horizon=28), skus=[101, 102])


if __name__ == "__main__":
    main()

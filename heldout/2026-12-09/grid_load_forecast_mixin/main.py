from forecaster import LoadForecaster

if __name__ == "__main__":
    model = LoadForecaster(n_feeders=8, n_phases=4, n_samples=4096, n_lags=256)
    for feeder, weight in model.run():
        print(f"feeder {feeder}: |coef| {weight:.3f}")

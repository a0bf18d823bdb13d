import multiprocessing

from farms import forecast_farms
from irradiance import IrradianceModel

N_SITES, N_HOURS, EFFICIENCY = 512, 8760, 0.19


def main():
    portfolio = IrradianceModel(N_SITES, N_HOURS).expected_yield(EFFICIENCY)
    print(f"portfolio mean yield {float(portfolio.mean()) / 1000.0:.2f} kWh/kWp")
    for farm, y in forecast_farms([1, 2], N_SITES // 4, N_HOURS, EFFICIENCY):
        print(f"farm {farm}: {y} kWh/kWp")


if __name__ == "__main__":
    multiprocessing.set_start_method("forkserver")
    main()

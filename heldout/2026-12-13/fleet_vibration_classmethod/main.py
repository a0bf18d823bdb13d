from baseline import VibrationBaseline
from screening import screen_fleet

TAILS = ["N421FX", "N433FX", "N455FX"]
FLIGHTS, BINS = 2048, 512

if __name__ == "__main__":
    base = VibrationBaseline.from_flight_logs(FLIGHTS, BINS, seed=7)
    mean, std = base.stats()
    failures = screen_fleet(TAILS, mean, std, n_flights=FLIGHTS // 8)
    print("screening failures:", failures)

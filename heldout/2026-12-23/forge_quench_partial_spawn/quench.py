import math

RATES = {"oil": 0.35, "brine": 0.8, "water": 0.6}


def quench(blade, medium):
    rate = RATES[medium]
    temps = [round(850 * math.exp(-rate * t)) for t in range(6)]
    print(f"{blade} quenched in {medium}: {temps}", flush=True)

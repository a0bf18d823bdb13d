import math


def check_tank(name, litres):
    minutes = 30 * math.log(1 + litres / 5000)
    print(f"{name}: {litres} l cools to 4 C in {minutes:.0f} min", flush=True)

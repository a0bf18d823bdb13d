import time


def roll(charge, gate):
    with gate:
        time.sleep(0.05)
        print(f"{charge}: rolled", flush=True)

import tension
from executors import LoomExecutor

if __name__ == "__main__":
    readings = tension.warp_readings(looms=2000, threads=500)
    spread = tension.tension_spread(readings)
    print("warp spread:", round(float(spread.mean()), 4))
    with LoomExecutor(looms=["L1", "L2", "L3"]) as ex:
        for loom, breaks in ex.predict_breaks(spread.shape[0]):
            print(f"{loom}: predicted breaks {breaks}")

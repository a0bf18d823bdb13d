from forecast import Forecaster
from reporter import Reporter


if __name__ == "__main__":
    fc = Forecaster(states=4)
    rep = Reporter()
    rep.publish(fc.run())

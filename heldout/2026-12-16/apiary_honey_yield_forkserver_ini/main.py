import configparser

from season import load_season, standard_scores
from forecast import YieldForecaster


def main():
    cfg = configparser.ConfigParser()
    cfg.read("yield.ini")
    s = cfg["season"]
    season = load_season(s.getint("hives"), s.getint("weeks"), s.getint("seed"))
    z = standard_scores(season)
    print("season z-range", round(float(z.max() - z.min()), 3), flush=True)
    forecaster = YieldForecaster(cfg["workers"])
    print("yield by block", forecaster.forecast(z))


if __name__ == "__main__":
    main()

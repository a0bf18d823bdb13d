import configparser

from weighing import flying_weight_trend, weigh_all


def main():
    cfg = configparser.ConfigParser()
    cfg.read("weighing.ini")
    trend = flying_weight_trend(cfg.getint("log", "days"), cfg.getint("log", "features"))
    print(f"trend {trend.mean():.3f}", flush=True)
    names = [n.strip() for n in cfg["birds"]["names"].split(",")]
    for name, w in weigh_all(names, cfg.getint("birds", "rows"), trend.numel()):
        print(f"{name}: {w:+.4f}")


if __name__ == "__main__":
    main()

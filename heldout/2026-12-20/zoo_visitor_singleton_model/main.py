import configparser

from forecast import forecast_gates
from model import VisitorModel


def main():
    cfg = configparser.ConfigParser()
    cfg.read("visitors.ini")
    VisitorModel(cfg.getint("model", "weather_features"), cfg.getint("model", "hidden"))
    gates = [g.strip() for g in cfg.get("forecast", "gates").split(",")]
    for gate, visitors in forecast_gates(gates, cfg.getint("forecast", "weeks")):
        print(f"{gate:13} ~{visitors} visitors/day")


if __name__ == "__main__":
    main()

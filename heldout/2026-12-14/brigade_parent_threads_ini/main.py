import configparser
import os

import runtime
import staffing

HERE = os.path.dirname(os.path.abspath(__file__))

if __name__ == "__main__":
    cfg = configparser.ConfigParser()
    cfg.read(os.path.join(HERE, "brigade.ini"))
    runtime.configure(cfg["runtime"])
    load = staffing.call_load(cfg.getint("history", "days"), cfg.getint("history", "stations"))
    print("busiest station index:", int(load.argmax()))
    print(staffing.forecast_shifts(cfg.getint("history", "stations")))

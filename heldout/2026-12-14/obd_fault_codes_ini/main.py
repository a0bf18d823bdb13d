import configparser
import os

import fleet
import spectra

HERE = os.path.dirname(os.path.abspath(__file__))

if __name__ == "__main__":
    cfg = configparser.ConfigParser()
    cfg.read(os.path.join(HERE, "diagnostics.ini"))
    traces = fleet.knock_sensor_traces(cfg["fleet"].getint("vehicles"), cfg["sensor"].getint("samples"))
    bands = spectra.knock_bands(traces, cfg["sensor"].getint("band_bins"))
    for vin, roughness in fleet.idle_roughness(bands, cfg["workers"].getint("processes")):
        print(f"{vin}: idle roughness {roughness:.4f}")

import tomllib
from pathlib import Path

from circuits import TrackCircuitAnalysis


def main():
    with open(Path(__file__).with_name("circuits.toml"), "rb") as fh:
        cfg = tomllib.load(fh)["analysis"]
    report = TrackCircuitAnalysis(cfg).run()
    for circuit, drift in report:
        print(f"{cfg['section']} TC{circuit:03d}: drift {drift:.4f}")


if __name__ == "__main__":
    main()

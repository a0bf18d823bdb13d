import json
from pathlib import Path

from elastic import fit_constants

settings = json.loads(Path(__file__).with_name("elastic.json").read_text())


def report(constants):
    for name, value in constants.items():
        print(f"{name}: {value:.2f} GPa")


if __name__ == "__main__":
    report(fit_constants(settings["strains"], settings["atoms"], settings["start_method"]))

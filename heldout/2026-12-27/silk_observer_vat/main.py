"""Dip a skein and let the vat's observers react."""
import configparser
from pathlib import Path

import observers
from vat import Vat


def main():
    cfg = configparser.ConfigParser()
    cfg.read(Path(__file__).with_name("vat.ini"))
    section = cfg["vat"]
    vat = Vat("indigo")
    for name in section["observers"].split(","):
        vat.attach(observers.KINDS[name.strip()](section))
    payload = {}
    vat.notify("dipped", payload)
    print(payload)


if __name__ == "__main__":
    main()

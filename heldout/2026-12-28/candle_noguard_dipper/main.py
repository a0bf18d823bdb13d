import configparser

import dipper
import ledger

cp = configparser.ConfigParser()
cp.read("dipping.ini")
section = cp["dip"]
dip = dipper.make_dipper(section)
print(ledger.summarise(dip(range(section.getint("candles")))))

import configparser

from tally import tally

cp = configparser.ConfigParser()
cp.read("tally.ini")
t = cp["tally"]
print(tally(t["start_method"], t.getint("gangs"), t.getint("stones_per_gang")))

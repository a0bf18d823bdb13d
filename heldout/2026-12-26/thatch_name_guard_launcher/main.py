import configparser

from launcher import is_launcher, launch

cfg = configparser.ConfigParser()
cfg.read("launch.ini")

if is_launcher():
    print(launch(cfg["launch"]["start_method"], cfg["launch"].getint("ridges")))

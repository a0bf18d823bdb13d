import configparser

from crews import Crew

cfg = configparser.ConfigParser()
cfg.read("crew.ini")
crew_cfg = cfg["crew"]

with Crew(crew_cfg["start_method"], crew_cfg.getint("courses"), crew_cfg.getint("bundles")) as crew:
    print("crew out:", len(crew.procs), "courses")
print("roof done")

import tomllib

from launcher import Launcher

with open("launch.toml", "rb") as fh:
    cfg = tomllib.load(fh)

launched = Launcher.ignite(cfg)
print(f"{launched} balloons airborne")

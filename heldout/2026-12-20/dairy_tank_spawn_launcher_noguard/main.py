import configparser

from cooling import check_tank
from launcher import Launcher

cfg = configparser.ConfigParser()
cfg.read("tanks.ini")
names = [n.strip() for n in cfg.get("tanks", "names").split(",")]
litres = [int(v) for v in cfg.get("tanks", "litres").split(",")]

runner = Launcher(cfg.get("runtime", "start_method"))
for name, volume in zip(names, litres):
    runner.submit(check_tank, name, volume)
codes = runner.wait()
if any(codes):
    raise SystemExit(f"tank checks failed: {codes}")
print("all tanks checked")

import configparser
from concurrent.futures import ProcessPoolExecutor

from calibration import CalibrationStore
from drift import group_drift


def load(path="monitoring.ini"):
    cp = configparser.ConfigParser()
    cp.read(path)
    return cp


if __name__ == "__main__":
    cfg = load()
    groups = cfg["structure"]["groups"].split(",")
    samples = cfg.getint("structure", "samples")
    store = CalibrationStore(samples, cfg.getint("structure", "channels_per_group"))
    refs = {g: store.reference(g) for g in groups}
    tol = cfg.getfloat("processing", "drift_tolerance")
    ex = ProcessPoolExecutor(max_workers=cfg.getint("processing", "workers"))
    futures = []
    for seed, group in enumerate(groups):
        futures.append(ex.submit(group_drift, group, refs[group], samples, seed))
    for fut in futures:
        group, worst = fut.result()
        print(f"{cfg['structure']['name']} / {group}: drift {worst:.3f}", "ALERT" if worst > tol else "ok")
    ex.shutdown()

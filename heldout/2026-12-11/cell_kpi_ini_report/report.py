from concurrent.futures import ProcessPoolExecutor

from kpi import KpiTable


def region_report(cfg_values, region, baseline):
    table = KpiTable(cfg_values)
    load = table.rolling_load()
    return int((load > baseline.unsqueeze(1) * 0.9).any(dim=1).sum())


class RegionReporter:
    def __init__(self, cfg):
        self.cfg = {s: dict(cfg[s]) for s in cfg.sections()}
        self.executor = ProcessPoolExecutor(max_workers=cfg.getint("report", "workers"))

    def report(self, region, baseline):
        return self.executor.submit(region_report, _Section(self.cfg), region, baseline)

    def close(self):
        self.executor.shutdown()


class _Section(dict):
    def getint(self, section, key):
        return int(self[section][key])

from pathlib import Path

from kpi import KpiTable, load_config
from report import RegionReporter

CONFIG = Path(__file__).with_name("cells.ini")


def main():
    cfg = load_config(CONFIG)
    table = KpiTable(cfg)
    baseline = table.rolling_load().amax(dim=1)
    reporter = RegionReporter(cfg)
    futures = [reporter.report(region, baseline) for region in cfg["report"]["regions"].split(",")]
    for region, fut in zip(cfg["report"]["regions"].split(","), futures):
        print(region, "overloaded cells:", fut.result())
    reporter.close()


if __name__ == "__main__":
    main()

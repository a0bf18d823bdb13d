import torch

from charts import Chart
from monitor import monitor_lines

SUBGROUPS, SUBGROUP_SIZE = 1000, 200


def main():
    g = torch.Generator().manual_seed(0)
    baseline = torch.rand(SUBGROUPS, SUBGROUP_SIZE, generator=g)
    lo, hi = Chart.XBAR.limits(baseline)
    limits = (float(lo), float(hi))
    print("limits", [round(x, 3) for x in limits])
    alarms = monitor_lines(range(4), limits, SUBGROUPS, SUBGROUP_SIZE)
    print("alarms per line", alarms)


if __name__ == "__main__":
    main()

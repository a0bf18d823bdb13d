from metrics import GpuMetrics
from reporter import report_in_background


def main():
    metrics = GpuMetrics()
    for step in range(3):
        metrics.update([step, step * 0.5, 1.0, 2.0])
    print(report_in_background(metrics))


if __name__ == "__main__":
    main()

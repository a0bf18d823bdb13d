from metrics import Calibrator
from workers import MetricWorker

if __name__ == "__main__":
    cal = Calibrator()
    print("ece", round(cal.ece(), 3))
    workers = [MetricWorker(i) for i in range(2)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()

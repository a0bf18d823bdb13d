from report import DeskReport
from runner import ReportRunner

DESKS = ["rates", "fx", "credit"]

if __name__ == "__main__":
    for line in ReportRunner().run([DeskReport(d) for d in DESKS], n_trades=5000):
        print(line)

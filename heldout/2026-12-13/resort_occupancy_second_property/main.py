import json

from forecast import cancellation_probability
from report import start_report

if __name__ == "__main__":
    with open("properties.json") as f:
        portfolio = json.load(f)
    running = []
    for seed, prop in enumerate(portfolio):
        probs = cancellation_probability(prop["rooms"], prop["nights"], seed)
        running.append(start_report(prop["name"], probs, prop["nights"]))
    for proc in running:
        proc.join()
    print("reports:", [p.exitcode for p in running])

import forksafe
from appeals import appeal_features, triage, adjudicate

forksafe.install()

if __name__ == "__main__":
    urgency = triage(appeal_features())
    bias = float(urgency.mean()) * 200
    print(f"triage bias {bias:.3f}")
    for panel, upheld in sorted(adjudicate(["A", "B"], 300_000, bias).items()):
        print(f"panel {panel}: {upheld} appeals upheld")

from triage import TriageModel
from workers import TriageService


def main():
    svc = TriageService(queues=[1, 2], n_incidents=100_000, n_signals=32)
    svc.start()
    counts = svc.load_model(TriageModel, hidden=128)
    print(f"severity mix on warm-up sample: {counts.tolist()}")
    if any(svc.wait()):
        raise SystemExit("a replay worker failed")


if __name__ == "__main__":
    main()

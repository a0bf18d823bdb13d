from events import synthetic_events
from faults import FaultClassifier
from model import DoorNet


def main():
    classify = FaultClassifier(DoorNet(features=512), cars=["A", "B", "C"])
    events = synthetic_events(rows=64, features=512)
    for car, verdict in classify(events):
        print(f"car {car}: {verdict}")


if __name__ == "__main__":
    main()

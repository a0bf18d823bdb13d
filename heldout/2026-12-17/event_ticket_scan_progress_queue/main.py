from progress import ProgressReporter
from scanning import scan

GATES = {"north": list(range(100, 160)), "south": list(range(200, 230))}

if __name__ == "__main__":
    rep = ProgressReporter()
    for gate, ok in scan(list(GATES.items()), rep):
        print(f"gate {gate}: {ok} valid tickets")
    print("scanned", rep.drain())

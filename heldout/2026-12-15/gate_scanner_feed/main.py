from channel import make_channel
from gates import GateController

GATES = {1: 800, 2: 650, 3: 720}


def main():
    results = make_channel()
    ctrl = GateController(GATES)
    procs = ctrl.open_doors(results)
    rows = sorted(results.get() for _ in procs)
    for p in procs:
        p.join()
    for gate, ok, rejected in rows:
        print(f"gate {gate}: {ok} admitted, {rejected} rejected")


if __name__ == "__main__":
    main()

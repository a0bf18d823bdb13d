from flow import simulate_department
from runtime import CTX, make_channel

DEPARTMENTS = ["emergency", "radiology"]


def main(n_patients=5000):
    results = make_channel()
    procs = [CTX.Process(target=simulate_department, args=(d, n_patients, results)) for d in DEPARTMENTS]
    for p in procs:
        p.start()
    out = sorted(results.get() for _ in procs)
    for p in procs:
        p.join()
    for dept, wait in out:
        print(f"{dept}: mean wait {wait} min")


if __name__ == "__main__":
    main()

from station import ProbeStation

if __name__ == "__main__":
    for probe, moisture in sorted(ProbeStation().poll([11, 12, 13]).items()):
        print(f"probe {probe}: moisture {moisture}")

import probe
import teams


def main():
    zones = probe.load("zones.csv")
    flagged = [(z, s) for z in zones if (s := probe.score(z)) > z.threshold]
    print("flagged", [z.name for z, _ in flagged], flush=True)
    statuses = teams.search(flagged)
    print("teams back", statuses)


if __name__ == "__main__":
    main()

from patrol import BeaconService, SweepService


def main():
    sweeps = SweepService()
    beacons = BeaconService()
    try:
        print(sweeps.run(range(4)))
        print(beacons.run(range(4)))
    finally:
        sweeps.close()
        beacons.close()


if __name__ == "__main__":
    main()

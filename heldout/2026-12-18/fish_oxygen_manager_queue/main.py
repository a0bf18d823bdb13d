from station import OxygenStation


def main():
    station = OxygenStation(pens=[4, 5, 6, 7], readings=288)
    try:
        for pen, low, alarms in station.sample():
            print(f"pen {pen}: min O2 {low:.2f} mg/L, {alarms} low readings")
    finally:
        station.close()


if __name__ == "__main__":
    main()

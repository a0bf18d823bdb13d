import readings
from report import pen_report


def main():
    sites = readings.load_sites()
    for pen, score in pen_report(sites):
        print(f"pen {pen}: oxygen/temperature alarm score {score:.2f}")


if __name__ == "__main__":
    main()

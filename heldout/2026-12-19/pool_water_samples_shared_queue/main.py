import lab


def main():
    results = lab.analyse(["Main 50m", "Teaching", "Spa"])
    for basin, ph in sorted(results):
        print(f"{basin}: pH {ph:.2f}")


if __name__ == "__main__":
    main()

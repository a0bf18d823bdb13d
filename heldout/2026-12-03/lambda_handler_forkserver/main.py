from jobs import run_reports


def main():
    for name, value in run_reports(["l2", "max", "mean"]).items():
        print(name, value)


if __name__ == "__main__":
    main()

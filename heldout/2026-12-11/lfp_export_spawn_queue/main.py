from exporter import LfpExporter


def main():
    exp = LfpExporter(sessions=("s1", "s2"), channels=32, samples=5000)
    print("exported:", exp.run())


if __name__ == "__main__":
    main()

from builder import MillBuilder


def main():
    mill = MillBuilder.from_json("mould.json").beat().couch().dry()
    print(mill.steps, mill.dried)


if __name__ == "__main__":
    main()

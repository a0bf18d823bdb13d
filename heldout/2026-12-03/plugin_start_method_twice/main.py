from loader import load_all

ENABLED = ["audio", "video"]


def main():
    registry = load_all(ENABLED)
    for kind, formats in sorted(registry.items()):
        print(kind, formats)


if __name__ == "__main__":
    main()

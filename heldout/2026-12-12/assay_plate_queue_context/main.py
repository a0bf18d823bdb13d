from readers import PlateReaderFarm


def main():
    hits = PlateReaderFarm(n_readers=2).run(list(range(1, 9)))
    for plate, n in sorted(hits.items()):
        print(f"plate {plate}: {n:.0f} hits")


if __name__ == "__main__":
    main()

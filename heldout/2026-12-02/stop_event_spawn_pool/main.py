from pool import crunch_all


def main():
    print("results:", crunch_all(range(4)))


if __name__ == "__main__":
    main()

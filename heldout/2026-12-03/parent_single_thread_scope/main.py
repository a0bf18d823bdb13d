from pipeline import prepare, run


def main():
    ref = prepare()
    print("reference", tuple(ref.shape))
    for seed, value in run(range(4)):
        print(seed, value)


if __name__ == "__main__":
    main()

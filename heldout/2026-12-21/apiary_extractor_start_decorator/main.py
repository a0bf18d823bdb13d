from steps import CFG, bottle, extract


def main():
    honey = extract(CFG["frames"])
    print("honey kg", honey)
    print("jars", bottle(honey))


if __name__ == "__main__":
    main()

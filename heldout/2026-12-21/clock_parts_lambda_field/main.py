from workshop import clean_all


def main():
    for calibre, wear in clean_all("parts.csv").items():
        print(calibre, wear)


if __name__ == "__main__":
    main()

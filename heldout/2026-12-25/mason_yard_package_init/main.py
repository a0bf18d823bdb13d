from dressing import dress_all
from yard import CONFIG, TEMPLATE


def main():
    print("template", tuple(TEMPLATE.shape))
    print(dress_all(CONFIG["dressers"], CONFIG["ashlar"]))


if __name__ == "__main__":
    main()

from channels import Channels
from substation import poll_substations


def main():
    ch = Channels()
    try:
        print(poll_substations([11, 12], 1000, ch.results))
    finally:
        ch.close()


if __name__ == "__main__":
    main()

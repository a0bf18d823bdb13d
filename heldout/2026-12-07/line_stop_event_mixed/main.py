from config import LineConfig
from station import start_line


def main():
    start_line(LineConfig())


if __name__ == "__main__":
    main()

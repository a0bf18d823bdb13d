import configparser

from smith import Locksmith


def main():
    cp = configparser.ConfigParser()
    cp.read("locksmith.ini")
    smith = Locksmith(cp)
    for action in [a.strip() for a in cp["shop"]["actions"].split(",")]:
        result = getattr(smith, action)()
        print(action, result)


if __name__ == "__main__":
    main()

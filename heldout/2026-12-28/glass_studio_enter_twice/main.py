import configparser

from studio import Studio


def main():
    cp = configparser.ConfigParser()
    cp.read("studio.ini")
    for name in cp.sections():
        with Studio(name, cp[name]) as studio:
            print(name, studio.blow())


if __name__ == "__main__":
    main()

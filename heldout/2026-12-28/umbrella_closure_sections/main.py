import configparser

from handlers import FACTORIES


def main():
    cp = configparser.ConfigParser()
    cp.read("umbrella.ini")
    handlers = {name: FACTORIES[cp[name]["kind"]](cp[name]) for name in cp.sections()}
    for name, handler in handlers.items():
        print(name, handler())


if __name__ == "__main__":
    main()

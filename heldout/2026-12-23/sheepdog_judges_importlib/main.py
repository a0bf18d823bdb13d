import configparser

import loader


def main():
    cfg = configparser.ConfigParser()
    cfg.read("trial.ini")
    for plugin in loader.load_judges(cfg["trial"]["judges"]):
        print(plugin.judge(cfg))


if __name__ == "__main__":
    main()

import configparser

from shell import RopeShell


def main():
    cfg = configparser.ConfigParser()
    cfg.read("ropewalk.ini")
    shell = RopeShell()
    shell.prompt = cfg["shell"]["prompt"] + " "
    shell.cmdqueue = [line for line in cfg["script"]["commands"].splitlines() if line.strip()]
    shell.cmdloop(intro="rope walk ready")


if __name__ == "__main__":
    main()

import configparser
import contextlib

import apprentices
import heatlog


def main():
    cfg = configparser.ConfigParser()
    cfg.read("heat.ini")
    stack = contextlib.ExitStack()
    try:
        # end-of-shift chores run last-in, first-out when the stack closes
        stack.callback(apprentices.fan_out, cfg.getint("apprentices", "workers"),
                       cfg.getint("apprentices", "rows"))
        stack.callback(heatlog.record_heat, cfg.getint("log", "readings"),
                       cfg.getint("log", "thermocouples"))
        print("forge lit")
    finally:
        stack.close()


if __name__ == "__main__":
    main()

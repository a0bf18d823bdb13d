import configparser

import design
import grouting


def main():
    cp = configparser.ConfigParser()
    cp.read("grout.ini")
    d, g = cp["design"], cp["grouting"]
    widths = design.joint_widths(d.getint("batch"), d.getint("channels"), d.getint("side"),
                                 d.getint("filters"), g.getint("joints"))
    print("grout:", [round(x, 2) for x in grouting.grout_joints(widths, g.getint("workers"))])


if __name__ == "__main__":
    main()

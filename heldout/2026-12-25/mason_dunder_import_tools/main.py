import configparser

from banker import set_masons


def main():
    cp = configparser.ConfigParser()
    cp.read("tools.ini")
    for name in (n.strip() for n in cp["tools"]["order"].split(",")):
        tool = __import__(f"tools.{name}", fromlist=["shape"])
        print(name, tool.shape(cp[name]))
    set_masons(cp.getint("banker", "masons"), cp.getint("banker", "block"))


if __name__ == "__main__":
    main()

import configparser

from shops import SHOPS


def main():
    ini = configparser.ConfigParser()
    ini.read("shops.ini")
    sec = ini["shops"]
    for name in sec["order"].split(","):
        shop_cls = SHOPS[name]
        shop_cls.start_method = sec["start_method"]
        shop = shop_cls(sec.getint("workers"))
        print(name, shop.work())


if __name__ == "__main__":
    main()

import configparser
import importlib


def main():
    cp = configparser.ConfigParser()
    cp.read("luthier.ini")
    wood = cp["luthier"]["wood"]
    module = importlib.import_module(wood)
    luthier_cls = getattr(module, f"{wood.title()}Luthier")
    print(luthier_cls.from_config(cp).build())


if __name__ == "__main__":
    main()

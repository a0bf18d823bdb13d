import importlib

PLUGINS = ["plugins.ocr", "plugins.layout"]


def main():
    for name in PLUGINS:
        module = importlib.import_module(name)
        print(name, module.run(), flush=True)


if __name__ == "__main__":
    main()

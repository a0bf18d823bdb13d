from datamodule import DataModule
from runtime import configure_runtime


def main():
    method = configure_runtime(seed=1)
    print("start method", method)
    dm = DataModule().setup()
    print(dm.stats)


if __name__ == "__main__":
    main()

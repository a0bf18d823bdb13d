from config import AugmentConfig
from launcher import launch


def main():
    cfg = AugmentConfig(image_size=224)
    stats = launch(cfg)
    print("augmented:", stats)


if __name__ == "__main__":
    main()

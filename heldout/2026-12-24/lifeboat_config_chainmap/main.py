import beacon
import config
import launch


def main():
    cfg = config.load()
    print("beacon fix", beacon.triangulate(cfg))
    print("hull checks", launch.launch(cfg))


if __name__ == "__main__":
    main()

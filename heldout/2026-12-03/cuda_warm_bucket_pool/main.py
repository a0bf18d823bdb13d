from buckets import process_buckets
from device import MANAGER


def main():
    print("using", MANAGER.warm())
    for bucket, mean in process_buckets(4):
        print(bucket, mean)


if __name__ == "__main__":
    main()

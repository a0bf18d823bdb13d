from encode_workers import encode_shards


def main():
    codes = encode_shards([0, 1])
    print("code sums:", codes)


if __name__ == "__main__":
    main()

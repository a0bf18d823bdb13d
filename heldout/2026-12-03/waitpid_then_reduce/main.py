from reduce import merge
from shards import fork_shards


def main():
    n = 3
    out_dir = fork_shards(n)
    mean, std = merge(out_dir, n)
    print("merged", mean, std)


if __name__ == "__main__":
    main()

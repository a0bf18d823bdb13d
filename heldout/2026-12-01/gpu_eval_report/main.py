from report import header
from shards import run_shards

if __name__ == "__main__":
    print(header())
    run_shards(2)

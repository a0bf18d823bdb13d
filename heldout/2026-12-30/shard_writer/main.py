from data.embed import EmbeddingTable
from data.shards import write_shards


def main():
    table = EmbeddingTable()
    rows = table.normalized()
    for shard_id, clusters in write_shards(rows):
        print(f"shard {shard_id}: {clusters} clusters used")


if __name__ == "__main__":
    main()

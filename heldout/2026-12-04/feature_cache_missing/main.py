from cache import FeatureCache, attention_pooled
from workers import project_all

CACHE = FeatureCache(attention_pooled)


def warm(splits):
    for split in splits:
        print(split, tuple(CACHE[split].shape))


def main():
    warm(["train"])
    for shard, var in project_all(CACHE["train"], n_shards=4):
        print("shard", shard, "var", var)


if __name__ == "__main__":
    main()

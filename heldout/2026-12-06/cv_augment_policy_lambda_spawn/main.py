from augment import build_policy
from workers import start_augmenters

AUGMENT = {"hflip": True, "jitter": 0.1, "shards": 2}


def main():
    policy = build_policy(AUGMENT)
    for shard, mean in start_augmenters(policy, AUGMENT["shards"]):
        print("shard", shard, mean)


if __name__ == "__main__":
    main()

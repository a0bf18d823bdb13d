from .shards import ShardRunner

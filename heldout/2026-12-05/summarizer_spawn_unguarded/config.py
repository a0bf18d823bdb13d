import os


def load():
    return {
        "shards": int(os.environ.get("SUMMARY_SHARDS", "2")),
        "docs_per_shard": 64,
        "max_tokens": 256,
        "start_method": os.environ.get("SUMMARY_START_METHOD", "spawn"),
    }

import multiprocessing


def setup(registry):
    # decoders use worker processes that must not inherit open file handles
    multiprocessing.set_start_method("spawn")
    registry["audio"] = "wav,flac"

import multiprocessing
import os

START_METHOD = os.environ.get("RERANK_START_METHOD", "fork")
CTX = multiprocessing.get_context(START_METHOD)

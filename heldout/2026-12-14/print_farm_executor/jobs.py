def load_queue():
    return [{"id": i, "threshold": 0.4 + 0.05 * i} for i in range(4)]

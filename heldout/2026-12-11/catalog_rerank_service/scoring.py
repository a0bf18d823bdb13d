_INDEX = None


def init_worker(index):
    global _INDEX
    _INDEX = index


def score_chunk(queries):
    scores = queries @ _INDEX.T
    return scores.topk(10, dim=1).indices

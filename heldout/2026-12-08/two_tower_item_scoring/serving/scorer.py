import torch
import torch.multiprocessing as tmp


def _score_block(user_tower, item_matrix, user_ids, k, out_q):
    with torch.no_grad():
        scores = user_tower(user_ids) @ item_matrix.T
        top = scores.topk(k, dim=1).indices
    out_q.put((int(user_ids[0]), top[:, 0].tolist()[:3]))


class BlockScorer:
    def __init__(self, user_tower, item_matrix, k):
        self.user_tower = user_tower
        self.item_matrix = item_matrix
        self.k = k
        self.ctx = tmp.get_context("fork")

    def run(self, user_blocks):
        q = self.ctx.SimpleQueue()
        procs = [self.ctx.Process(target=_score_block,
                                  args=(self.user_tower, self.item_matrix, b, self.k, q))
                 for b in user_blocks]
        for p in procs:
            p.start()
        results = sorted(q.get() for _ in procs)
        for p in procs:
            p.join()
        return results

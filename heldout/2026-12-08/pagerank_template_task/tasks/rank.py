import torch

from graphs import normalized_adjacency, pagerank, powerlaw_graph

from .base import ShardedTask


class PersonalizedRankTask(ShardedTask):
    def __init__(self, num_nodes, num_edges):
        self.num_nodes = num_nodes
        self.num_edges = num_edges

    def prepare(self):
        edges = powerlaw_graph(self.num_nodes, self.num_edges, seed=0)
        self.adj = normalized_adjacency(edges, self.num_nodes)
        self.global_rank = pagerank(self.adj, self.num_nodes)

    def run_shard(self, shard, queue):
        seeds = torch.tensor(shard)
        r = self.global_rank.clone()
        for _ in range(10):
            r = 0.85 * torch.sparse.mm(self.adj, r[:, None])[:, 0]
            r[seeds] += 0.15 / len(shard)
        queue.put((shard[0], int(r.argmax())))

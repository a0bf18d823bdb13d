import torch
from torch import nn


class ItemTower(nn.Module):
    def __init__(self, num_items, num_tags, dim):
        super().__init__()
        self.item = nn.Embedding(num_items, dim)
        self.tags = nn.EmbeddingBag(num_tags, dim, mode="mean")

    def forward(self, item_ids, tag_ids, tag_offsets):
        return self.item(item_ids) + self.tags(tag_ids, tag_offsets)


class UserTower(nn.Module):
    def __init__(self, num_users, dim):
        super().__init__()
        self.user = nn.Embedding(num_users, dim)

    def forward(self, user_ids):
        return self.user(user_ids)

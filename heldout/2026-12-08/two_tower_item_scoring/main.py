import json
import os

import torch

from models import ItemTower, UserTower
from serving.scorer import BlockScorer

CONFIG = json.load(open(os.path.join(os.path.dirname(__file__), "config.json")))


def export_item_matrix(tower, cfg):
    g = torch.Generator().manual_seed(1)
    n = cfg["num_items"]
    tags = torch.randint(0, cfg["num_tags"], (n * cfg["tags_per_item"],), generator=g)
    offsets = torch.arange(0, n * cfg["tags_per_item"], cfg["tags_per_item"])
    with torch.no_grad():
        return tower(torch.arange(n), tags, offsets)


def main():
    torch.manual_seed(0)
    items = ItemTower(CONFIG["num_items"], CONFIG["num_tags"], CONFIG["dim"])
    users = UserTower(CONFIG["num_users"], CONFIG["dim"])
    item_matrix = export_item_matrix(items, CONFIG)
    print("item matrix", tuple(item_matrix.shape))
    blocks = torch.arange(CONFIG["num_users"]).split(CONFIG["users_per_block"])
    for first_user, top in BlockScorer(users, item_matrix, CONFIG["k"]).run(blocks):
        print("block from user", first_user, "top items", top)


if __name__ == "__main__":
    main()

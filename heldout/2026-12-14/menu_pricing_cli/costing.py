import torch
import torch.nn.functional as F

INGREDIENT_FEATURES = 256
PORTIONS_PER_KITCHEN = 320_000


def load_dishes(n_dishes):
    gen = torch.Generator().manual_seed(11)
    return torch.rand(n_dishes, INGREDIENT_FEATURES, generator=gen)


def normalize_features(dishes):
    return F.layer_norm(dishes, (dishes.shape[1],))


def split_by_kitchen(features, kitchens):
    return list(features.chunk(kitchens))


def kitchen_margin(item):
    kitchen, features = item
    gen = torch.Generator().manual_seed(kitchen)
    plate_costs = torch.rand(PORTIONS_PER_KITCHEN, generator=gen)
    margin = torch.sigmoid(plate_costs - float(features[0, 0]))
    return kitchen, float(margin.mean())

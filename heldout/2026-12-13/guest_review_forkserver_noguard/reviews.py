import torch

ASPECTS = ["room", "staff", "breakfast", "location", "noise"]


def load_reviews(hotel_id, n=400):
    g = torch.Generator().manual_seed(hotel_id)
    return torch.randint(1, 6, (n, len(ASPECTS)), generator=g)


def aspect_scores(hotel_id):
    r = load_reviews(hotel_id).float()
    return hotel_id, [round(float(v), 2) for v in r.mean(dim=0)]

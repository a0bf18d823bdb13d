import multiprocessing

import costing


def cmd_price(args):
    dishes = costing.load_dishes(args.dishes)
    normalized = costing.normalize_features(dishes)
    shards = costing.split_by_kitchen(normalized, args.kitchens)
    with multiprocessing.Pool(processes=2) as pool:
        for kitchen, margin in pool.imap_unordered(costing.kitchen_margin, enumerate(shards)):
            print(f"kitchen {kitchen}: mean margin {margin:.3f}")
    return 0


def cmd_audit(args):
    dishes = costing.load_dishes(args.dishes)
    print("dishes:", dishes.shape[0], "features:", dishes.shape[1])
    return 0


DISPATCH = {"price": cmd_price, "audit": cmd_audit}

from requests_data import request_batches, best_lenders
from routing import make_router

CONFIG = dict(batches=2, per_batch=4096, lenders=512, workers=2, parcels=250_000)


def main(cfg=CONFIG):
    route = make_router(cfg["workers"], cfg["parcels"])
    try:
        for b, batch in request_batches(cfg["batches"], cfg["per_batch"], cfg["lenders"]):
            costs = route(best_lenders(batch))
            print(f"batch {b}: " + ", ".join(f"lender {l}: {c:.0f}" for l, c in costs))
    finally:
        route.close()


if __name__ == "__main__":
    main()

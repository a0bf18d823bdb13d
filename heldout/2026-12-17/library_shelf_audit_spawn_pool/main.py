import json
import multiprocessing as mp

from shelving import item_embeddings, shelf_of, misshelved


def load_config(path="audit.json"):
    with open(path) as fh:
        return json.load(fh)


def main():
    cfg = load_config()
    emb = item_embeddings(cfg["items"], cfg["embedding_dim"])
    per_shelf = shelf_of(emb, cfg["shelves"]).bincount(minlength=cfg["shelves"]).tolist()
    print("items per shelf:", per_shelf)
    ctx = mp.get_context(cfg["start_method"])
    with ctx.Pool(cfg["workers"]) as pool:
        jobs = [(s, n, cfg["embedding_dim"]) for s, n in enumerate(per_shelf)]
        for shelf, bad in pool.starmap(misshelved, jobs):
            print(f"shelf {shelf}: {bad} items to re-shelve")


if __name__ == "__main__":
    main()

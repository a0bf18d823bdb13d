import configparser

import torch.multiprocessing as tmp

from pricing import FareTable, price_terminal


def main():
    cfg = configparser.ConfigParser()
    cfg.read("tickets.ini")
    table = FareTable(cfg.getint("pricing", "fare_classes"), cfg.getint("pricing", "embedding_width"))
    emb = table.embedding
    print(f"fare embedding ready: {tuple(emb.shape)}")
    terminals = [t.strip() for t in cfg.get("sales", "terminals").split(",")]
    out = tmp.SimpleQueue()
    procs = [tmp.Process(target=price_terminal,
                         args=(t, emb, cfg.getint("sales", "passengers_per_terminal"), out))
             for t in terminals]
    for p in procs:
        p.start()
    results = dict(out.get() for _ in procs)
    for p in procs:
        p.join()
    for t in terminals:
        print(f"{t:8} mean fare index {results[t]}")


if __name__ == "__main__":
    main()

import json

import torch.multiprocessing as tmp

from ranking import room_record, team_embeddings


def main():
    with open("leaderboard.json") as f:
        cfg = json.load(f)
    emb = team_embeddings(cfg["teams"], cfg["features"])
    with tmp.Pool(2) as pool:
        for room, best in pool.starmap(room_record, [(r, emb) for r in cfg["rooms"]]):
            print(f"{room:6} record score {best}")


if __name__ == "__main__":
    with open("leaderboard.json") as f:
        tmp.set_start_method(json.load(f)["start_method"], force=True)
    main()

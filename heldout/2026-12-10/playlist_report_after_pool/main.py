from catalog import Catalog
from mixer import build_all

TRACKS, DIM, LISTENERS, LENGTH = 100_000, 16, [7, 8, 9], 25


def report(catalog, playlists):
    top = set(catalog.popularity_rank[:1000].tolist())
    for listener, tracks in playlists:
        print(listener, tracks, "popular:", sum(t in top for t in tracks))


if __name__ == "__main__":
    catalog = Catalog(TRACKS, DIM)
    playlists = build_all(catalog, LISTENERS, LENGTH)
    report(catalog, playlists)

from catalog import ALBUMS
from export import export_album
from onsets import onset_envelope, render_album


def main():
    for seed, album in enumerate(ALBUMS):
        audio = render_album(album, seed)
        env = onset_envelope(audio)
        print(f"{album['title']}: {env.shape[-1]} frames per track, album tempo proxy "
              f"{float(env.mean()):.4f}", flush=True)
        codes = export_album(album["title"], audio)
        if any(codes):
            raise SystemExit(f"export failed for {album['title']}")


if __name__ == "__main__":
    main()

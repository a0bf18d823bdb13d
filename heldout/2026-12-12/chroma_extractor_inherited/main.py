import torch

from chroma import ChromaExtractor, Track

SAMPLE_RATE = 22050
FRAME = 8192


def load_tracks(n, seconds):
    g = torch.Generator().manual_seed(5)
    n_samples = (SAMPLE_RATE * seconds // FRAME) * FRAME
    return [Track(f"track_{i:02d}", torch.randn(n_samples, generator=g)) for i in range(n)]


def main():
    tracks = load_tracks(4, seconds=24)
    extractor = ChromaExtractor(FRAME)
    reference = extractor.spectrum(tracks[0].audio)
    print(f"reference spectrum {tuple(reference.shape)}")
    keys = extractor.launch(tracks)
    for name in sorted(keys):
        print(name, "key class", keys[name])


if __name__ == "__main__":
    main()

import torch.multiprocessing as tmp

from acoustics import load_recordings, normalise
from queens import detect_piping


def main(workers=2):
    recordings = load_recordings(hives=4096, bins=256)
    spectra = normalise(recordings)
    print("mean spectral level", round(float(spectra.abs().mean()), 4), flush=True)
    tmp.spawn(detect_piping, args=(workers, 300000), nprocs=workers, join=True)
    print("piping scan complete")


if __name__ == "__main__":
    main()

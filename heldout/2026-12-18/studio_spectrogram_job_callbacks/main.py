from jobs import JobQueue
from render import mel_image, normalised_spectrogram

TRACKS = ["01_intro", "02_ballad", "03_reprise"]


def main():
    queue = JobQueue()
    results = {}
    for seed, track in enumerate(TRACKS):
        name, spec = normalised_spectrogram(track, seed)
        queue.enqueue(mel_image, name, spec, on_done=lambda r: results.__setitem__(*r))
    queue.drain()
    for track in TRACKS:
        print(f"{track}: mean mel energy {results[track]:.3f}")


if __name__ == "__main__":
    main()

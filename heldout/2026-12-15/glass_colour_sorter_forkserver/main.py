from optics import calibrate, classify_batch
from sorter import EjectorBank

FRAMES, PIXELS = 4096, 512


def main():
    gain = float(calibrate(FRAMES, PIXELS)) / 5
    print("gain", round(gain, 3))
    batches = [(b, 100000, gain) for b in range(4)]
    for batch, colour in sorted(EjectorBank().sort(classify_batch, batches).items()):
        print(f"batch {batch}: {colour}")


if __name__ == "__main__":
    main()

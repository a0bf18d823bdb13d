from bandpower import common_average, subject_recordings, run_bandpower
from config import EEGConfig


def main():
    cfg = EEGConfig()
    recordings = subject_recordings(cfg, n_subjects=4)
    car = common_average(recordings[0])
    print("CAR residual rms:", float(car.pow(2).mean().sqrt()))
    print(run_bandpower(cfg, recordings))


if __name__ == "__main__":
    main()

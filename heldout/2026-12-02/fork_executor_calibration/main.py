from calibration import fit_temperature
from harness import evaluate_all
from models import load_tagger


def main():
    temperature = fit_temperature(load_tagger())
    print("temperature:", temperature)
    print("split confidence:", evaluate_all(range(3), temperature))


if __name__ == "__main__":
    main()

from admet import registry
from screen import screen_library

ENDPOINTS = ("solubility", "herg")


def main():
    for name in ENDPOINTS:
        model = registry.get_model(name)
        model.net  # materialise + calibrate before screening
        print(f"{name}: calibration std {model.calibration:.3f}")
    for chunk in screen_library(8192, ENDPOINTS):
        print({k: round(v, 3) for k, v in sorted(chunk.items())})


if __name__ == "__main__":
    main()

from turning import turn_all
from wheels import load


def main():
    wheels = load("wheels.csv")
    profiles = {w.name: w.rind_profile() for w in wheels}
    print({k: round(v, 3) for k, v in profiles.items()}, flush=True)
    turned = turn_all(wheels)
    for name, score in turned.items():
        print(f"{name}: turned, score {score:.0f}")


if __name__ == "__main__":
    main()

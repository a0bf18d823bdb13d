import settings
from activations import activation_profile
from launcher import run_probes


def main():
    print("baseline", activation_profile(300, settings.HIDDEN))
    print("probes", run_probes())


if __name__ == "__main__":
    main()

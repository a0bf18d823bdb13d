from batch import run_batch
from devices import device


def main():
    print("using", device())
    for seed, energy in run_batch(range(4)):
        print(seed, energy)


if __name__ == "__main__":
    main()

from calibrate import fit_temperature, validation_logits
from sampler import sample_many


def main():
    t = fit_temperature(*validation_logits())
    print("temperature", t)
    for seed, total in sample_many(t, range(4)):
        print(seed, total)


if __name__ == "__main__":
    main()
